/**
 * SQL for the talent feed (spec 1 §5 "Talent feed filtering"; issue #14, docs/decisions/031 and
 * 042), using the indexes of the candidates table: trigram GIN on `search_text`, `lower(role)`,
 * `lower(location)`; GIN on `search_grams` (one- and two-character searches) and on `skills`;
 * b-tree on `availability_key`; and two partial b-trees over the candidates the feed shows
 * (approved, not paused): newest first, and per match class newest first. 'Best match' orders by a
 * score the database computes from the company's preferences (issue #15, docs/decisions/033).
 */
import { and, arrayContains, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidates, users } from '../../../db/schema';
import type { FeedQuery } from '../../../shared/talent-feed/schemas';
import { availabilityKey } from '../../../shared/talent-feed/schemas';
import { containsPattern } from '../../lib/sql-like';

/** A search of at most this many characters is looked up in `search_grams`, not by trigrams. */
export const SHORT_SEARCH_MAX = 2;

/**
 * The search condition: `search_text` contains `q` (lower-cased). One or two characters are one
 * gram of the set `search_grams` (GIN); longer input is a `LIKE` served by the trigram index.
 */
function searchCondition(q: string): SQL {
  const needle = q.toLowerCase();
  if ([...needle].length <= SHORT_SEARCH_MAX)
    return arrayContains(candidates.searchGrams, [needle]);
  return sql`${candidates.searchText} like ${containsPattern(needle)}`;
}

/**
 * The WHERE clause of a feed query: approved candidates open to intros only, always (a paused
 * candidate leaves the feed, docs/decisions/028).
 */
export function feedConditions(query: FeedQuery): SQL {
  const conditions: SQL[] = [inFeed];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.role)
    conditions.push(
      sql`lower(${candidates.role}) like ${containsPattern(query.role.toLowerCase())}`,
    );
  if (query.location)
    conditions.push(
      sql`lower(${candidates.location}) like ${containsPattern(query.location.toLowerCase())}`,
    );
  if (query.availability)
    conditions.push(eq(candidates.availabilityKey, availabilityKey(query.availability)));
  if (query.skills.length > 0) conditions.push(arrayContains(candidates.skills, query.skills));
  return and(...conditions)!;
}

/**
 * Shown in the feed: approved and open to intros, not paused (docs/decisions/028). Written as the
 * partial indexes' own predicate, literals included, so every plan can use them.
 */
const inFeed = sql`${candidates.status} = 'approved' and ${candidates.pausedAt} is null`;

/**
 * Whether a feed query narrows by search, role, location or skills: then the filter's own index
 * finds the few candidates it matches, and 'Best match' scores those; without, it reads the
 * match classes (`findBestMatchPage`).
 */
export function narrowsBySearch(query: FeedQuery): boolean {
  return Boolean(query.q || query.role || query.location || query.skills.length > 0);
}

/**
 * A company's preferences as 'Best match' compares them (docs/decisions/033). Empty lists, a null
 * mode or region and a zero budget compare with nothing.
 */
export interface MatchPreferences {
  primaryRoles: string[];
  hiringMode: string | null;
  /** Candidate engagement kinds the company wants: 'Full-time', 'Contract'. */
  engagementKinds: string[];
  /** 'US' or 'EU' working hours, or null for any. */
  region: string | null;
  /** Monthly budget in whole US dollars; `high` 0 means no budget given. */
  budgetLow: number;
  budgetHigh: number;
}

/**
 * Each criterion of the score as a boolean SQL expression over the candidate's derived columns
 * (never null; false when the company gave no preference for it), with its weight.
 */
