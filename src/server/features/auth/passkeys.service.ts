/**
 * Passkeys (issue #31 item 5; docs/decisions/068-passkeys.md): WebAuthn credentials registered by
 * a signed-in account, through `@simplewebauthn/server`. An account registers up to 10 (each
 * discoverable, with user verification), lists, renames and removes them; anyone signs in with
 * one alone on the login page of the account's role; and a signed-in session proves itself again
 * with one of its account's passkeys (docs/decisions/066). The relying party is `APP_URL`: its
 * hostname is the RP ID, its origin the only origin accepted. Challenges live 5 minutes in the
 * database and are used once (`webauthn-challenges.repo.ts`), so any server process can finish a
 * ceremony another began. A passkey sign-in asks for no TOTP code: it is already two factors —
 * the device (possession) and its unlock (user verification, required).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../../../db/client';
import {
  DEFAULT_PASSKEY_NAME,
  PASSKEYS_MAX,
  passkeyTexts,
  type AddPasskeyInput,
  type AuthenticationResponseInput,
  type PasskeyLoginInput,
  type PasskeySummary,
} from '../../../shared/auth/passkeys';
import type { Config } from '../../platform/config';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import * as authRepo from './auth.repo';
import type { SessionClient } from './auth.service';
import * as repo from './passkeys.repo';
import type { PasskeyRow } from './passkeys.repo';
import { deviceLabel, startLoginSession } from './sessions.service';
import * as challenges from './webauthn-challenges.repo';
import { CHALLENGE_LIFETIME_MS } from './webauthn-challenges.repo';

/** The relying party's name that authenticators show. */
export const RP_NAME = 'WarmIntro';

/** The relying party of `APP_URL`: its hostname is the RP ID, its origin the expected origin. */
export function relyingPartyOf(config: Pick<Config, 'APP_URL'>): { id: string; origin: string } {
  const url = new URL(config.APP_URL);
  return { id: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle of an account: its id's UTF-8 bytes (never its e-mail). */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId) as Uint8Array<ArrayBuffer>;
}

/** A stored passkey as its list shows it. */
export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The account's passkeys, the newest first (issue #31 item 5; docs/decisions/068). */
export async function listPasskeysOf(db: Db, userId: string): Promise<PasskeySummary[]> {
  return (await repo.listPasskeys(db, userId)).map(toPasskeySummary);
}

/** The credentials an options object names (`excludeCredentials`, `allowCredentials`). */
const descriptorsOf = (rows: PasskeyRow[]) =>
  rows.map((p) => ({ id: p.credentialId, transports: p.transports }));

/**
 * Starts registering a passkey for the signed-in account (issue #31 item 5; docs/decisions/068):
 * a discoverable credential with user verification, not one the account already has
 * (`excludeCredentials`). The challenge is stored for the account, purpose `registration`.
 * @returns the options for `navigator.credentials.create()` (`PublicKeyCredentialCreationOptionsJSON`).
 * @throws AppError CONFLICT "You can have at most 10 passkeys. …" when the account has 10.
 */
export async function startPasskeyRegistration(
  ctx: AppContext,
  account: { id: string; email: string; displayName: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await repo.listPasskeys(ctx.db, account.id);
  if (existing.length >= PASSKEYS_MAX)
    throw new AppError('CONFLICT', passkeyTexts.limitReached, undefined, 'Too Many Passkeys');
  const rp = relyingPartyOf(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.displayName,
    userID: userHandleOf(account.id),
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await challenges.deleteExpiredChallenges(ctx.db);
  await challenges.insertChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: account.id,
  });
  return options;
}

/** The challenge inside a response's signed client data, or undefined when it has none. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON) as { challenge?: unknown };
    // Only a value a challenge of ours could be reaches the database.
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finishes registering a passkey (issue #31 item 5; docs/decisions/068): takes the account's
 * registration challenge the response signed (once), verifies the response against it, the RP ID
 * and origin of `APP_URL`, user presence and verification, and stores the credential with
 * `input.name`, else the device's ("Passkey (Chrome on macOS)"), else "Passkey".
 * @returns the new passkey's summary.
 * @throws AppError BAD_REQUEST "This passkey could not be added. …" for any response that does
 *   not verify (unknown, used or expired challenge, wrong origin, no user verification);
 *   CONFLICT when the account has 10 passkeys, or this credential is stored already.
 */
export async function finishPasskeyRegistration(
  ctx: AppContext,
  userId: string,
  input: AddPasskeyInput,
  client: SessionClient,
): Promise<PasskeySummary> {
  const refused = () =>
    new AppError('BAD_REQUEST', passkeyTexts.registrationFailed, undefined, 'Passkey Not Added');
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge) throw refused();
  const rp = relyingPartyOf(ctx.config);
  // Taken on its own, before the checks: a challenge answered wrongly is spent too.
  const expected = await challenges.takeChallenge(ctx.db, {
    challenge,
    purpose: 'registration',
    userId,
  });
  if (!expected) throw refused();
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: expected,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserPresence: true,
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const device = deviceLabel(client.userAgent);
  const name =
    input.name ?? (device === 'Unknown device' ? DEFAULT_PASSKEY_NAME : `Passkey (${device})`);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await repo.lockAccountPasskeys(tx, userId);
      if ((await repo.countPasskeys(tx, userId)) >= PASSKEYS_MAX)
        throw new AppError('CONFLICT', passkeyTexts.limitReached, undefined, 'Too Many Passkeys');
      return repo.insertPasskey(tx, {
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? input.response.response.transports ?? []).slice(
          0,
          10,
        ),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      });
    });
    return toPasskeySummary(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', passkeyTexts.alreadyAdded, undefined, 'Passkey Not Added');
    throw error;
  }
}

