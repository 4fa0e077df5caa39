/**
 * The talent feed (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): approved candidates only,
 * newest first or — for a company that saved preferences — best match first (issue #15,
 * docs/decisions/033). Newest-first pages come from the process's feed index, brought up to the
 * database's state on every request (docs/decisions/049); 'Best match' pages from the database.
 * Either way a candidate who is no longer approved never shows; totals stop counting at 1,000
 * (docs/decisions/031).
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import type { IntroSummary } from '../../../shared/intro-requests/schemas';
import {
  FEED_MAX_RESULTS,
  FEED_TOTAL_CAP,
  formatExperience,
  HIDDEN_SALARY,
  type FeedPage,
  type FeedQuery,
  type FeedSort,
  type TalentCard,
  type TalentDetail,
} from '../../../shared/talent-feed/schemas';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CandidateResponsiveness } from '../../../shared/responsiveness/schemas';
import * as companiesRepo from '../companies/companies.repo';
import * as gigsRepo from '../gigs/gigs.repo';
import * as introRepo from '../intro-requests/intro-requests.repo';
import {
  activeGigWith,
  contactFor,
  toIntroSummary,
} from '../intro-requests/intro-requests.service';
import {
  candidateResponsivenessFor,
  candidateResponsivenessFrom,
  windowStart,
} from '../responsiveness/responsiveness.service';
import { currentFeedIndex } from './feed-index';
import * as repo from './talent-feed.repo';

export const SKILLS_CACHE_TTL_MS = 30_000;

/**
 * One cache per database for the skill chips and the Role options: aggregates over every approved
 * candidate, at most 30 s old in each process. They name skills and roles, never a person.
 */
function createCaches(db: Db) {
  return {
    skills: new LRUCache<'skills', string[]>({
      max: 1,
      ttl: SKILLS_CACHE_TTL_MS,
      allowStale: true,
      fetchMethod: () => repo.findApprovedSkills(db),
    }),
    roles: new LRUCache<'roles', string[]>({
      max: 1,
      ttl: SKILLS_CACHE_TTL_MS,
      allowStale: true,
      fetchMethod: () => repo.findApprovedRoles(db),
    }),
  };
}

const cachesByDb = new WeakMap<Db, ReturnType<typeof createCaches>>();
function cachesFor(db: Db) {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = createCaches(db);
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Forgets the cached chips and roles of this database (after an approval change in this process). */
export function invalidateFeedCache(db: Db): void {
  cachesByDb.delete(db);
}

type Preferences = NonNullable<Awaited<ReturnType<typeof companiesRepo.findPreferences>>>;

/**
 * What 'Best match' compares, from a company's saved preferences (docs/decisions/033); null when
 * there is nothing to compare (no preferences, or skipped: null mode, empty lists, [0,0] budget).
 */
export function matchPreferencesOf(prefs: Preferences | undefined): repo.MatchPreferences | null {
  if (!prefs) return null;
  const engagementKinds = [
    ...(prefs.engagementTypes.includes('Full-time') ? ['Full-time'] : []),
    ...(prefs.engagementTypes.some((t) => t === 'Contract' || t === 'Project-based Trial')
      ? ['Contract']
      : []),
  ];
  const region = prefs.timeZoneOverlap?.includes('(US)')
    ? 'US'
    : prefs.timeZoneOverlap?.includes('(EU)')
      ? 'EU'
      : null;
  const match: repo.MatchPreferences = {
    primaryRoles: prefs.primaryRoles,
    hiringMode: prefs.hiringMode,
    engagementKinds,
    region,
    budgetLow: prefs.monthlyBudgetLow,
    budgetHigh: prefs.monthlyBudgetHigh,
  };
  const comparesSomething =
    match.primaryRoles.length > 0 ||
    match.hiringMode !== null ||
    match.engagementKinds.length > 0 ||
    match.region !== null ||
    match.budgetHigh > 0;
  return comparesSomething ? match : null;
}

/** The words on a card for the criteria a candidate meets: 'Engineering', 'Remote', … */
function matchReasons(row: repo.FeedRow): string[] {
  const m = row.matched;
  return [
    m.role && row.roleFamily,
    m.mode && row.workMode,
    m.engagement && row.engagementKind,
    m.region && row.workRegion && `${row.workRegion} hours`,
    m.budget && 'within budget',
  ].filter((reason): reason is string => typeof reason === 'string');
}

function toCard(
  row: repo.CardRow,
  intro: IntroSummary | null,
  responsiveness: CandidateResponsiveness,
): Omit<TalentCard, 'matchReasons'> {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    bio: row.bio,
    skills: row.skills,
    experience: formatExperience(row.experienceYears),
    location: row.location,
    availability: row.availability,
    availabilityDate: row.availabilityDate,
    salaryRange: row.salaryRange && row.salaryRange !== HIDDEN_SALARY ? row.salaryRange : null,
    intro,
    responsiveness,
  };
}