export function matchCriteria(p: MatchPreferences) {
  const never = sql`false`;
  const textArray = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  return {
    role: {
      weight: 3,
      sql:
        p.primaryRoles.length > 0
          ? sql`coalesce(${candidates.roleFamily} = any(${textArray(p.primaryRoles)}), false)`
          : never,
    },
    mode: {
      weight: 2,
      sql: p.hiringMode ? sql`coalesce(${candidates.workMode} = ${p.hiringMode}, false)` : never,
    },
    engagement: {
      weight: 1,
      sql:
        p.engagementKinds.length > 0
          ? sql`coalesce(${candidates.engagementKind} = any(${textArray(p.engagementKinds)}), false)`
          : never,
    },
    region: {
      weight: 1,
      sql: p.region ? sql`coalesce(${candidates.workRegion} = ${p.region}, false)` : never,
    },
    // Annual salary against a monthly budget: the candidate's range reaches into the budget.
    budget: {
      weight: 1,
      sql:
        p.budgetHigh > 0
          ? sql`coalesce(${candidates.salaryLowUsd} <= ${p.budgetHigh * 12} and coalesce(${candidates.salaryHighUsd}, ${candidates.salaryLowUsd}) >= ${p.budgetLow * 12}, false)`
          : never,
    },
  };
}
export type MatchCriterion = keyof ReturnType<typeof matchCriteria>;

/** The 'Best match' score: the sum of the weights of the criteria a candidate meets. */
function matchScore(p: MatchPreferences): SQL {
  const parts = Object.values(matchCriteria(p)).map(
    (c) => sql`(${c.sql})::int * ${sql.raw(String(c.weight))}`,
  );
  return sql.join(parts, sql` + `);
}

const cardColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  role: candidates.role,
  bio: candidates.bio,
  skills: candidates.skills,
  experienceYears: candidates.experienceYears,
  location: candidates.location,
  availability: candidates.availability,
  availabilityDate: candidates.availabilityDate,
  salaryRange: candidates.salaryRange,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof candidates.$inferSelect)[K] };

/** A card row and, for 'Best match', which criteria it meets and the derived values they name. */
export type FeedRow = CardRow & {
  matched: Partial<Record<MatchCriterion, boolean>>;
  roleFamily: string | null;
  workMode: string | null;
  engagementKind: string | null;
  workRegion: string | null;
};

export interface FeedPageRequest {
  limit: number;
  offset: number;
  /** Order by this company's match score first (docs/decisions/033); null: newest first. */
  bestMatchFor: MatchPreferences | null;
  /** Say which criteria each row meets (reasons on the cards) with these preferences. */
  reasonsFor: MatchPreferences | null;
}

/** A feed row's columns: the card's, and the derived match columns its reasons name. */
const feedColumns = {
  ...cardColumns,
  roleFamily: candidates.roleFamily,
  workMode: candidates.workMode,
  engagementKind: candidates.engagementKind,
  workRegion: candidates.workRegion,
};

/** Whether a row meets each criterion of `reasonsFor`, as `matched_<criterion>` columns. */
function matchedColumns(reasonsFor: MatchPreferences | null): Record<string, SQL.Aliased<boolean>> {
  if (!reasonsFor) return {};
  return Object.fromEntries(
    Object.entries(matchCriteria(reasonsFor)).map(([key, c]) => [
      `matched_${key}`,
      sql<boolean>`${c.sql}`.as(`matched_${key}`),
    ]),
  );
}

/** A selected row as a `FeedRow`: its `matched_<criterion>` columns become `matched`. */
function toFeedRow(row: Record<string, unknown>): FeedRow {
  const card: Record<string, unknown> = {};
  const matched: Partial<Record<MatchCriterion, boolean>> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('matched_'))
      matched[key.slice('matched_'.length) as MatchCriterion] = value === true;
    else card[key] = value;
  }
  return { ...(card as Omit<FeedRow, 'matched'>), matched };
}

/** The derived values a row's match reasons name, and which criteria of the preferences it meets. */
export type MatchFacts = Pick<
  FeedRow,
  'matched' | 'roleFamily' | 'workMode' | 'engagementKind' | 'workRegion'
>;

/**
 * Which criteria of `reasonsFor` each of these candidates meets (the expressions of
 * `matchCriteria`, as in `findFeedPage`), with the derived values the reasons name — for a page
 * found elsewhere (the feed index, docs/decisions/049). One query by primary key.
 * @returns facts by candidate id; an id no longer in the table is missing.
 */
