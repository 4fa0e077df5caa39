/**
 * SQL for a table of single-use link tokens — `password_reset_tokens` (issue #3) and
 * `email_verification_tokens` (issue #31; docs/decisions/065), which have the same columns: a
 * link's token is stored as its SHA-256 hash, used once, within its lifetime. Every function takes
 * a database handle or a transaction.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailVerificationTokens, passwordResetTokens } from '../../../db/schema';

type LinkTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/** The three statements on one table of single-use links. */
export interface SingleUseLinks {
  /** Ends the user's unused links (marks them used now). */
  expireUnusedTokens(db: Db, userId: string): Promise<void>;
  /** Stores a new link's token hash, valid until `expiresAt`. */
  insertToken(
    db: Db,
    values: { userId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void>;
  /**
   * Marks the unused, unexpired token with this hash used, in one statement so that a link works
   * only once even under concurrent requests.
   * @returns the user the link was for, or undefined for an unknown, used or expired link.
   */
  useToken(db: Db, tokenHash: string): Promise<string | undefined>;
}

function linksOf(table: LinkTable): SingleUseLinks {
  // The two tables have the same columns; drizzle types them apart, so one is named for both.
  const t = table as typeof passwordResetTokens;
  return {
    async expireUnusedTokens(db, userId) {
      await db
        .update(t)
        .set({ usedAt: sql`now()` })
        .where(and(eq(t.userId, userId), isNull(t.usedAt)));
    },
    async insertToken(db, values) {
      await db.insert(t).values(values);
    },
    async useToken(db, tokenHash) {
      const [used] = await db
        .update(t)
        .set({ usedAt: sql`now()` })
        .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, sql`now()`)))
        .returning({ userId: t.userId });
      return used?.userId;
    },
  };
}

/** Password reset links (issue #3): one hour. */
export const passwordResetLinks = linksOf(passwordResetTokens);

/** E-mail verification links (docs/decisions/065): 24 hours. */
export const emailVerificationLinks = linksOf(emailVerificationTokens);
