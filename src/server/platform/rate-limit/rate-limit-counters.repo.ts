/**
 * SQL for `rate_limit_counters` (docs/decisions/019-rate-limits.md): one row per budget key. A hit
 * is one atomic upsert that restarts an expired window in place; the sweep deletes rows whose window
 * has ended. Every function takes a database handle or a transaction.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import { rateLimitCounters } from '../../../db/schema/index';

/** The upsert of `hit`, prepared (`preparedFor`): every limited request makes it. */
function prepareHit(db: Db) {
  const expired = sql`${rateLimitCounters.expiresAt} <= now()`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      expiresAt: sql`now() + make_interval(secs => ${sql.placeholder('seconds')})`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.expiresAt} - now()) * 1000))`,
    })
    .prepare('rate_limit_hit');
}

/**
 * Counts one hit on `key` in a window of `windowMs`: a new or expired key starts a window at 1,
 * a live one adds 1. One statement, so concurrent hits from several processes never lose a count.
 * @returns the hits in the current window and the milliseconds until it ends.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await preparedFor(db, 'rate_limit_hit', prepareHit).execute({
    key,
    seconds: windowMs / 1000,
  });
  return { current: row!.hits, ttl: Number(row!.ttl) };
}

/** Forgets `key` (its next hit starts a new window). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/**
 * Deletes the rows whose window ended before now.
 * @returns how many rows were deleted.
 */
export async function deleteExpired(db: Db): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
