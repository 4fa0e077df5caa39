/**
 * SQL for the `users` table and its `sessions`: accounts for login and the session plugin, new
 * accounts for signup, passwords, and the admin's user list for deletion (spec 2 §2
 * "/admin/delete-users"). Every function takes a database handle or a transaction.
 */
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import {
  candidates,
  companies,
  companyMembers,
  sessions,
  totpCredentials,
  users,
} from '../../../db/schema';
import type { onboardingStatuses, UserType } from '../../../shared/auth/schemas';
import { newestFirstPage, rowsWithTotal, type PageRequest } from '../../platform/lib/paging';
import { containsAny } from '../../platform/lib/sql-like';

/** The account behind a session, with the names the app shell shows. */
export interface AccountRow {
  id: string;
  email: string;
  role: UserType;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  /** The company the user is a member of (issue #33), its name and the member's own name. */
  companyId: string | null;
  companyRole: 'owner' | 'admin' | 'member' | null;
  companyName: string | null;
  companyContactName: string | null;
  companyOnboardingStatus: (typeof onboardingStatuses)[number] | null;
  candidateFirstName: string | null;
  candidateLastName: string | null;
  /** Two-factor is on: a confirmed TOTP secret (docs/decisions/067). */
  twoFactorEnabled: boolean;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  companyId: companies.id,
  companyRole: companyMembers.role,
  companyName: companies.companyName,
  companyContactName: companyMembers.fullName,
  companyOnboardingStatus: companies.onboardingStatus,
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  twoFactorEnabled: sql<boolean>`(${totpCredentials.confirmedAt} is not null)`.mapWith(Boolean),
};

function accounts(db: Db) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.userId, users.id), isNull(companyMembers.removedAt)),
    )
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(candidates, eq(candidates.id, users.id))
    .leftJoin(totpCredentials, eq(totpCredentials.userId, users.id));
}

/** Finds an account by e-mail, case-insensitively. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await accounts(db)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The account with this id (its password hash included), or undefined. */
export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await accounts(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** Stores a new session by its token's hash, with the client that started it (decision 066). */
export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    userAgent?: string | null;
    ipNetwork?: string | null;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** A session as its account's list shows it (docs/decisions/066). */
export interface SessionListRow {
  id: string;
  userAgent: string | null;
  ipNetwork: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's live sessions, the most recently used first. */
export async function listLiveSessions(db: Db, userId: string): Promise<SessionListRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipNetwork: sessions.ipNetwork,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends the user's session with this id. @returns whether there was one to end. */
export async function deleteSessionOfUser(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Records that the session proved its password now (a re-authentication, decision 066). */
export async function markSessionAuthenticated(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ authenticatedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Records that the session was used now (its list's "last seen"). */
export async function markSessionSeen(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** The session lookup every signed-in request makes, prepared (`preparedFor`). */
function prepareLiveSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      authenticatedAt: sessions.authenticatedAt,
      startedAtSignup: sql<boolean>`${sessions.createdAt} = ${users.createdAt}`,
      ...accountColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.userId, users.id), isNull(companyMembers.removedAt)),
    )
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(candidates, eq(candidates.id, users.id))
    .leftJoin(totpCredentials, eq(totpCredentials.userId, users.id))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('find_live_session');
}

/**
 * The live (unexpired) session with this token hash and its account. `startedAtSignup`: the
 * session was created in the account's own signup transaction (same `now()`), not by a login.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<
  | {
      sessionId: string;
      expiresAt: Date;
      lastSeenAt: Date;
      authenticatedAt: Date;
      startedAtSignup: boolean;
      account: AccountRow;
    }
  | undefined
> {
  const [row] = await preparedFor(db, 'find_live_session', prepareLiveSessionQuery).execute({
    tokenHash,
  });
  if (!row) return undefined;
  const { sessionId, expiresAt, lastSeenAt, authenticatedAt, startedAtSignup, ...account } = row;
  return {
    sessionId,
    expiresAt,
    lastSeenAt,
    authenticatedAt,
    startedAtSignup: Boolean(startedAtSignup),
    account,
  };
}

/** Moves the session's end to `expiresAt` (renewal, spec 1 §4). */
export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

/** Ends the session with this token hash (logout). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the user (password reset). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Of these sessions, those still live (not deleted, not past their end), with their end: what a
 * live stream checks its session against (docs/decisions/062).
 */
export async function findLiveSessionEnds(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, Date>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, sql`now()`)));
  return new Map(rows.map((r) => [r.id, r.expiresAt]));
}

/** Removes sessions past their end. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/**
 * Inserts a user and returns its id. `emailVerifiedAt`: null for a signup, whose address is proven
 * by its link later (docs/decisions/065). Throws a unique violation on a taken e-mail.
 */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; role: UserType; emailVerifiedAt: Date | null },
): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/**
 * The ids of every admin, in id order (issue #16: each is told when the admin nav's counts change;
 * docs/decisions/044). Reads the partial index `users_admins_idx`, not every account.
 */
export async function listAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    // A literal, not a parameter: it matches the index's predicate in every plan.
    .where(sql`${users.role} = 'admin'`)
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** Sets the user's password hash and stamps `updated_at`. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Marks the user's address verified now, unless it already was (docs/decisions/065). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Ends every session of the user except the one with `keepTokenHash`. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

/** Deletes the user; profile, sessions, preferences and usage go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** The admin user list's filters (spec 2 §2 "/admin/delete-users"). */
export interface UserFilters extends PageRequest {
  type?: Exclude<UserType, 'admin'> | '';
  /** Matches the e-mail or the display name, anywhere, any case. */
  search?: string;
}

/** Company name, candidate full name, or else the e-mail. */
const displayName = sql<string>`coalesce(${companies.companyName}, ${candidates.firstName} || ' ' || ${candidates.lastName}, ${users.email})`;

function usersWithNames(db: Db) {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: displayName,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(candidates, eq(candidates.id, users.id));
}

/** A user with their display name (company name, candidate name, or else e-mail). */
export type UserWithName = Awaited<ReturnType<typeof usersWithNames>>[number];

/** One page of the users who are not admins, matching the filters, newest first, with the total. */
export async function listUsers(db: Db, f: UserFilters) {
  const where = and(
    ne(users.role, 'admin'),
    f.type ? eq(users.role, f.type) : undefined,
    containsAny(f.search, users.email, displayName),
  );
  return rowsWithTotal(
    newestFirstPage(usersWithNames(db).where(where).$dynamic(), users, f),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.id))
      .leftJoin(candidates, eq(candidates.id, users.id))
      .where(where),
  );
}

/** The user with this id and their display name, or undefined. */
export async function findUserWithName(db: Db, id: string): Promise<UserWithName | undefined> {
  const [row] = await usersWithNames(db).where(eq(users.id, id)).limit(1);
  return row;
}
