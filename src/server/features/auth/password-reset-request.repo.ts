/**
 * SQL for `password_reset_requests` (issue #12 finding 4): the addresses a reset link was asked
 * for, waiting for the password-reset job. Every function takes a database handle or a transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { passwordResetRequests } from '../../../db/schema';

/** Records that a reset link was asked for `email` — the same single insert for any address. */
export async function insertRequest(db: Db, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email });
}

/**
 * Takes the oldest waiting request off the queue, skipping rows another process holds; call it in
 * a transaction, so the row comes back if the work that follows fails.
 * @returns the request, or undefined when none is waiting.
 */
export async function takeOldestRequest(
  db: Db,
): Promise<{ id: string; email: string } | undefined> {
  const [row] = await queryRows<{ id: string; email: string }>(
    db,
    sql`
    delete from password_reset_requests
    where id = (
      select id from password_reset_requests
      order by requested_at
      limit 1
      for update skip locked
    )
    returning id, email`,
  );
  return row;
}

/** Deletes one request (one whose handling failed, so that it cannot block the queue). */
export async function deleteRequest(db: Db, id: string): Promise<void> {
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
}
