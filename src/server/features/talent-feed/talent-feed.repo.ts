/**
 * SQL for the talent feed (spec 1 §5 "Talent feed filtering"; issue #14, docs/decisions/031 and
 * 042), using the indexes of the candidates table: trigram GIN on `search_text`, `lower(role)`,
 * `lower(location)`; GIN on `search_grams` (one- and two-character searches) and on `skills`;
 * b-tree on `availability_key`; and a partial b-tree over the candidates the feed shows
 * (approved, not paused), newest first. The feed's pages come from the in-process index
 * (docs/decisions/049), which loads its rows here — with the values the database derives for
 * 'Best match' (docs/decisions/033, 051).
 */
import { and, arrayContains, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidateAnswerDays, candidates, users } from '../../../db/schema';
import { RESPONSIVENESS_MIN_REQUESTS } from '../../../shared/responsiveness/schemas';
import type { FeedQuery } from '../../../shared/talent-feed/schemas';
import { availabilityKey } from '../../../shared/talent-feed/schemas';
import { containsPattern } from '../../platform/lib/sql-like';
import { advancedFiltersOf, type AdvancedFilters, type FeedContext } from './advanced-search';
import type { MatchFacts } from './best-match';

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
 * Who reads the feed (docs/decisions/060): `public` — a visitor, a candidate — sees only
 * candidates visible to everyone; `companies` — a signed-in company or an admin — sees them all.
 */
export type FeedAudience = 'public' | 'companies';

/**
 * Whether the candidate `id` is in the feed and matches `query` for `audience` now, by the feed's
 * own rules (`feedConditions`, with advanced filters resolved with `context`): one indexed read.
 * For saved searches and anything else that asks of one candidate what the feed would answer.
 */
