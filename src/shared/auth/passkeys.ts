/**
 * Passkeys' payloads (issue #31 item 5; docs/decisions/068-passkeys.md): the WebAuthn responses a
 * browser returns (`RegistrationResponseJSON`, `AuthenticationResponseJSON` as
 * `@simplewebauthn/browser` builds them), a passkey's name, and the summaries the account's list
 * shows. Every binary field is base64url text of a bounded length, so that nothing else reaches the
 * WebAuthn library or the database.
 */
import { z } from 'zod';
import { requiredName } from '../http/text';
import { userTypeSchema } from './schemas';
import { PASSKEY_NAME_MAX, passkeyTexts } from './passkey-texts';

export * from './passkey-texts';
export * from './passkey-login-texts';

/** base64url without padding, as WebAuthn's JSON encodings use it. */
const base64url = (max: number) =>
  z
    .string({ error: passkeyTexts.invalidResponse })
    .max(max, passkeyTexts.invalidResponse)
    .regex(/^[A-Za-z0-9_-]*$/, passkeyTexts.invalidResponse);

/** A credential id: at most 1,023 bytes (WebAuthn §5.1), so 1,364 base64url characters. */
const credentialId = base64url(1364).min(1, passkeyTexts.invalidResponse);

/** A transport hint ('internal', 'hybrid', 'usb', …), kept for the next ceremony's hints. */
const transport = z
  .string()
  .max(32)
  .regex(/^[a-z-]+$/);

/** The client extension outputs the server reads (none is required); others are dropped. */
const clientExtensionResults = z
  .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
  .default({});

/** A passkey's name: trimmed, 1 to 60 characters, one line ("Work laptop"). */
export const passkeyNameSchema = requiredName(
  passkeyTexts.nameRequired,
  passkeyTexts.nameLabel,
  PASSKEY_NAME_MAX,
);

/** `navigator.credentials.create()`'s answer as JSON (WebAuthn `RegistrationResponseJSON`). */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_000).min(1),
    attestationObject: base64url(64_000).min(1),
    authenticatorData: base64url(64_000).optional(),
    transports: z.array(transport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** `navigator.credentials.get()`'s answer as JSON (WebAuthn `AuthenticationResponseJSON`). */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_000).min(1),
    authenticatorData: base64url(8_000).min(1),
    signature: base64url(2_000).min(1),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type AuthenticationResponseInput = z.infer<typeof authenticationResponseSchema>;

/** `POST /api/auth/passkeys`: the new credential, and a name (else the device's). */
export const addPasskeySchema = z.object({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** `PATCH /api/auth/passkeys/{id}`. */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

/** `POST /api/auth/login/passkey`: the answer to a sign-in challenge, on one role's login page. */
export const passkeyLoginSchema = z.object({
  challengeId: z.uuid({ error: passkeyTexts.signInFailed }),
  response: authenticationResponseSchema,
  userType: userTypeSchema,
});
export type PasskeyLoginInput = z.infer<typeof passkeyLoginSchema>;

/** `POST /api/auth/reauthenticate/passkey`: the answer to a re-authentication challenge. */
export const passkeyReauthSchema = z.object({
  challengeId: z.uuid({ error: passkeyTexts.reauthFailed }),
  response: authenticationResponseSchema,
});
export type PasskeyReauthInput = z.infer<typeof passkeyReauthSchema>;

/** One of the account's passkeys, as its list shows it. */
export const passkeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in or re-authentication with it; null when never used. */
  lastUsedAt: z.string().nullable(),
  /** Synced by a password manager or platform (WebAuthn "backup state"). */
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** `GET /api/auth/passkeys`. */
export const passkeyListSchema = z.object({ items: z.array(passkeySummarySchema) });

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/**
 * What `navigator.credentials.create()` is given (WebAuthn `PublicKeyCredentialCreationOptionsJSON`,
 * as `generateRegistrationOptions` of `@simplewebauthn/server` returns it).
 */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  attestation: z.string().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});

/**
 * What `navigator.credentials.get()` is given (WebAuthn `PublicKeyCredentialRequestOptionsJSON`,
 * as `generateAuthenticationOptions` returns it).
 */
const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});

/** A sign-in or re-authentication challenge: its id to send back, and the browser's options. */
export const authenticationOptionsSchema = z.object({
  challengeId: z.uuid(),
  options: requestOptionsSchema,
});
