/**
 * SQL for what the alert job knows between runs (issue #34 item 5, docs/decisions/076): the
 * candidates who newly matched each search (`saved_search_matches`: pending, then sent), its place
 * in the feed's change log (`saved_search_cursor`) and each shown candidate's row as of that place
 * (`saved_search_candidate_rows`). Every function takes a database handle or a transaction.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import {
  savedSearchCandidateRows,
  savedSearchCursor,
  savedSearchMatches,
} from '../../../db/schema';

/**
 * Locks the cursor row for the caller's transaction. @returns its version; `busy` when another
 * process holds it; null when there is none yet.
 */
export async function lockCursor(db: Db): Promise<number | 'busy' | null> {
  const [locked] = await queryRows<{ version: string }>(
    db,
    sql`select version from ${savedSearchCursor} for update skip locked`,
  );
  if (locked) return Number(locked.version);
  const [exists] = await queryRows<{ n: number }>(db, sql`select 1 as n from ${savedSearchCursor}`);
  return exists ? 'busy' : null;
}

/** Creates the cursor at `version`. @returns false when another process created it first. */
export async function createCursor(db: Db, version: number): Promise<boolean> {
  const rows = await db
    .insert(savedSearchCursor)
    .values({ id: true, version })
    .onConflictDoNothing()
    .returning({ version: savedSearchCursor.version });
  return rows.length > 0;
}

/** Moves the (locked) cursor to `version`. */
export async function moveCursor(db: Db, version: number): Promise<void> {
  await db.update(savedSearchCursor).set({ version });
}

/** The ids of every candidate with a stored row. */
export async function listStoredCandidateIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: savedSearchCandidateRows.candidateId })
    .from(savedSearchCandidateRows);
  return rows.map((r) => r.id);
}

/**
 * Stores the rows of `ids` as they are now — of those the feed shows (approved, not paused); the
 * others' rows are removed — or, without `ids`, of every candidate (the first run).
 */
export async function storeCandidateRows(db: Db, ids?: readonly string[]): Promise<void> {
  const only = ids ? sql`and c.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  if (ids) {
    if (ids.length === 0) return;
    await db
      .delete(savedSearchCandidateRows)
      .where(inArray(savedSearchCandidateRows.candidateId, [...ids]));
  } else {
    await db.delete(savedSearchCandidateRows);
  }
  await db.execute(
    sql`insert into ${savedSearchCandidateRows} (candidate_id, row)
        select c.id, to_jsonb(c.*) from public.candidates c
        where c.status = 'approved' and c.paused_at is null ${only}`,
  );
}

/** Records newly matched candidates as pending; a pair already there (sent or not) stays as it is. */
export async function insertPendingMatches(
  db: Db,
  pairs: readonly { savedSearchId: string; candidateId: string }[],
  at: Date,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < pairs.length; i += 5_000) {
    const rows = await db
      .insert(savedSearchMatches)
      .values(pairs.slice(i, i + 5_000).map((p) => ({ ...p, matchedAt: at })))
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.candidateId });
    inserted += rows.length;
  }
  return inserted;
}

/** The pending candidates of `searchIds`, oldest match first, by search. */
export async function listPending(
  db: Db,
  searchIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (searchIds.length === 0) return out;
  const rows = await db
    .select({ searchId: savedSearchMatches.savedSearchId, id: savedSearchMatches.candidateId })
    .from(savedSearchMatches)
    .where(
      and(
        inArray(savedSearchMatches.savedSearchId, [...searchIds]),
        isNull(savedSearchMatches.alertId),
      ),
    )
    .orderBy(savedSearchMatches.matchedAt, savedSearchMatches.candidateId);
  for (const r of rows) {
    const list = out.get(r.searchId);
    if (list) list.push(r.id);
    else out.set(r.searchId, [r.id]);
  }
  return out;
}

/** Forgets pending matches that no longer hold (the candidate left the feed or stopped matching). */
export async function dropPending(
  db: Db,
  savedSearchId: string,
  candidateIds: readonly string[],
): Promise<void> {
  if (candidateIds.length === 0) return;
  await db
    .delete(savedSearchMatches)
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        inArray(savedSearchMatches.candidateId, [...candidateIds]),
        isNull(savedSearchMatches.alertId),
      ),
    );
}

/** Marks pending matches as sent by `alertId`. */
export async function markSent(
  db: Db,
  savedSearchId: string,
  candidateIds: readonly string[],
  alertId: string,
): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ alertId })
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        inArray(savedSearchMatches.candidateId, [...candidateIds]),
        isNull(savedSearchMatches.alertId),
      ),
    );
}

/** Forgets every pending match of a search (its alerts were turned off). */
export async function dropAllPending(db: Db, savedSearchId: string): Promise<void> {
  await db
    .delete(savedSearchMatches)
    .where(
      and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.alertId)),
    );
}
