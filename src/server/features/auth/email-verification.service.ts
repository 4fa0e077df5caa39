/**
 * E-mail verification (issue #31 item 3; docs/decisions/065-email-verification.md). Every new
 * account proves its address by a single-use link that works for 24 hours; asking again ends the
 * earlier links. The spec's signup stays as it is — the account is signed in at once and can set
 * itself up — but until verified a company cannot send intro requests, messages or gig proposals
 * (`requireVerifiedEmail`) and a candidate cannot be approved, so is never shown to companies.
 */
import type { Db } from '../../../db/client';
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  emailVerificationTexts,
} from '../../../shared/auth/email-verification';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { hashToken, newToken } from '../../platform/lib/tokens';
import * as repo from './auth.repo';
import type { AccountRow } from './auth.repo';
import { toSessionUser } from './auth.service';
import { emailVerificationLinks as links } from './single-use-links.repo';

/** How long a verification link works: 24 hours, in milliseconds. */
export const VERIFICATION_LINK_LIFETIME_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

/**
 * Ends the account's unused verification links, stores a new one and queues the
 * `emailVerification` e-mail, in the caller's transaction (the signup's, or a resend's).
 */
export async function sendVerificationLink(
  ctx: AppContext,
  tx: Db,
  account: Pick<AccountRow, 'id' | 'email'> & { name: string },
): Promise<void> {
  const token = newToken();
  await links.expireUnusedTokens(tx, account.id);
  await links.insertToken(tx, {
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_LIFETIME_MS),
  });
  await notify(tx, templateContext(ctx.config), 'emailVerification', {
    email: account.email,
    name: account.name,
    verifyUrl: absoluteUrl(ctx.config.APP_URL, paths.verifyEmail.getHref(token)),
  });
}

/**
 * Proves an address with its link: uses the token and marks the account verified, in one
 * transaction. Works without a session (the link may be opened in another browser).
 * @throws AppError BAD_REQUEST 'This verification link is invalid or has expired.' for an unknown,
 *   used or expired link.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await links.useToken(tx, hashToken(token));
    if (!userId)
      throw new AppError('BAD_REQUEST', emailVerificationTexts.invalidLink, {
        token: emailVerificationTexts.invalidLink,
      });
    await repo.markEmailVerified(tx, userId);
  });
}

/**
 * Sends the signed-in account a new link (the banner's Resend); the earlier links stop working.
 * @throws AppError CONFLICT 'Your e-mail address is already verified.'
 */
export async function resendVerificationLink(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await repo.findAccountById(tx, userId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    if (account.emailVerifiedAt)
      throw new AppError('CONFLICT', emailVerificationTexts.alreadyVerified);
    await sendVerificationLink(ctx, tx, { ...account, name: nameOf(account) });
  });
}

/**
 * Tells the owner of `email` that someone tried to sign up with it (docs/decisions/065), so the
 * signup's "already registered" answer costs about the work of a new signup and the owner knows.
 * Nothing when no account has the address (a race with its deletion).
 */
export async function tellOwnerOfSignupAttempt(ctx: AppContext, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await repo.findAccountByEmail(tx, email);
    if (!account) return;
    await notify(tx, templateContext(ctx.config), 'signupAttempt', {
      email: account.email,
      name: nameOf(account),
    });
  });
}

/** The name an e-mail greets the account by. */
function nameOf(account: AccountRow): string {
  const user = toSessionUser(account);
  return user.role === 'company' ? (account.companyContactName ?? user.firstName) : user.firstName;
}

/**
 * Refuses what waits for a verified address — an intro request, a message, a gig — for a user
 * whose address is not verified yet (docs/decisions/065).
 * @throws AppError EMAIL_UNVERIFIED (403) 'E-mail Not Verified'.
 */
export function assertEmailVerified(user: { emailVerified: boolean }): void {
  if (!user.emailVerified)
    throw new AppError(
      'EMAIL_UNVERIFIED',
      emailVerificationTexts.required,
      undefined,
      emailVerificationTexts.requiredTitle,
    );
}