/**
 * Renames one of the account's passkeys (issue #31 item 5; docs/decisions/068).
 * @throws AppError NOT_FOUND 'Passkey not found.' for another account's passkey or none.
 */
export async function renamePasskeyOf(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<void> {
  if (!(await repo.renamePasskey(db, userId, id, name)))
    throw new AppError('NOT_FOUND', passkeyTexts.notFound);
}

/**
 * Removes one of the account's passkeys (issue #31 item 5; docs/decisions/068); it can sign in no
 * more. The route asks for a recent proof first (`requireRecentAuthentication`).
 * @throws AppError NOT_FOUND 'Passkey not found.' for another account's passkey or none.
 */
export async function removePasskeyOf(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deletePasskey(db, userId, id)))
    throw new AppError('NOT_FOUND', passkeyTexts.notFound);
}

/** A sign-in or re-authentication challenge: its id to send back, and the browser's options. */
export interface AuthenticationChallenge {
  challengeId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

/**
 * Starts a sign-in with a passkey, for anyone (issue #31 item 5; docs/decisions/068): no
 * `allowCredentials` — the browser offers the discoverable credentials it has for this RP ID —
 * and user verification required. The challenge is stored for nobody, purpose `authentication`.
 */
export async function startPasskeySignIn(ctx: AppContext): Promise<AuthenticationChallenge> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.config).id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await challenges.deleteExpiredChallenges(ctx.db);
  const challengeId = await challenges.insertChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'authentication',
    userId: null,
  });
  return { challengeId, options };
}

/**
 * Verifies an assertion of `passkey` against `expectedChallenge`, the RP ID and origin, user
 * verification and the signature counter, then records the use (counter, backup state, last used).
 * @returns whether it verified and was recorded.
 */
async function verifyAndRecordUse(
  ctx: AppContext,
  passkey: PasskeyRow,
  response: AuthenticationResponseInput,
  expectedChallenge: string,
): Promise<boolean> {
  // A discoverable credential names its account; it must be the passkey's.
  if (
    response.response.userHandle !== undefined &&
    response.response.userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))
  )
    return false;
  const rp = relyingPartyOf(ctx.config);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    // A bad signature, another origin or RP ID, no user verification, a counter gone backwards.
    return false;
  }
  if (!verified.verified) return false;
  return repo.recordPasskeyUse(ctx.db, passkey.id, {
    newCounter: verified.authenticationInfo.newCounter,
    backedUp: verified.authenticationInfo.credentialBackedUp,
  });
}

