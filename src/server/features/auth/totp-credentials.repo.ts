/**
 * SQL for `totp_credentials` (issue #31 item 4; docs/decisions/067): one authenticator-app secret
 * per account, unconfirmed while it is being set up. Every function takes a database handle or a
 * transaction.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { totpCredentials } from '../../../db/schema';

/** The account's secret row, or undefined. */
export async function findTotpCredential(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  return row;
}

/**
 * Stores a new secret to set up, replacing an unconfirmed one; an account whose two-factor is on
 * keeps its secret.
 * @returns false when two-factor is already on (nothing written).
 */
export async function upsertPendingSecret(db: Db, userId: string, secret: string) {
  const rows = await db
    .insert(totpCredentials)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(totpCredentials.confirmedAt),
    })
    .returning({ userId: totpCredentials.userId });
  return rows.length > 0;
}

/**
 * Records the 30-second step of an accepted code — and, with `confirm`, turns two-factor on — in
 * one statement that only succeeds when the step is later than the last one accepted, so a code
 * works once even when two requests race with it.
 * @returns false when the step was already used (nothing written).
 */
export async function useTimeStep(
  db: Db,
  userId: string,
  step: number,
  { confirm = false }: { confirm?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(totpCredentials)
    .set({
      lastUsedStep: step,
      ...(confirm ? { confirmedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        confirm ? isNull(totpCredentials.confirmedAt) : isNotNull(totpCredentials.confirmedAt),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return rows.length > 0;
}

/** Removes the account's secret: two-factor is off. */
export async function deleteTotpCredential(db: Db, userId: string): Promise<void> {
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
}
