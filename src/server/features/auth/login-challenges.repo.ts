/**
 * SQL for `login_challenges` (issue #31 item 4; docs/decisions/067): logins whose password was
 * right, waiting for their code — 5 minutes, 5 wrong codes — by the SHA-256 of their cookie's
 * token. Every function takes a database handle or a transaction.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginChallenges } from '../../../db/schema';
import { LOGIN_CHALLENGE_ATTEMPTS } from '../../../shared/auth/two-factor';

/**
 * Stores a login's challenge, and clears the account's challenges that ended by `now`. Live ones
 * stay: the owner's pending login in one browser is not ended by a login in another (the codes
 * are limited per account by the slowdown, not per challenge).
 */
export async function insertLoginChallenge(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, values.userId), lt(loginChallenges.expiresAt, now)));
  await db.insert(loginChallenges).values(values);
}

/**
 * The challenge with this token hash that is live at `now` and still has attempts left, locked
 * for the caller's transaction (two codes for one challenge are checked one after the other), or
 * undefined.
 */
export async function findLiveLoginChallenge(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedAttempts, LOGIN_CHALLENGE_ATTEMPTS),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Counts a wrong code on the challenge. @returns the attempts left. */
export async function countFailedAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(eq(loginChallenges.id, id))
    .returning({ failed: loginChallenges.failedAttempts });
  return LOGIN_CHALLENGE_ATTEMPTS - (row?.failed ?? LOGIN_CHALLENGE_ATTEMPTS);
}

/** Ends a challenge (its login finished). */
export async function deleteLoginChallenge(db: Db, id: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}
