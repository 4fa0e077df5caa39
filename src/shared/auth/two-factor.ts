/**
 * Two-factor authentication's payloads, texts and limits (issue #31 item 4;
 * docs/decisions/067-two-factor-authentication.md), shared by the server's routes and the web's
 * forms. A module of its own so that pages without two-factor do not load it.
 */
import { z } from 'zod';
import { authMessages } from './constants';
import { twoFactorTexts } from './two-factor-texts';

// The texts and limits, without zod (the login page's code step imports them from there).
export * from './two-factor-texts';

/**
 * A code as typed: six digits from the app (spaces allowed, "123 456"), or a recovery code
 * ("abcde-12345", any case, dash optional). Normalised to what the server compares.
 */
export const twoFactorCodeSchema = z
  .string({ error: twoFactorTexts.codeRequired })
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, twoFactorTexts.codeRequired)
      .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, twoFactorTexts.invalidCode),
  );

/** `POST /api/auth/login/two-factor`: the code, and whether to skip it here for 30 days. */
export const loginTwoFactorSchema = z.object({
  code: twoFactorCodeSchema,
  trustDevice: z.boolean().default(false),
});
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorSchema>;

/** The `202` of `POST /api/auth/login` when the account asks for a code. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** When the challenge ends (ISO 8601): the password must be typed again after. */
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `GET /api/auth/two-factor`: whether it is on, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Admins must keep it on (docs/decisions/067). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  enabledAt: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/auth/two-factor/setup`: the new secret, typed or scanned. */
export const twoFactorSetupSchema = z.object({
  /** Base32, as authenticator apps take it typed. */
  secret: z.string(),
  /** The `otpauth://totp/…` URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL, for an `<img>`. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/auth/two-factor/enable` and `…/recovery-codes`: a code proves the app works. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/auth/two-factor/disable`: the password and a current code. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(1000),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;