export async function findMatchFacts(
  db: Db,
  ids: readonly string[],
  reasonsFor: MatchPreferences,
): Promise<Map<string, MatchFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: candidates.id,
      roleFamily: candidates.roleFamily,
      workMode: candidates.workMode,
      engagementKind: candidates.engagementKind,
      workRegion: candidates.workRegion,
      ...matchedColumns(reasonsFor),
    })
    .from(candidates)
    .where(inArray(candidates.id, [...ids]));
  return new Map(
    rows.map((row) => {
      const { id, ...facts } = toFeedRow(row as unknown as Record<string, unknown>);
      return [id, facts as MatchFacts];
    }),
  );
}

/**
 * One page of approved candidates, newest first or best match first (ties newest first). The
 * page's ids are found first — from the index alone for an unfiltered newest-first page — and
 * only those rows are read whole (a "deferred join": a deep offset skips index entries, not rows).
 * With `countUpTo`, the same walk also counts the matches up to that many (`counted`), so a page
 * within the first `countUpTo` results costs one scan, not a page scan and a count scan.
 */
export async function findFeedPage(
  db: Db,
  where: SQL,
  page: FeedPageRequest & { countUpTo?: number },
): Promise<{ rows: FeedRow[]; counted: number | null }> {
  const score = page.bestMatchFor ? matchScore(page.bestMatchFor) : sql`0`;
  const order = [
    ...(page.bestMatchFor ? [desc(sql`${score}`)] : []),
    desc(candidates.createdAt),
    desc(candidates.id),
  ];
  const ranked = db
    .select({
      id: sql<string>`${candidates.id}`.as('page_id'),
      createdAt: sql<Date>`${candidates.createdAt}`.as('page_created_at'),
      score: sql<number>`${score}`.as('page_score'),
    })
    .from(candidates)
    .where(where)
    .orderBy(...order);
  const matches = db
    .$with('matches')
    .as(
      page.countUpTo ? ranked.limit(page.countUpTo) : ranked.limit(page.limit).offset(page.offset),
    );
  const ids = db.$with('page').as(
    db
      .select()
      .from(matches)
      .orderBy(desc(matches.score), desc(matches.createdAt), desc(matches.id))
      .limit(page.limit)
      .offset(page.countUpTo ? page.offset : 0),
  );
  const rows = await db
    .with(matches, ids)
    .select({
      ...feedColumns,
      ...matchedColumns(page.reasonsFor),
      counted: sql<number>`(select count(*)::int from ${matches})`.as('counted'),
    })
    .from(ids)
    .innerJoin(candidates, eq(candidates.id, ids.id))
    .orderBy(desc(ids.score), desc(ids.createdAt), desc(ids.id));
  const mapped = rows.map((row) => {
    const { counted: _counted, ...r } = row as unknown as Record<string, unknown>;
    return toFeedRow(r);
  });
  const counted = page.countUpTo && rows.length > 0 ? Number(rows[0]!.counted) : null;
  return { rows: mapped, counted };
}

/**
 * One 'Best match' page (docs/decisions/042) without scoring every candidate. Candidates of one
 * match class (`match_class`) whose salary is within the budget — or not — all have the same
 * score, so the page is among the first `offset + limit` of each such group, newest first. The
 * classes present are found by a skip scan of `candidates_feed_match_idx` (one probe per class, a
 * few dozen), each group's first rows come from the same index, and only those are merged by score
 * (ties newest first) — the order `findFeedPage` gives, at a cost that grows with the page, not with
 * the number of candidates.
 * @param where `feedConditions` of the query; meant for queries that do not `narrowsBySearch`.
 * @returns the page's card rows in order, with the criteria each meets for `reasonsFor`.
 */