/**
 * The total of a page read without a count: exact on the last page, else "at least the end of
 * this page" (`capped`) — or, for an empty page, counted up to the cap.
 */
async function totalAfter(
  countUpTo: (cap: number) => Promise<number>,
  offset: number,
  limit: number,
  found: number,
): Promise<{ total: number; capped: boolean }> {
  if (found > limit) return { total: offset + limit, capped: true };
  if (found > 0) return { total: offset + found, capped: false };
  return cappedTotal(await countUpTo(FEED_TOTAL_CAP + 1));
}

/**
 * Where a page's rows, its count and its candidates' responsiveness come from: the process's feed
 * index for newest first (docs/decisions/049), else the database, which scores 'Best match'; the
 * database says which criteria each row meets.
 */
interface FeedSource {
  findPage(page: {
    limit: number;
    offset: number;
    countUpTo?: number;
  }): Promise<{ rows: repo.FeedRow[]; counted: number | null }>;
  countUpTo(cap: number): Promise<number>;
  /** The responsiveness figures of these candidates at `now` (docs/decisions/027). */
  responsiveness(ids: string[], now: Date): Promise<Map<string, CandidateResponsiveness>>;
}

/** A row of the index as a feed row: its card's fields; no preferences compared, no criteria met. */
const unmatched = (row: repo.CardRow): repo.FeedRow => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  bio: row.bio,
  skills: row.skills,
  experienceYears: row.experienceYears,
  location: row.location,
  availability: row.availability,
  availabilityDate: row.availabilityDate,
  salaryRange: row.salaryRange,
  matched: {},
  roleFamily: null,
  workMode: null,
  engagementKind: null,
  workRegion: null,
});

/**
 * The feed index for a newest-first query, else the database. The index finds the page; for a
 * company whose preferences give reasons (`reasonsFor`), the database then says which criteria
 * each of the page's candidates meets, by their ids.
 */
async function feedSource(
  db: Db,
  query: FeedQuery,
  order: { bestMatchFor: repo.MatchPreferences | null; reasonsFor: repo.MatchPreferences | null },
): Promise<FeedSource> {
  if (!order.bestMatchFor) {
    const index = await currentFeedIndex(db);
    const reasonsFor = order.reasonsFor;
    return {
      findPage: async (page) => {
        const found = index.findPage(query, page);
        const rows = found.rows.map(unmatched);
        if (reasonsFor) {
          const facts = await repo.findMatchFacts(
            db,
            rows.map((row) => row.id),
            reasonsFor,
          );
          for (const row of rows) Object.assign(row, facts.get(row.id));
        }
        return { rows, counted: found.counted };
      },
      countUpTo: async (cap) => index.countUpTo(query, cap),
      responsiveness: async (ids, now) =>
        candidateResponsivenessFrom(ids, index.answerDayBuckets(ids, windowStart(now))),
    };
  }
  return fromDatabase(db, repo.feedConditions(query), order);
}

/** Pages, counts and figures read from the database (`where`: `repo.feedConditions`). */
function fromDatabase(
  db: Db,
  where: ReturnType<typeof repo.feedConditions>,
  order: { bestMatchFor: repo.MatchPreferences | null; reasonsFor: repo.MatchPreferences | null },
): FeedSource {
  return {
    findPage: (page) => repo.findFeedPage(db, where, { ...order, ...page }),
    countUpTo: (cap) => repo.countFeedUpTo(db, where, cap),
    responsiveness: (ids, now) => candidateResponsivenessFor(db, ids, now),
  };
}

/** A count taken up to `FEED_TOTAL_CAP + 1` as the total shown: "1,000+" beyond the cap. */
function cappedTotal(counted: number): { total: number; capped: boolean } {
  return counted > FEED_TOTAL_CAP
    ? { total: FEED_TOTAL_CAP, capped: true }
    : { total: counted, capped: false };
}

/**
 * One page of the feed. `companyId` adds that company's intro state to each card, and — once it
 * saved preferences — the match reasons and the 'Best match' order (its default).
 * @returns `{ items, total, totalCapped, page, pageSize, pageCount, sort, bestMatchAvailable }`;
 *   a `page` past the end gives no items.
 */
