/**
 * Sign-in, sessions and accounts (spec 1 §4 "Session", §6; DESIGN.md "Security model").
 * Sessions last 7 days and are renewed when under 24 hours remain.
 */
import { SESSION_LIFETIME_MS, SESSION_RENEW_BELOW_MS } from '../../../shared/auth/session-rules';
import {
  authMessages,
  type LoginInput,
  type SessionInfo,
  type SessionUser,
  type UserType,
} from '../../../shared/auth/schemas';
import type { Db } from '../../../db/client';
import { AppError } from '../../platform/lib/app-error';
import { hashPassword, verifyPassword } from '../../platform/lib/passwords';
import { hashToken, newToken } from '../../platform/lib/tokens';
import * as repo from './auth.repo';
import type { AccountRow } from './auth.repo';

/** The signed-in account as request handlers see it. */
export interface AuthContext {
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
  /** When this session last proved its password (docs/decisions/066). */
  authenticatedAt: Date;
  user: SessionUser;
}

/**
 * Shapes an account row as the session user of spec 1 §6. `newAccount`: the session is the one
 * signup started (the pages greet 'Welcome', not 'Welcome back').
 */
export function toSessionUser(a: AccountRow, newAccount = false): SessionUser {
  if (a.role === 'company') {
    const contact = a.companyContactName ?? '';
    return {
      id: a.id,
      email: a.email,
      role: a.role,
      displayName: a.companyName ?? a.email,
      firstName: contact.split(/\s+/)[0] ?? '',
      companyName: a.companyName,
      onboardingStatus: a.companyOnboardingStatus,
      newAccount,
      emailVerified: a.emailVerifiedAt !== null,
      twoFactorEnabled: a.twoFactorEnabled,
      companyId: a.companyId,
      companyRole: a.companyRole,
    };
  }
  if (a.role === 'candidate') {
    const first = a.candidateFirstName ?? '';
    return {
      id: a.id,
      email: a.email,
      role: a.role,
      displayName: `${first} ${a.candidateLastName ?? ''}`.trim() || a.email,
      firstName: first,
      companyName: null,
      onboardingStatus: null,
      newAccount,
      emailVerified: a.emailVerifiedAt !== null,
      twoFactorEnabled: a.twoFactorEnabled,
      companyId: null,
      companyRole: null,
    };
  }
  return {
    id: a.id,
    email: a.email,
    role: a.role,
    displayName: a.email,
    firstName: 'Admin',
    companyName: null,
    onboardingStatus: null,
    newAccount,
    emailVerified: a.emailVerifiedAt !== null,
    twoFactorEnabled: a.twoFactorEnabled,
    companyId: null,
    companyRole: null,
  };
}

export const guestSession: SessionInfo = {
  isValid: false,
  userType: null,
  user: null,
  expiresAt: null,
};

export function toSessionInfo(auth: AuthContext | null): SessionInfo {
  if (!auth) return guestSession;
  return {
    isValid: true,
    userType: auth.user.role,
    user: auth.user,
    expiresAt: auth.expiresAt.toISOString(),
  };
}

/** How often a session's "last seen" is written while it is in use: 5 minutes, in ms. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

/** Who started a session, as its account's list shows it (docs/decisions/066). */
export interface SessionClient {
  /** The `User-Agent` header, at most 512 characters; null when none was sent. */
  userAgent: string | null;
  /** The client's network: an IPv4 /24 or IPv6 /48 in CIDR notation, or null. */
  ipNetwork: string | null;
}

/**
 * Starts a session for a user: stores the token's hash with a 7-day expiry. `atSignup`: called in
 * the signup transaction, so the session counts as the new account's first.
 * @returns the token for the cookie and the auth context.
 */
export async function startSession(
  db: Db,
  account: AccountRow,
  {
    now = new Date(),
    atSignup = false,
    client,
  }: { now?: Date; atSignup?: boolean; client?: SessionClient } = {},
) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const { id } = await repo.insertSession(db, {
    tokenHash,
    userId: account.id,
    expiresAt,
    userAgent: client?.userAgent ?? null,
    ipNetwork: client?.ipNetwork ?? null,
  });
  const auth: AuthContext = {
    sessionId: id,
    tokenHash,
    expiresAt,
    authenticatedAt: now,
    user: toSessionUser(account, atSignup),
  };
  return { token, auth };
}

/**
 * Checks e-mail, password and user type (spec 1 §5 "Company login", spec 2 §5 "Candidate login").
 * Every mismatch — unknown e-mail, wrong password, other user type — is the same answer.
 * @throws AppError INVALID_CREDENTIALS 'Invalid email or password.'
 */
export async function authenticate(db: Db, input: LoginInput): Promise<AccountRow> {
  const account = await repo.findAccountByEmail(db, input.email);
  const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !ok || account.role !== input.userType) {
    throw new AppError(
      'INVALID_CREDENTIALS',
      authMessages.invalidCredentials,
      undefined,
      'Login Failed',
    );
  }
  return account;
}

/**
 * Resolves a cookie token to its live session, renewing it to a fresh 7 days when under 24 hours
 * remain. Returns null for a missing, unknown or expired token.
 */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<{ auth: AuthContext; renewed: boolean } | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const found = await repo.findLiveSession(db, tokenHash);
  if (!found) return null;
  let expiresAt = found.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await repo.extendSession(db, found.sessionId, expiresAt);
    renewed = true;
  }
  // "Last seen" to the 5 minutes (docs/decisions/066): one write per session per 5 minutes at most.
  if (now.getTime() - found.lastSeenAt.getTime() > SEEN_EVERY_MS)
    await repo.markSessionSeen(db, found.sessionId);
  return {
    auth: {
      sessionId: found.sessionId,
      tokenHash,
      expiresAt,
      authenticatedAt: found.authenticatedAt,
      user: toSessionUser(found.account, found.startedAtSignup),
    },
    renewed,
  };
}

/**
 * Who holds the live session of a cookie token — `{ id, role, companyId }` — read only (no renewal): for
 * pages served outside `/api`, whose HTML depends on who reads (docs/decisions/060). Null for a
 * missing, unknown or expired token.
 */
export async function sessionViewer(
  db: Db,
  token: string | undefined,
): Promise<{ id: string; role: UserType; companyId: string | null } | null> {
  if (!token) return null;
  const found = await repo.findLiveSession(db, hashToken(token));
  return found
    ? { id: found.account.id, role: found.account.role, companyId: found.account.companyId }
    : null;
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await repo.deleteSession(db, tokenHash);
}

/**
 * Creates the admin account, or sets its password when it exists (DESIGN.md "Departures": admins
 * come from `ADMIN_EMAIL`/`ADMIN_PASSWORD` or `npm run admin:create`).
 * @throws AppError CONFLICT when the e-mail belongs to a non-admin account.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findAccountByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') {
      throw new AppError(
        'CONFLICT',
        `${email} belongs to a ${existing.role} account, not an admin.`,
      );
    }
    await repo.updatePasswordHash(db, existing.id, passwordHash);
    return 'updated';
  }
  // An admin's address is the operator's to give (docs/decisions/065).
  await repo.insertUser(db, { email, passwordHash, role: 'admin', emailVerifiedAt: new Date() });
  return 'created';
}

export type { UserType };
