/** SQL for accounts and sessions. Every function takes a database handle or a transaction. */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, sessions, users } from '../../../db/schema';
import type { UserType } from '../../../shared/auth/schemas';

/** The account behind a session, with the names the app shell shows. */
export interface AccountRow {
  id: string;
  email: string;
  role: UserType;
  passwordHash: string;
  companyName: string | null;
  companyContactName: string | null;
  companyOnboardingStatus: 'pending_preferences' | 'complete' | null;
  candidateFirstName: string | null;
  candidateLastName: string | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  companyName: companies.companyName,
  companyContactName: companies.fullName,
  companyOnboardingStatus: companies.onboardingStatus,
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
};

function accounts(db: Db) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(candidates, eq(candidates.id, users.id));
}

/** Finds an account by e-mail, case-insensitively. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await accounts(db)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await accounts(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live (unexpired) session with this token hash and its account. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ sessionId: string; expiresAt: Date; account: AccountRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, ...accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(candidates, eq(candidates.id, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  const { sessionId, expiresAt, ...account } = row;
  return { sessionId, expiresAt, account };
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** Inserts a user and returns its id. Throws a unique violation on a taken e-mail. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; role: UserType },
): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
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