export async function candidateMatchesFeedQuery(
  db: Db,
  id: string,
  query: FeedQuery,
  audience: FeedAudience = 'companies',
  context?: FeedContext,
): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, id), feedConditions(query, audience, context)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Advanced search's conditions (docs/decisions/075; the rules of `advanced-search.ts`, stated in
 * SQL): the salary range reaches into the filter's (an open range from its low end), experience
 * within the range, the work mode and the region among those allowed, and — over the last 90 days'
 * answer-day buckets — at least 3 settled requests with the median answer time at most N days: the
 * answered requests within N days are at least half of those answered (ADR 027's median).
 */
function advancedConditions(a: AdvancedFilters): SQL[] {
  const conditions: SQL[] = [];
  if (a.salary) {
    conditions.push(sql`${candidates.salaryLowUsd} is not null`);
    if (a.salary.max !== null) conditions.push(sql`${candidates.salaryLowUsd} <= ${a.salary.max}`);
    if (a.salary.min !== null)
      conditions.push(
        sql`coalesce(${candidates.salaryHighUsd}, ${candidates.salaryLowUsd}) >= ${a.salary.min}`,
      );
  }
  if (a.experience) {
    conditions.push(sql`${candidates.experienceYears} is not null`);
    if (a.experience.min !== null)
      conditions.push(sql`${candidates.experienceYears} >= ${a.experience.min}`);
    if (a.experience.max !== null)
      conditions.push(sql`${candidates.experienceYears} <= ${a.experience.max}`);
  }
  if (a.workModes) conditions.push(inArray(candidates.workMode, a.workModes));
  if (a.regions)
    conditions.push(a.regions.length > 0 ? inArray(candidates.workRegion, a.regions) : sql`false`);
  if (a.answers) {
    const { requests, answerDays } = candidateAnswerDays;
    const answered = sql`sum(${requests}) filter (where ${answerDays} > 0)`;
    // Per candidate, from the buckets' primary key (candidate, day, …): a feed of 100,000 is
    // served by the index (docs/decisions/049), and a saved search asks of a few candidates.
    conditions.push(sql`coalesce((
      select sum(${requests}) >= ${RESPONSIVENESS_MIN_REQUESTS} and ${answered} > 0
        and 2 * coalesce(sum(${requests}) filter (where ${answerDays} between 1 and ${a.answers.days}), 0) >= ${answered}
      from ${candidateAnswerDays}
      where ${candidateAnswerDays.candidateId} = ${candidates.id} and ${candidateAnswerDays.day} >= ${a.answers.fromDay}
    ), false)`);
  }
  return conditions;
}

/**
 * The WHERE clause of a feed query: approved candidates open to intros only, always (a paused
 * candidate leaves the feed, docs/decisions/028), and for the `public` only those visible to
 * everyone (docs/decisions/060). Advanced search's filters (docs/decisions/075) are resolved with
 * `context` — the company's time zone and the time — or, without one, at this moment and with no
 * time zone (an overlap filter then matches nobody); `advancedSearchContext` says who may use them.
 * `context.hidden` leaves out the candidates hidden from a company reader (docs/decisions/081).
 */
export function feedConditions(
  query: FeedQuery,
  audience: FeedAudience = 'public',
  context?: FeedContext,
): SQL {
  const conditions: SQL[] = [inFeed];
  if (audience === 'public') conditions.push(sql`${candidates.visibility} = 'everyone'`);
  // Hidden from this company reader (docs/decisions/081): blocked by it, or employed there now.
  if (context?.hidden) conditions.push(sql`${candidates.id} not in (${context.hidden.sql})`);
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
  const advanced = advancedFiltersOf(query, context);
  if (advanced) conditions.push(...advancedConditions(advanced));
  return and(...conditions)!;
}

/**
 * Shown in the feed: approved and open to intros, not paused (docs/decisions/028). Written as the
 * partial indexes' own predicate, literals included, so every plan can use them.
 */
const inFeed = sql`${candidates.status} = 'approved' and ${candidates.pausedAt} is null`;

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

/**
 * One newest-first page of the candidates matching `where` (`feedConditions`): the page's ids are
 * found first — from the index alone for an unfiltered page — and only those rows are read whole
 * (a "deferred join": a deep offset skips index entries, not rows). With `countUpTo`, the same
 * walk also counts the matches up to that many (`counted`). The feed itself is served by the
 * in-process index (docs/decisions/049); this is the SQL statement of spec 1 §5's rules that
 * `feed-index.test.ts` compares the index with.
 */
export async function findFeedPage(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number; countUpTo?: number },
): Promise<{ rows: CardRow[]; counted: number | null }> {
  const ranked = db
    .select({
      id: sql<string>`${candidates.id}`.as('page_id'),
      createdAt: sql<Date>`${candidates.createdAt}`.as('page_created_at'),
    })
    .from(candidates)
    .where(where)
    .orderBy(desc(candidates.createdAt), desc(candidates.id));
  const matches = db
    .$with('matches')
    .as(
      page.countUpTo ? ranked.limit(page.countUpTo) : ranked.limit(page.limit).offset(page.offset),
    );
  const ids = db.$with('page').as(
    db
      .select()
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(page.limit)
      .offset(page.countUpTo ? page.offset : 0),
  );
  const rows = await db
    .with(matches, ids)
    .select({
      ...cardColumns,
      counted: sql<number>`(select count(*)::int from ${matches})`.as('counted'),
    })
    .from(ids)
    .innerJoin(candidates, eq(candidates.id, ids.id))
    .orderBy(desc(ids.createdAt), desc(ids.id));
  const counted = page.countUpTo && rows.length > 0 ? Number(rows[0]!.counted) : null;
  return { rows: rows.map(({ counted: _counted, ...row }) => row), counted };
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

/** An approved candidate's card row plus contact details and who may see them (`visibility`). */
export async function findApprovedCandidate(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      email: users.email,
      calendarUrl: candidates.calendarUrl,
      linkedinUrl: candidates.linkedinUrl,
      portfolioUrl: candidates.portfolioUrl,
      githubUrl: candidates.githubUrl,
      personalSiteUrl: candidates.personalSiteUrl,
      resumeKey: candidates.resumeKey,
      visibility: candidates.visibility,
      verifiedCompaniesOnly: candidates.verifiedCompaniesOnly,
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
export type FeedIndexRow = CardRow &
  MatchFacts & {
    createdUs: number;
    searchText: string;
    roleLower: string;
    locationLower: string;
    availabilityKey: string | null;
    /** Shown in the feed: approved and not paused (`inFeed`). */
    inFeed: boolean;
    /** Shown to the `public` audience too: visible to everyone (docs/decisions/060). */
    public: boolean;
  };

const feedIndexColumns = {
  ...cardColumns,
  createdUs: sql<number>`(extract(epoch from ${candidates.createdAt}) * 1000000)::float8`,
  searchText: candidates.searchText,
  roleLower: sql<string>`lower(coalesce(${candidates.role}, ''))`,
  locationLower: sql<string>`lower(coalesce(${candidates.location}, ''))`,
  availabilityKey: candidates.availabilityKey,
  inFeed: sql<boolean>`(${inFeed})`,
  public: sql<boolean>`(${candidates.visibility} = 'everyone')`,
  roleFamily: candidates.roleFamily,
  workMode: candidates.workMode,
  engagementKind: candidates.engagementKind,
  workRegion: candidates.workRegion,
  salaryLowUsd: candidates.salaryLowUsd,
  salaryHighUsd: candidates.salaryHighUsd,
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
