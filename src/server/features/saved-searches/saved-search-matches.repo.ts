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

/** Pairs per insert statement (two array parameters of about 1.9 MB each). */
const PAIRS_PER_INSERT = 50_000;

/**
 * Records newly matched candidates as pending; a pair already there (sent or not) stays as it is.
 * The pairs go as two arrays unnested by PostgreSQL (a multi-row `values` with three parameters a
 * row was a second per 5,000 rows in the driver, ADR 076). @returns how many were recorded.
 */
export async function insertPendingMatches(
  db: Db,
  pairs: readonly { savedSearchId: string; candidateId: string }[],
  at: Date,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < pairs.length; i += PAIRS_PER_INSERT) {
    const chunk = pairs.slice(i, i + PAIRS_PER_INSERT);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with recorded as (
            insert into ${savedSearchMatches} (saved_search_id, candidate_id, matched_at)
            select v.s, v.c, ${at.toISOString()}::timestamptz
            from unnest(${uuids(chunk.map((p) => p.savedSearchId))}::uuid[],
                        ${uuids(chunk.map((p) => p.candidateId))}::uuid[]) as v(s, c)
            on conflict do nothing
            returning 1)
          select count(*)::int as n from recorded`,
    );
    inserted += row?.n ?? 0;
  }
  return inserted;
}

/**
 * Refreshes the planner's statistics of the matches table: after a run records many matches at
 * once, a plan made with the old figures looks pending pairs up through the candidate index
 * (thousands of rows each) rather than the primary key — marking 5,000 pairs sent took 1.5–2 s
 * instead of 0.3 s (ADR 076).
 */
export async function analyzeMatches(db: Db): Promise<void> {
  await db.execute(sql`analyze ${savedSearchMatches}`);
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

/** `ids` as one PostgreSQL array literal (one parameter, however many ids). */
function uuids(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** The pending (search, candidate) pairs of `candidateIds`. */
export async function listPendingOfCandidates(
  db: Db,
  candidateIds: readonly string[],
): Promise<{ savedSearchId: string; candidateId: string }[]> {
  if (candidateIds.length === 0) return [];
  const rows = await queryRows<{ saved_search_id: string; candidate_id: string }>(
    db,
    sql`select saved_search_id, candidate_id from ${savedSearchMatches}
        where alert_id is null and candidate_id = any(${uuids(candidateIds)}::uuid[])`,
  );
  return rows.map((r) => ({ savedSearchId: r.saved_search_id, candidateId: r.candidate_id }));
}

/** Forgets these pending (search, candidate) pairs, one statement. */
export async function dropPendingPairs(
  db: Db,
  pairs: readonly { savedSearchId: string; candidateId: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    delete from ${savedSearchMatches} m
    using (select unnest(${uuids(pairs.map((p) => p.savedSearchId))}::uuid[]) as s,
                  unnest(${uuids(pairs.map((p) => p.candidateId))}::uuid[]) as c) v
    where m.saved_search_id = v.s and m.candidate_id = v.c and m.alert_id is null`);
}

/** Marks pending (search, candidate) pairs as sent by their alert, one statement. */
export async function markSentPairs(
  db: Db,
  rows: readonly { savedSearchId: string; candidateId: string; alertId: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${savedSearchMatches} m set alert_id = v.a
    from (select unnest(${uuids(rows.map((r) => r.savedSearchId))}::uuid[]) as s,
                 unnest(${uuids(rows.map((r) => r.candidateId))}::uuid[]) as c,
                 unnest(${uuids(rows.map((r) => r.alertId))}::uuid[]) as a) v
    where m.saved_search_id = v.s and m.candidate_id = v.c and m.alert_id is null`);
}

/** Forgets every pending match of a search (its alerts were turned off). */
export async function dropAllPending(db: Db, savedSearchId: string): Promise<void> {
  await db
    .delete(savedSearchMatches)
    .where(
      and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.alertId)),
    );
}
