/**
 * Two-factor authentication (issue #31 item 4; docs/decisions/067-two-factor-authentication.md):
 * an authenticator app's TOTP codes (RFC 6238 through `otplib`: 6 digits, 30-second steps, one
 * step of clock drift either way, no code accepted twice), set up by QR code (`qrcode`) or typed
 * secret and confirmed with a first code; ten single-use recovery codes, stored hashed; a login
 * that asks for the code after the password unless the browser is trusted for 30 days. Wrong codes
 * are throttled like passwords: per IP by the routes' budgets, per login (5 codes, then the
 * password again), and per account by the login slowdown. Admins must have it on.
 */
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../../db/client';
import {
  LOGIN_CHALLENGE_LIFETIME_MS,
  RECOVERY_CODE_COUNT,
  TRUSTED_DEVICE_LIFETIME_MS,
  twoFactorTexts,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../shared/auth/two-factor';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { verifyPassword } from '../../platform/lib/passwords';
import { hashToken, newToken } from '../../platform/lib/tokens';
import { rateKey } from '../../platform/rate-limit/keys';
import * as accounts from './auth.repo';
import type { AccountRow } from './auth.repo';
import * as challenges from './login-challenges.repo';
import { withSlowdown, type LoginSlowdown } from './login-throttle';
import * as recovery from './recovery-codes.repo';
import * as totp from './totp-credentials.repo';
import * as devices from './trusted-devices.repo';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'WarmIntro';
/** Seconds of clock drift allowed either way: one 30-second step. */
const DRIFT_SECONDS = 30;
/** Recovery codes' letters: no 0/o, 1/l/i, so a code copied by hand reads back. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const invalidCode = () =>
  new AppError('VALIDATION_FAILED', twoFactorTexts.invalidCode, {
    code: twoFactorTexts.invalidCode,
  });

/** A TOTP code is six digits; anything else that passed the schema is a recovery code. */
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A recovery code as stored: its ten characters without the dash, SHA-256. */
const recoveryCodeHash = (code: string) => hashToken(code.replace('-', '').toLowerCase());

/** Ten new recovery codes, "abcde-fghjk" (50 bits each, from `crypto.randomInt`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The 30-second step at which `code` is the secret's code at `now` (± one step), later than
 * `afterStep`; null when it is not.
 */
async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP result carries its step (the functional API types HOTP's and TOTP's results as one).
  return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
}

/**
 * Accepts one code of the account whose two-factor is on — a TOTP code not used before, or an
 * unused recovery code — and uses it up, in the caller's transaction.
 * @returns whether the code was accepted.
 */
async function useSecondFactor(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  if (!isTotpCode(code)) return recovery.useRecoveryCode(db, userId, recoveryCodeHash(code));
  const credential = await totp.findTotpCredential(db, userId);
  if (!credential?.confirmedAt) return false;
  const step = await totpStep(credential.secret, code, credential.lastUsedStep, now);
  return step !== null && (await totp.useTimeStep(db, userId, step));
}

/** Whether the account has two-factor on, recovery codes left, and whether it must keep it on. */
export async function twoFactorStatus(db: Db, account: AccountRow): Promise<TwoFactorStatus> {
  const credential = await totp.findTotpCredential(db, account.id);
  const enabledAt = credential?.confirmedAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: account.role === 'admin',
    recoveryCodesLeft: enabledAt ? await recovery.countUnusedRecoveryCodes(db, account.id) : 0,
    enabledAt: enabledAt?.toISOString() ?? null,
  };
}

/**
 * Starts setting up two-factor: a new secret (replacing one not yet confirmed), with its
 * `otpauth://` URI and that URI as a QR code (an SVG data URL).
 * @throws AppError CONFLICT when two-factor is already on.
 */
export async function beginTwoFactorSetup(
  db: Db,
  account: { id: string; email: string },
): Promise<TwoFactorSetup> {
  const secret = generateSecret();
  if (!(await totp.upsertPendingSecret(db, account.id, secret)))
    throw new AppError('CONFLICT', twoFactorTexts.alreadyOn);
  const otpauthUri = generateURI({ issuer: ISSUER, label: account.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Turns two-factor on with the first code of the secret being set up, and gives ten new recovery
 * codes (shown once; only their hashes are kept).
 * @returns the recovery codes.
 * @throws AppError BAD_REQUEST when no setup was started; CONFLICT when it is already on;
 *   VALIDATION_FAILED `{ code }` for a wrong code.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const credential = await totp.findTotpCredential(tx, userId);
    if (!credential) throw new AppError('BAD_REQUEST', twoFactorTexts.noSetup);
    if (credential.confirmedAt) throw new AppError('CONFLICT', twoFactorTexts.alreadyOn);
    const step = isTotpCode(code)
      ? await totpStep(credential.secret, code, credential.lastUsedStep, ctx.now())
      : null;
    if (step === null || !(await totp.useTimeStep(tx, userId, step, { confirm: true })))
      throw invalidCode();
    const codes = newRecoveryCodes();
    await recovery.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
    return codes;
  });
}

/**
 * Checks a code of the signed-in account (re-authentication, new recovery codes), slowed down per
 * account after repeated failures like a login; the code is used up.
 * @throws AppError VALIDATION_FAILED `{ code }` for a wrong or used code.
 */
