/**
 * Which candidates match which saved searches, by the feed's own rules (issue #34 item 5: "Matching
 * uses the feed's own rules (one implementation)"; docs/decisions/076): each search's query becomes
 * the feed's `feedConditions` for a company reader, evaluated in SQL over a small set of
 * candidates — as they are now, or as they were at the alert job's cursor (their stored rows,
 * `saved_search_candidate_rows`, read back as `candidates` records under the table's own name, so
 * the very same conditions apply). Many searches go in one statement (`union all`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidates, savedSearchCandidateRows } from '../../../db/schema';
import type { FeedQuery } from '../../../shared/talent-feed/schemas';
import { feedConditions, type FeedContext } from '../talent-feed';

/**
 * A search with its stored query read back through `feedQuerySchema`, and — when it sets advanced
 * filters — its company's feed context (time zone, now), as the feed resolves them.
 */
export interface MatchableSearch {
  id: string;
  query: FeedQuery;
  context?: FeedContext;
}

/** Searches per statement: each is one branch of a `union all`. */
const SEARCHES_PER_STATEMENT = 100;

/** `ids` as one PostgreSQL array literal (one parameter, however many ids). */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * The pairs (search, candidate) where candidate `candidateIds` meet a search's feed conditions:
 * `asOf` 'now' reads the candidates table, 'cursor' the rows stored at the alert job's cursor
 * (a candidate without one was not in the feed then, and matches nothing).
 * @returns a set of candidate ids per search id (searches with no match left out).
 */
export async function matchingCandidates(
  db: Db,
  searches: readonly MatchableSearch[],
  candidateIds: readonly string[],
  asOf: 'now' | 'cursor',
): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  if (searches.length === 0 || candidateIds.length === 0) return found;
  const ids = uuidArray(candidateIds);
  // The candidates compared, under the name `candidates` that the feed's conditions use.
  const source: SQL =
    asOf === 'now'
      ? sql`select * from public.candidates where id = any(${ids}::uuid[])`
      : // Lateral, so the row is read once (`(f(x)).*` would call f once per column).
        sql`select c.* from ${savedSearchCandidateRows} r
            cross join lateral jsonb_populate_record(null::public.candidates, r.row) as c
            where r.candidate_id = any(${ids}::uuid[])`;
  for (let at = 0; at < searches.length; at += SEARCHES_PER_STATEMENT) {
    const chunk = searches.slice(at, at + SEARCHES_PER_STATEMENT);
    const branches = chunk.map(
      (s) =>
        sql`select ${s.id}::uuid as search_id, ${candidates.id} as candidate_id from ${candidates} where ${feedConditions(s.query, 'companies', s.context)}`,
    );
    const rows = await queryRows<{ search_id: string; candidate_id: string }>(
      db,
      sql`with ${candidates} as materialized (${source}) ${sql.join(branches, sql` union all `)}`,
    );
    for (const row of rows) {
      let set = found.get(row.search_id);
      if (!set) found.set(row.search_id, (set = new Set()));
      set.add(row.candidate_id);
    }
  }
  return found;
}

/** What an alert e-mail lists of a candidate: the card's name, role and location. */
export interface CandidateLine {
  id: string;
  name: string;
  role: string;
  location: string;
}

/** The card lines of `ids` (any order; unknown ids left out). */
export async function candidateLines(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CandidateLine>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    role: string | null;
    location: string | null;
  }>(
    db,
    sql`select id, first_name, last_name, role, location from public.candidates
        where id = any(${uuidArray(ids)}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: `${r.first_name} ${r.last_name}`.trim(),
        role: r.role ?? '',
        location: r.location ?? '',
      },
    ]),
  );
}
