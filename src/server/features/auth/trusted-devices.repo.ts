/**
 * SQL for `trusted_devices` (issue #31 item 4; docs/decisions/067): browsers that skip the code at
 * login for 30 days, by the SHA-256 of their cookie's token. Every function takes a database
 * handle or a transaction.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { trustedDevices } from '../../../db/schema';

/** Stores a trusted device of the account until `expiresAt`. */
export async function insertTrustedDevice(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(trustedDevices).values(values);
}

/** Whether this token hash is a trusted device of this account, live at `now`. */
export async function isTrustedDevice(db: Db, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Forgets every trusted device of the account (password change or reset, two-factor off). */
export async function deleteTrustedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