export async function proveSecondFactor(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  userId: string,
  code: string,
): Promise<void> {
  await withSlowdown(slowdown, slowdownKey(userId), async () => {
    if (!(await useSecondFactor(ctx.db, userId, code, ctx.now()))) throw invalidCode();
  });
}

/**
 * Replaces the account's recovery codes after a current code.
 * @returns the ten new codes.
 * @throws AppError BAD_REQUEST when two-factor is off; VALIDATION_FAILED `{ code }`.
 */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  userId: string,
  code: string,
): Promise<string[]> {
  const credential = await totp.findTotpCredential(ctx.db, userId);
  if (!credential?.confirmedAt) throw new AppError('BAD_REQUEST', twoFactorTexts.notOn);
  await proveSecondFactor(ctx, slowdown, userId, code);
  const codes = newRecoveryCodes();
  await recovery.replaceRecoveryCodes(ctx.db, userId, codes.map(recoveryCodeHash));
  return codes;
}

/**
 * Turns two-factor off with the password and a current code: the secret, the recovery codes and
 * the trusted devices go.
 * @throws AppError FORBIDDEN for an admin; BAD_REQUEST when it is off; VALIDATION_FAILED
 *   `{ password }` or `{ code }`.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  account: AccountRow,
  input: { password: string; code: string },
): Promise<void> {
  if (account.role === 'admin') throw new AppError('FORBIDDEN', twoFactorTexts.adminsKeepIt);
  const credential = await totp.findTotpCredential(ctx.db, account.id);
  if (!credential?.confirmedAt) throw new AppError('BAD_REQUEST', twoFactorTexts.notOn);
  if (!(await verifyPassword(account.passwordHash, input.password)))
    throw new AppError('VALIDATION_FAILED', 'Password is incorrect.', {
      password: 'Password is incorrect.',
    });
  await proveSecondFactor(ctx, slowdown, account.id, input.code);
  await ctx.db.transaction(async (tx) => {
    await totp.deleteTotpCredential(tx, account.id);
    await recovery.deleteRecoveryCodes(tx, account.id);
    await devices.deleteTrustedDevices(tx, account.id);
  });
}

/**
 * After a right password: whether this login must also give a code — two-factor is on and the
 * browser's trusted-device token (the cookie, when sent) is not one of the account's.
 */
export async function loginNeedsSecondFactor(
  db: Db,
  account: AccountRow,
  trustedDeviceToken: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!account.twoFactorEnabled) return false;
  if (!trustedDeviceToken) return true;
  return !(await devices.isTrustedDevice(db, account.id, hashToken(trustedDeviceToken), now));
}

/**
 * Starts a login's wait for its code: a challenge of 5 minutes and 5 codes.
 * @returns the token for the challenge cookie and when it ends.
 */
export async function startLoginChallenge(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_LIFETIME_MS);
  await challenges.insertLoginChallenge(
    db,
    { userId, tokenHash: hashToken(token), expiresAt },
    now,
  );
  return { token, expiresAt };
}

/** What a finished login's second step gives the route. */
export interface SecondStepResult {
  account: AccountRow;
  /** The new trusted device's cookie, when the user asked to trust this browser. */
  trustedDevice?: { token: string; expiresAt: Date };
}

/**
 * The login's second step: checks the code against the challenge's account (slowed down per
 * account after repeated failures), ends the challenge, and trusts the browser for 30 days when
 * asked. A wrong code counts against the challenge; the fifth ends it.
 * @throws AppError LOGIN_CHALLENGE_EXPIRED (401) for a missing, expired or used-up challenge;
 *   VALIDATION_FAILED `{ code }` for a wrong code.
 */
export async function finishLoginChallenge(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  challengeToken: string | undefined,
  input: { code: string; trustDevice: boolean },
): Promise<SecondStepResult> {
  const expired = () =>
    new AppError(
      'LOGIN_CHALLENGE_EXPIRED',
      twoFactorTexts.challengeExpired,
      undefined,
      twoFactorTexts.challengeExpiredTitle,
    );
  if (!challengeToken) throw expired();
  const tokenHash = hashToken(challengeToken);
  const found = await challenges.findLiveLoginChallenge(ctx.db, tokenHash, ctx.now());
  if (!found) throw expired();
  return withSlowdown(slowdown, slowdownKey(found.userId), async () => {
    const outcome = await ctx.db.transaction(async (tx) => {
      const challenge = await challenges.findLiveLoginChallenge(tx, tokenHash, ctx.now());
      if (!challenge) return 'expired' as const;
      if (!(await useSecondFactor(tx, challenge.userId, input.code, ctx.now()))) {
        await challenges.countFailedAttempt(tx, challenge.id);
        return 'wrong' as const;
      }
      await challenges.deleteLoginChallenge(tx, challenge.id);
      const account = await accounts.findAccountById(tx, challenge.userId);
      if (!account) return 'expired' as const;
      if (!input.trustDevice) return { account };
      const token = newToken();
      const expiresAt = new Date(ctx.now().getTime() + TRUSTED_DEVICE_LIFETIME_MS);
      await devices.insertTrustedDevice(tx, {
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt,
      });
      return { account, trustedDevice: { token, expiresAt } };
    });
    if (outcome === 'expired') throw expired();
    if (outcome === 'wrong') throw invalidCode();
    return outcome;
  });
}

/** The per-account slowdown of codes, apart from the passwords' (docs/decisions/018, 067). */
const slowdownKey = (userId: string) => rateKey('two-factor-slowdown', 'user', userId);
