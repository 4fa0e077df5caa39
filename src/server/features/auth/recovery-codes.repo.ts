/**
 * SQL for `recovery_codes` (issue #31 item 4; docs/decisions/067): ten single-use codes per
 * account, stored as SHA-256 only. Every function takes a database handle or a transaction.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recoveryCodes } from '../../../db/schema';

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0)
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/**
 * Marks the account's unused code with this hash used, in one statement (a code works once).
 * @returns whether a code was used.
 */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** How many of the account's recovery codes are unused. */
export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes every recovery code of the account. */
export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