export async function getFeedPage(
  db: Db,
  query: FeedQuery,
  companyId: string | null,
  now = new Date(),
): Promise<FeedPage> {
  const match = companyId
    ? matchPreferencesOf(await companiesRepo.findPreferences(db, companyId))
    : null;
  const sort: FeedSort = match && (query.sort ?? 'best') === 'best' ? 'best' : 'newest';
  const offset = (query.page - 1) * query.limit;
  const order = { bestMatchFor: sort === 'best' ? match : null, reasonsFor: match };
  let rows: repo.FeedRow[];
  let total: number;
  let capped: boolean;
  let source: FeedSource;
  if (order.bestMatchFor && !repo.narrowsBySearch(query)) {
    // Best match over (nearly) everyone: by match class, never scoring every candidate (ADR 042).
    const where = repo.feedConditions(query);
    const found = await repo.findBestMatchPage(db, where, {
      bestMatchFor: order.bestMatchFor,
      reasonsFor: match!,
      limit: query.limit + 1,
      offset,
    });
    rows = found.slice(0, query.limit);
    source = fromDatabase(db, where, order);
    ({ total, capped } =
      offset + query.limit <= FEED_TOTAL_CAP
        ? cappedTotal(await source.countUpTo(FEED_TOTAL_CAP + 1))
        : await totalAfter((cap) => source.countUpTo(cap), offset, query.limit, found.length));
  } else if (offset + query.limit <= FEED_TOTAL_CAP) {
    // Within the first 1,000: one walk finds the page and counts up to 1,001.
    source = await feedSource(db, query, order);
    const found = await source.findPage({
      limit: query.limit,
      offset,
      countUpTo: FEED_TOTAL_CAP + 1,
    });
    rows = found.rows;
    ({ total, capped } = cappedTotal(
      found.counted ?? (await source.countUpTo(FEED_TOTAL_CAP + 1)),
    ));
  } else {
    // Deeper: one row more than the page says whether another page follows.
    source = await feedSource(db, query, order);
    const found = await source.findPage({ limit: query.limit + 1, offset });
    rows = found.rows.slice(0, query.limit);
    ({ total, capped } = await totalAfter(
      (cap) => source.countUpTo(cap),
      offset,
      query.limit,
      found.rows.length,
    ));
  }
  const intros = companyId
    ? await introRepo.findIntrosOfCompany(
        db,
        companyId,
        rows.map((r) => r.id),
      )
    : new Map<string, introRepo.IntroRow>();
  const activeGigs = companyId
    ? await gigsRepo.findActiveGigsOfCompany(db, companyId, [...intros.keys()])
    : new Map<string, gigsRepo.ActiveGigRow>();
  // Kept counts, read at `now` (docs/decisions/027): never cached, so the 90-day window is exact.
  const responsiveness = await source.responsiveness(
    rows.map((r) => r.id),
    now,
  );
  const items = rows.map((r) => {
    const intro = intros.get(r.id);
    return {
      ...toCard(
        r,
        intro ? toIntroSummary(intro, now, activeGigs.get(r.id) ?? null) : null,
        responsiveness.get(r.id) ?? null,
      ),
      matchReasons: matchReasons(r),
    };
  });
  const lastPage = Math.max(1, Math.ceil(FEED_MAX_RESULTS / query.limit));
  return {
    items,
    total,
    totalCapped: capped,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.min(
      lastPage,
      capped ? Math.floor(total / query.limit) + 1 : Math.max(1, Math.ceil(total / query.limit)),
    ),
    sort,
    bestMatchAvailable: match !== null,
  };
}

/** The skill chips: sorted unique skills of approved candidates (cached 30 s). */
export async function getSkillChips(db: Db): Promise<string[]> {
  return (await cachesFor(db).skills.fetch('skills')) ?? [];
}

/** The Role filter's options: sorted unique roles of approved candidates (cached 30 s, like the chips). */
export async function getRoleOptions(db: Db): Promise<string[]> {
  return (await cachesFor(db).roles.fetch('roles')) ?? [];
}

/**
 * One approved candidate; contact details only for a company whose intro they have accepted
 * (docs/decisions/013).
 * @throws AppError NOT_FOUND 'Candidate data not found. Please try again from the talent feed.'
 */
export async function getTalent(
  db: Db,
  candidateId: string,
  companyId: string | null,
  now = new Date(),
): Promise<TalentDetail> {
  const row = isUuid(candidateId) ? await repo.findApprovedCandidate(db, candidateId) : undefined;
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'Candidate data not found. Please try again from the talent feed.',
      undefined,
      'Candidate Not Found',
    );
  const intro = companyId ? await introRepo.findIntroByPair(db, companyId, candidateId) : undefined;
  const { email, calendarUrl, linkedinUrl, portfolioUrl, resumeKey, ...card } = row;
  const contact = contactFor(intro, candidateId, {
    email,
    calendarUrl,
    linkedinUrl,
    portfolioUrl,
    resumeKey,
  });
  const summary = intro
    ? toIntroSummary(intro, now, await activeGigWith(db, companyId!, candidateId))
    : null;
  const responsiveness = await candidateResponsivenessFor(db, [candidateId], now);
  return {
    ...toCard(card, summary, responsiveness.get(candidateId) ?? null),
    ...(contact ? { contact } : {}),
  };
}