export async function findBestMatchPage(
  db: Db,
  where: SQL,
  page: {
    bestMatchFor: MatchPreferences;
    reasonsFor: MatchPreferences;
    limit: number;
    offset: number;
  },
): Promise<FeedRow[]> {
  const reach = page.offset + page.limit;
  const withinBudget = matchCriteria(page.bestMatchFor).budget.sql;
  const ranked = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive classes(k) as (
      (select c.match_class from ${candidates} c
         where c.status = 'approved' and c.paused_at is null order by c.match_class limit 1)
      union all
      select (select c.match_class from ${candidates} c
                where c.status = 'approved' and c.paused_at is null and c.match_class > classes.k
                order by c.match_class limit 1)
      from classes where classes.k is not null
    )
    select best.id from classes
    cross join (values (true), (false)) as budget(within)
    cross join lateral (
      select ${candidates.id} as id, ${candidates.createdAt} as created_at,
        ${matchScore(page.bestMatchFor)} as score
      from ${candidates}
      where ${candidates.matchClass} = classes.k and ${where} and (${withinBudget}) = budget.within
      order by ${candidates.createdAt} desc, ${candidates.id} desc
      limit ${reach}
    ) as best
    where classes.k is not null
    order by best.score desc, best.created_at desc, best.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
  const ids = ranked.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...feedColumns, ...matchedColumns(page.reasonsFor) })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id) as Record<string, unknown> | undefined;
    return row ? [toFeedRow(row)] : [];
  });
}

/**
 * How many candidates match, counting no further than `cap` (a person stops reading long before
 * 1,000; docs/decisions/031): the scan stops at the cap instead of visiting every match.
 */
export async function countFeedUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${candidates} where ${where} limit ${cap}) as capped`,
  );
  return Number(row?.n ?? 0);
}

/** Sorted unique skills of approved candidates (spec 1 §5). */
export async function findApprovedSkills(db: Db): Promise<string[]> {
  const rows = await queryRows<{ skill: string }>(
    db,
    sql`select distinct unnest(${candidates.skills}) as skill from ${candidates} where ${candidates.status} = 'approved' order by 1`,
  );
  return rows.map((r) => r.skill);
}

/**
 * The sorted unique roles of approved candidates (the Role filter's options, spec 1 §2), as
 * written, blanks left out.
 */
export async function findApprovedRoles(db: Db): Promise<string[]> {
  const rows = await queryRows<{ role: string }>(
    db,
    sql`select distinct trim(${candidates.role}) as role from ${candidates} where ${candidates.status} = 'approved' and trim(${candidates.role}) <> '' order by 1`,
  );
  return rows.map((r) => r.role);
}

/** An approved candidate's card row plus contact details. */
export async function findApprovedCandidate(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      email: users.email,
      calendarUrl: candidates.calendarUrl,
      linkedinUrl: candidates.linkedinUrl,
      portfolioUrl: candidates.portfolioUrl,
      resumeKey: candidates.resumeKey,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(and(eq(candidates.id, id), eq(candidates.status, 'approved')))
    .limit(1);
  return row;
}

/**
 * A candidate as the in-process feed index keeps it (docs/decisions/049): the card, the feed's
 * order (`createdUs`, microseconds since the epoch, as exact as PostgreSQL's timestamps) and what
 * the filters compare, lower-cased as `feedConditions` compares them.
 */
export type FeedIndexRow = CardRow & {
  createdUs: number;
  searchText: string;
  roleLower: string;
  locationLower: string;
  availabilityKey: string | null;
  /** Shown in the feed: approved and not paused (`inFeed`). */
  inFeed: boolean;
};

const feedIndexColumns = {
  ...cardColumns,
  createdUs: sql<number>`(extract(epoch from ${candidates.createdAt}) * 1000000)::float8`,
  searchText: candidates.searchText,
  roleLower: sql<string>`lower(coalesce(${candidates.role}, ''))`,
  locationLower: sql<string>`lower(coalesce(${candidates.location}, ''))`,
  availabilityKey: candidates.availabilityKey,
  inFeed: sql<boolean>`(${inFeed})`,
};

/**
 * Rows for the feed index: every candidate the feed shows, or — with `ids` — those candidates
 * whatever their state (`inFeed` says whether they are shown).
 */
export async function findFeedIndexRows(db: Db, ids?: readonly string[]): Promise<FeedIndexRow[]> {
  const query = db.select(feedIndexColumns).from(candidates);
  const rows = await (ids ? query.where(inArray(candidates.id, [...ids])) : query.where(inFeed));
  return rows.map((r) => ({ ...r, createdUs: Number(r.createdUs) }));
}
