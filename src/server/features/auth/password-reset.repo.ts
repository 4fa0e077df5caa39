/**
 * SQL for `password_reset_tokens` (issue #3 password reset): a link's token is stored as its
 * SHA-256 hash, used once, within its lifetime. Every function takes a database handle or a
 * transaction.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passwordResetTokens } from '../../../db/schema';

/** Ends the user's unused reset links (marks them used now). */
export async function expireUnusedTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Stores a new reset link's token hash, valid until `expiresAt`. */
export async function insertToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks the unused, unexpired token with this hash used, in one statement so that a link works
 * only once even under concurrent requests.
 * @returns the user the link was for, or undefined for an unknown, used or expired link.
 */
export async function useToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId;
}
