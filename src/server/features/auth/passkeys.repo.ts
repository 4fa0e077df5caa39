/**
 * SQL for `passkeys` (issue #31 item 5; docs/decisions/068): an account's WebAuthn credentials
 * as `@simplewebauthn/server` verified them — credential id and COSE public key (base64url),
 * signature counter, transports, backup state — with the name the account gave each. Every
 * function takes a database handle or a transaction.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passkeys, users } from '../../../db/schema';

/** A passkey row as the service uses it. */
export type PasskeyRow = typeof passkeys.$inferSelect;

/** The account's passkeys, the newest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/**
 * Locks the account's row until the transaction ends, so that two registrations of one account
 * count its passkeys one after the other (the limit of 10 holds under concurrent requests).
 */
export async function lockAccountPasskeys(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many passkeys the account has. */
export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/**
 * Stores a verified credential. Throws a unique violation (`passkeys_credential_id_unique`) when
 * the credential is already stored.
 */
export async function insertPasskey(
  db: Db,
  values: Pick<
    typeof passkeys.$inferInsert,
    | 'userId'
    | 'credentialId'
    | 'publicKey'
    | 'counter'
    | 'transports'
    | 'deviceType'
    | 'backedUp'
    | 'name'
  >,
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/** The passkey with this credential id (base64url), of any account, or undefined. */
export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/**
 * Records a sign-in or re-authentication with the passkey: its new signature counter, backup
 * state and `last_used_at` now — only while the stored counter is below the new one (or both are
 * 0, an authenticator without a counter), so that of two answers carrying the same counter only
 * one is recorded.
 * @returns whether the use was recorded.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  use: { newCounter: number; backedUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: use.newCounter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        // An authenticator without a counter always says 0 (WebAuthn §6.1.1).
        use.newCounter === 0
          ? eq(passkeys.counter, 0)
          : sql`${passkeys.counter} < ${use.newCounter}`,
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Renames the account's passkey. @returns the renamed row, or undefined when it has none such. */
export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** Deletes the account's passkey. @returns whether there was one to delete. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