/**
 * Signs in with a passkey alone (issue #31 item 5; docs/decisions/068): takes the sign-in
 * challenge `challengeId` (once), finds the credential the response names, verifies it (origin,
 * RP ID, signature, user verification, counter), and starts a session for its account as a
 * password login does (`startLoginSession`: the new-device e-mail, the session with its client).
 * No TOTP code is asked: the passkey is possession and user verification already.
 * @returns the token for the cookie and the auth context, as `startLoginSession`.
 * @throws AppError INVALID_CREDENTIALS "This passkey could not sign you in. …" — one answer for an
 *   unknown credential, a bad signature, a used or expired challenge, a counter gone backwards,
 *   and an account of another role than `input.userType`, so nothing tells them apart.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  input: PasskeyLoginInput,
  client: SessionClient,
) {
  const refused = () =>
    new AppError('INVALID_CREDENTIALS', passkeyTexts.signInFailed, undefined, 'Login Failed');
  const expected = await challenges.takeChallenge(ctx.db, {
    id: input.challengeId,
    purpose: 'authentication',
    userId: null,
  });
  if (!expected) throw refused();
  const passkey = await repo.findPasskeyByCredentialId(ctx.db, input.response.id);
  if (!passkey) throw refused();
  const account = await authRepo.findAccountById(ctx.db, passkey.userId);
  // The role is checked before the use is recorded: a passkey shown on the wrong login page
  // leaves no trace on it, and is refused as a wrong password is.
  if (!account || account.role !== input.userType) throw refused();
  if (!(await verifyAndRecordUse(ctx, passkey, input.response, expected))) throw refused();
  return startLoginSession(ctx, account, client);
}

/**
 * Starts a re-authentication with one of the account's passkeys (issue #31 items 5 and 6;
 * docs/decisions/066, 068): `allowCredentials` lists the account's passkeys, user verification
 * required; the challenge is stored for the account, purpose `reauthentication`.
 * @throws AppError CONFLICT "This account has no passkeys. …" when it has none.
 */
export async function startPasskeyReauthentication(
  ctx: AppContext,
  userId: string,
): Promise<AuthenticationChallenge> {
  const own = await repo.listPasskeys(ctx.db, userId);
  if (own.length === 0)
    throw new AppError('CONFLICT', passkeyTexts.noPasskeys, undefined, 'No Passkeys');
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.config).id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    allowCredentials: descriptorsOf(own),
  });
  await challenges.deleteExpiredChallenges(ctx.db);
  const challengeId = await challenges.insertChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'reauthentication',
    userId,
  });
  return { challengeId, options };
}

/**
 * Proves the session again with one of its account's own passkeys (issue #31 items 5 and 6;
 * docs/decisions/066, 068): as `reauthenticate` with the password, a step that cannot be undone
 * then works for the next 10 minutes (`sessions.authenticated_at` is set now).
 * @throws AppError BAD_REQUEST "This passkey could not confirm it's you. …" for a used or expired
 *   challenge, a passkey of another account or none, or a response that does not verify.
 */
export async function reauthenticateWithPasskey(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: { challengeId: string; response: AuthenticationResponseInput },
): Promise<void> {
  const refused = () =>
    new AppError('BAD_REQUEST', passkeyTexts.reauthFailed, undefined, 'Passkey Not Accepted');
  const expected = await challenges.takeChallenge(ctx.db, {
    id: input.challengeId,
    purpose: 'reauthentication',
    userId,
  });
  if (!expected) throw refused();
  const passkey = await repo.findPasskeyByCredentialId(ctx.db, input.response.id);
  if (!passkey || passkey.userId !== userId) throw refused();
  if (!(await verifyAndRecordUse(ctx, passkey, input.response, expected))) throw refused();
  await authRepo.markSessionAuthenticated(ctx.db, sessionId);
}
