/**
 * Password change and reset (issue #3, beyond the spec: the spec shows only 'Feature Coming Soon').
 * Reset links are single-use, valid one hour, stored as SHA-256; using one ends all the user's
 * sessions. Asking for a link answers the same, in the same time, whether or not the account
 * exists: the request is only recorded, and the password-reset job sends the link.
 */
import type { Db } from '../../../db/client';
import { passwordResetTexts, reauthTexts } from '../../../shared/auth/schemas';
import { twoFactorTexts } from '../../../shared/auth/two-factor';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { hashPassword, verifyPassword } from '../../platform/lib/passwords';
import { hashToken, newToken } from '../../platform/lib/tokens';
import * as repo from './auth.repo';
import { toSessionUser } from './auth.service';
import * as requests from './password-reset-request.repo';
import { passwordResetLinks as resets } from './single-use-links.repo';
import type { LoginSlowdown } from './login-throttle';
import * as devices from './trusted-devices.repo';
import { proveSecondFactor } from './two-factor.service';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Records that a reset link was asked for `email`, and nothing else: the same single insert for
 * any address, so the answer takes as long whether or not an account exists (issue #12 finding 4).
 * The password-reset job does the rest (`sendRequestedPasswordResets`).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await requests.insertRequest(ctx.db, email);
}

/**
 * The password-reset job's work: takes each waiting request off the queue and, when the address
 * belongs to an account, ends its earlier unused links, stores a new one and queues the e-mail —
 * in one transaction per request. Unknown addresses get nothing, and are forgotten at once.
 * A request whose handling fails is reported and dropped, so it cannot block the queue.
 * @returns how many requests were handled.
 */
export async function sendRequestedPasswordResets(
  ctx: AppContext,
  opts: { limit?: number; onError?: (error: unknown) => void } = {},
): Promise<number> {
  const limit = opts.limit ?? 50;
  for (let handled = 0; handled < limit; handled++) {
    const claim: { request?: { id: string; email: string } } = {};
    try {
      await ctx.db.transaction(async (tx) => {
        claim.request = await requests.takeOldestRequest(tx);
        if (claim.request) await sendResetLink(ctx, tx, claim.request.email);
      });
    } catch (error) {
      if (!claim.request) throw error; // the queue itself failed: the job reports it
      opts.onError?.(error);
      await requests.deleteRequest(ctx.db, claim.request.id);
    }
    if (!claim.request) return handled;
  }
  return limit;
}

/** Ends the account's unused links, stores a new one and queues its e-mail; nothing if unknown. */
async function sendResetLink(ctx: AppContext, tx: Db, email: string): Promise<void> {
  const account = await repo.findAccountByEmail(tx, email);
  if (!account) return;
  const token = newToken();
  await resets.expireUnusedTokens(tx, account.id);
  await resets.insertToken(tx, {
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  await notify(tx, templateContext(ctx.config), 'passwordReset', {
    email: account.email,
    name: toSessionUser(account).firstName || account.email,
    resetUrl: absoluteUrl(ctx.config.APP_URL, paths.resetPassword.getHref(token)),
  });
}

/**
 * Sets a new password through a reset link and ends every session of the account.
 * @throws AppError BAD_REQUEST 'This password reset link is invalid or has expired.'
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await resets.useToken(tx, hashToken(token));
    if (!userId)
      throw new AppError('BAD_REQUEST', passwordResetTexts.invalidLink, {
        token: passwordResetTexts.invalidLink,
      });
    await repo.updatePasswordHash(tx, userId, passwordHash);
    await repo.deleteSessionsOfUser(tx, userId);
    await devices.deleteTrustedDevices(tx, userId);
  });
}

/**
 * Proves the session's password again — and, when two-factor is on, a code (docs/decisions/066,
 * 067): a step that cannot be undone then works for the next 10 minutes.
 * @throws AppError VALIDATION_FAILED `{ password: 'Password is incorrect.' }`, `{ code }` when a
 *   code is missing or wrong.
 */
export async function reauthenticate(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  auth: { userId: string; sessionId: string },
  input: { password: string; code?: string },
): Promise<void> {
  const account = await repo.findAccountById(ctx.db, auth.userId);
  if (!(await verifyPassword(account?.passwordHash ?? null, input.password)))
    throw new AppError('VALIDATION_FAILED', reauthTexts.wrongPassword, {
      password: reauthTexts.wrongPassword,
    });
  if (account?.twoFactorEnabled) await proveCode(ctx, slowdown, account.id, input.code);
  await repo.markSessionAuthenticated(ctx.db, auth.sessionId);
}

/**
 * The second factor a password step needs when two-factor is on.
 * @throws AppError VALIDATION_FAILED `{ code }` when it is missing or wrong.
 */
async function proveCode(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  userId: string,
  code: string | undefined,
): Promise<void> {
  if (!code)
    throw new AppError('VALIDATION_FAILED', twoFactorTexts.codeRequired, {
      code: twoFactorTexts.codeRequired,
    });
  await proveSecondFactor(ctx, slowdown, userId, code);
}

/**
 * Changes the signed-in user's password after checking the current one — and a code, when
 * two-factor is on (docs/decisions/067); other sessions end, the current one stays, and no device
 * is trusted any more.
 * @throws AppError VALIDATION_FAILED `{ currentPassword: 'Current password is incorrect.' }`,
 *   `{ code }` when a code is missing or wrong.
 */
export async function changePassword(
  ctx: AppContext,
  slowdown: LoginSlowdown,
  userId: string,
  currentSessionHash: string,
  input: { currentPassword: string; newPassword: string; code?: string },
): Promise<void> {
  const account = await repo.findAccountById(ctx.db, userId);
  const ok = await verifyPassword(account?.passwordHash ?? null, input.currentPassword);
  if (!ok) {
    throw new AppError('VALIDATION_FAILED', 'Current password is incorrect.', {
      currentPassword: 'Current password is incorrect.',
    });
  }
  if (account?.twoFactorEnabled) await proveCode(ctx, slowdown, userId, input.code);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, userId, passwordHash);
    await repo.deleteOtherSessions(tx, userId, currentSessionHash);
    await devices.deleteTrustedDevices(tx, userId);
  });
}
