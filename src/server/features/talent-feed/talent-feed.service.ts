/**
 * The talent feed (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): approved candidates only,
 * newest first or — for a company that saved preferences — best match first (issue #15,
 * docs/decisions/033, 051). Pages come from the process's feed index, brought up to the database's
 * state on every request (docs/decisions/049), so a candidate who is no longer approved never
 * shows; totals stop counting at 1,000 (docs/decisions/031).
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import {
  FEED_MAX_RESULTS,
  FEED_TOTAL_CAP,
  formatExperience,
  hasAdvancedFilters,
  HIDDEN_SALARY,
  type FeedPage,
  type FeedQuery,
  type FeedSort,
  type TalentCard,
  type TalentDetail,
} from '../../../shared/talent-feed/schemas';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import * as candidatesModule from '../candidates';
import * as companiesRepo from '../companies';
import * as introsModule from '../intros';
import { activeGigWith, contactFor, introBlockedReason, toIntroSummary } from '../intros';
import {
  candidateResponsivenessFor,
  candidateResponsivenessFrom,
  windowStart,
} from '../responsiveness';
import { advancedSearchContext, hiddenCandidatesFor, type FeedContext } from './advanced-search';
import { matchPreferencesOf, matchReasons } from './best-match';
import { currentFeedIndex, type IndexedRow } from './feed-index';
import { readFeedVersion } from './feed-changes.repo';
import * as repo from './talent-feed.repo';

export const SKILLS_CACHE_TTL_MS = 30_000;

/**
 * One cache per database for the skill chips and the Role options: aggregates over every approved
 * candidate, at most 30 s old in each process, and dropped as soon as the feed's version moves (an
 * approval, suspension or pause in any process; docs/decisions/049), so no module that changes a
 * candidate has to tell the feed. They name skills and roles, never a person.
 */
function createCaches(db: Db) {
  return {
    /** The feed version the cached values were read at. */
    version: -1,
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

/** The caches of `db`, emptied first when the feed's version moved since they were filled. */
async function cachesFor(db: Db) {
  const version = await readFeedVersion(db);
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = createCaches(db);
    cachesByDb.set(db, caches);
  }
  if (caches.version !== version) {
    caches.skills.clear();
    caches.roles.clear();
    caches.version = version;
  }
  return caches;
}

/**
 * A card's fields that depend on the candidate row alone: all but the viewer's `intro`, the
 * `responsiveness` read at the request's time, the `matchReasons` and the `currentJob` (read
 * from the work history, which can change without the candidate row).
 */
type FixedCard = Omit<TalentCard, 'intro' | 'responsiveness' | 'matchReasons' | 'currentJob'>;

function fixedCard(row: repo.CardRow): FixedCard {
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
  };
}

/** The key of a feed card's fixed fields as JSON (`feedPageJson`); `JSON.stringify` skips it. */
const FIXED_JSON = Symbol('fixed fields as JSON');
type FeedCard = TalentCard & { readonly [FIXED_JSON]: string };
const NO_REASONS: string[] = Object.freeze([]) as unknown as string[];

/**
 * Each indexed row's card as a visitor sees it while the candidate has too few requests for
 * responsiveness figures — no intro, no figures, no match reasons — with its fixed fields as JSON
 * (without the braces), made the first time a page shows the row. A row of the index never
 * changes (a changed candidate gets a new one), so neither does its card: most cards of a
 * visitor's page are these, sent as they are. Nothing changes them after they are made.
 */
const plainCards = new WeakMap<IndexedRow, FeedCard>();

function plainCard(row: IndexedRow): FeedCard {
  let card = plainCards.get(row);
  if (!card) {
    const fixed = fixedCard(row);
    card = {
      ...fixed,
      intro: null,
      responsiveness: null,
      matchReasons: NO_REASONS,
      currentJob: null,
      [FIXED_JSON]: JSON.stringify(fixed).slice(1, -1),
    };
    plainCards.set(row, card);
  }
  return card;
}

/**
 * A row's card with this request's intro, responsiveness, match reasons and current job: the
 * plain card itself when there are none, else its fields copied one by one (which V8 builds about
 * ten times faster than a spread of so many) and the four.
 */
function feedCard(
  plain: FeedCard,
  intro: TalentCard['intro'],
  responsiveness: TalentCard['responsiveness'],
  matchReasons: string[],
  currentJob: TalentCard['currentJob'],
): FeedCard {
  if (intro === null && responsiveness === null && matchReasons.length === 0 && currentJob === null)
    return plain;
  return {
    id: plain.id,
    name: plain.name,
    firstName: plain.firstName,
    lastName: plain.lastName,
    role: plain.role,
    bio: plain.bio,
    skills: plain.skills,
    experience: plain.experience,
    location: plain.location,
    availability: plain.availability,
    availabilityDate: plain.availabilityDate,
    salaryRange: plain.salaryRange,
    intro,
    responsiveness,
    matchReasons,
    currentJob,
    [FIXED_JSON]: plain[FIXED_JSON],
  };
}

/**
 * A feed page as JSON, the same text `JSON.stringify(page)` gives: each card of `getFeedPage` is
 * written from its row's fixed JSON (`plainCard`) and its three per-request fields, so a page's 24 profiles are not serialised again on every request
 * (issue #14 "API": serialising was about a fifth of the server's time under the feed mix).
 */
export function feedPageJson(page: FeedPage): string {
  const { items, ...rest } = page;
  let json = '{"items":[';
  for (let i = 0; i < items.length; i++) {
    const card = items[i] as TalentCard & { readonly [FIXED_JSON]?: string };
    if (i > 0) json += ',';
    const fixed = card[FIXED_JSON];
    json +=
      fixed === undefined
        ? JSON.stringify(card)
        : `{${fixed},"intro":${JSON.stringify(card.intro)},"responsiveness":${JSON.stringify(
            card.responsiveness,
          )},"matchReasons":${JSON.stringify(card.matchReasons)},"currentJob":${JSON.stringify(
            card.currentJob,
          )}}`;
  }
  return `${json}],${JSON.stringify(rest).slice(1)}`;
}

/**
 * The total of a page read without a count: exact on the last page, else "at least the end of
 * this page" (`capped`) — or, for an empty page, counted up to the cap.
 */
function totalAfter(
  countUpTo: (cap: number) => number,
  offset: number,
  limit: number,
  found: number,
): { total: number; capped: boolean } {
  if (found > limit) return { total: offset + limit, capped: true };
  if (found > 0) return { total: offset + found, capped: false };
  return cappedTotal(countUpTo(FEED_TOTAL_CAP + 1));
}

/** A count taken up to `FEED_TOTAL_CAP + 1` as the total shown: "1,000+" beyond the cap. */
function cappedTotal(counted: number): { total: number; capped: boolean } {
  return counted > FEED_TOTAL_CAP
    ? { total: FEED_TOTAL_CAP, capped: true }
    : { total: counted, capped: false };
}

/**
 * Who reads: `companyId` for a signed-in company, `admin` for an admin, `candidateId` for a
 * signed-in candidate; anyone but a company or an admin is the public (a visitor, a candidate),
 * who sees only candidates visible to everyone — and a candidate their own profile
 * (docs/decisions/060).
 */
export type FeedViewer = { companyId: string | null; admin?: boolean; candidateId?: string | null };

function audienceOf(viewer: FeedViewer): repo.FeedAudience {
  return viewer.companyId !== null || viewer.admin ? 'companies' : 'public';
}

/**
 * One page of the feed. `viewer.companyId` adds that company's intro state and the candidate's
 * current job (docs/decisions/080) to each card, and —
 * once it saved preferences — the match reasons and the 'Best match' order (its default); the
 * public sees only candidates visible to everyone (docs/decisions/060). Advanced filters apply
 * for a company on Pro or Enterprise only (docs/decisions/075).
 * @returns `{ items, total, totalCapped, page, pageSize, pageCount, sort, bestMatchAvailable }`;
 *   a `page` past the end gives no items.
 * @throws AppError PLAN_REQUIRED (403) for advanced filters from anyone else; VALIDATION_FAILED
 *   for a time-zone overlap from a company without a time zone.
 */
export async function getFeedPage(
  db: Db,
  query: FeedQuery,
  viewer: FeedViewer,
  now = new Date(),
): Promise<FeedPage> {
  const { companyId } = viewer;
  const audience = audienceOf(viewer);
  // Checked before anything is read: a refused filter is never half applied.
  const advanced: FeedContext | undefined = hasAdvancedFilters(query)
    ? await advancedSearchContext(db, query, companyId, now)
    : undefined;
  // A company reader never sees the candidates hidden from it (docs/decisions/081).
  const context: FeedContext | undefined = companyId
    ? {
        ...(advanced ?? { now, timeZone: null }),
        hidden: await hiddenCandidatesFor(db, companyId),
      }
    : advanced;
  const match = companyId
    ? matchPreferencesOf(await companiesRepo.findPreferences(db, companyId))
    : null;
  const sort: FeedSort = match && (query.sort ?? 'best') === 'best' ? 'best' : 'newest';
  const bestFor = sort === 'best' ? match : null;
  const offset = (query.page - 1) * query.limit;
  const index = await currentFeedIndex(db);
  let rows: IndexedRow[];
  let total: number;
  let capped: boolean;
  if (offset + query.limit <= FEED_TOTAL_CAP) {
    // Within the first 1,000: one walk finds the page and counts up to 1,001.
    const found = index.findPage(
      query,
      { limit: query.limit, offset, countUpTo: FEED_TOTAL_CAP + 1 },
      bestFor,
      audience,
      context,
    );
    rows = found.rows;
    ({ total, capped } = cappedTotal(found.counted ?? 0));
  } else {
    // Deeper: one row more than the page says whether another page follows.
    const found = index.findPage(
      query,
      { limit: query.limit + 1, offset },
      bestFor,
      audience,
      context,
    );
    rows = found.rows.slice(0, query.limit);
    ({ total, capped } = totalAfter(
      (cap) => index.countUpTo(query, cap, audience, context),
      offset,
      query.limit,
      found.rows.length,
    ));
  }
  const intros = companyId
    ? await introsModule.findIntrosOfCompany(
        db,
        companyId,
        rows.map((r) => r.id),
      )
    : new Map<string, introsModule.IntroRow>();
  const activeGigs = companyId
    ? await introsModule.findActiveGigsOfCompany(db, companyId, [...intros.keys()])
    : new Map<string, introsModule.ActiveGigRow>();
  // Kept counts, read at `now` (docs/decisions/027): never cached, so the 90-day window is exact.
  const ids = rows.map((r) => r.id);
  const responsiveness = candidateResponsivenessFrom(
    ids,
    index.answerDayBuckets(ids, windowStart(now)),
  );
  // "Dana asked on 3 Dec" (issue #33 item 4): the names of the members who asked.
  const names = companyId
    ? await companiesRepo.memberNamesOf(
        db,
        [...intros.values()].map((i) => ({ companyId, userId: i.requestedBy })),
      )
    : new Map();
  // The current job for the intro request dialog (docs/decisions/080): for a company only, so
  // the public's pages stay free of this read.
  const currentJobs = companyId
    ? await candidatesModule.currentJobsOf(db, ids)
    : new Map<string, { title: string; company: string }>();
  const items = rows.map((r) => {
    const intro = intros.get(r.id);
    return feedCard(
      plainCard(r),
      intro ? toIntroSummary(intro, now, activeGigs.get(r.id) ?? null, names) : null,
      responsiveness.get(r.id) ?? null,
      match ? matchReasons(match, index.matchFactsOf(r)) : NO_REASONS,
      currentJobs.get(r.id) ?? null,
    );
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
  return (await (await cachesFor(db)).skills.fetch('skills')) ?? [];
}

/** The Role filter's options: sorted unique roles of approved candidates (cached 30 s, like the chips). */
export async function getRoleOptions(db: Db): Promise<string[]> {
  return (await (await cachesFor(db)).roles.fetch('roles')) ?? [];
}

/**
 * One approved candidate with their current job (docs/decisions/080); contact details only for a
 * company whose intro they have accepted (docs/decisions/013, GitHub and personal site among them:
 * ADR 080). A candidate seen by companies only is, for the public, as one who does not
 * exist (docs/decisions/060).
 * @throws AppError NOT_FOUND 'Candidate data not found. Please try again from the talent feed.'
 */
export async function getTalent(
  db: Db,
  candidateId: string,
  viewer: FeedViewer,
  now = new Date(),
): Promise<TalentDetail> {
  const { companyId } = viewer;
  const found = isUuid(candidateId) ? await repo.findApprovedCandidate(db, candidateId) : undefined;
  const row =
    found &&
    (found.visibility === 'everyone' ||
      audienceOf(viewer) === 'companies' ||
      viewer.candidateId === found.id)
      ? found
      : undefined;
  // Hidden from this company (docs/decisions/081): as a candidate who does not exist.
  if (!row || (companyId && (await candidatesModule.isCandidateHiddenFrom(db, row.id, companyId))))
    throw new AppError(
      'NOT_FOUND',
      'Candidate data not found. Please try again from the talent feed.',
      undefined,
      'Candidate Not Found',
    );
  const intro = companyId
    ? await introsModule.findIntroByPair(db, companyId, candidateId)
    : undefined;
  const {
    email,
    calendarUrl,
    linkedinUrl,
    portfolioUrl,
    githubUrl,
    personalSiteUrl,
    resumeKey,
    visibility: _v,
    verifiedCompaniesOnly,
    ...card
  } = row;
  const contact = contactFor(intro, candidateId, {
    email,
    calendarUrl,
    linkedinUrl,
    portfolioUrl,
    githubUrl,
    personalSiteUrl,
    resumeKey,
  });
  const summary = intro
    ? toIntroSummary(
        intro,
        now,
        await activeGigWith(db, companyId!, candidateId),
        await companiesRepo.memberNamesOf(db, [
          { companyId: intro.companyId, userId: intro.requestedBy },
        ]),
      )
    : null;
  const responsiveness = await candidateResponsivenessFor(db, [candidateId], now);
  return {
    ...fixedCard(card),
    currentJob: (await candidatesModule.currentJobsOf(db, [row.id])).get(row.id) ?? null,
    intro: summary,
    responsiveness: responsiveness.get(candidateId) ?? null,
    ...(contact ? { contact } : {}),
    // Said before the company tries (docs/decisions/079); the rule is the intros module's.
    ...(companyId
      ? {
          introBlockedReason: introBlockedReason({
            candidate: { firstName: row.firstName, verifiedCompaniesOnly },
            companyVerifiedDomain: verifiedCompaniesOnly
              ? ((await companiesRepo.verifiedDomainsOf(db, companyId))[0] ?? null)
              : null,
          }),
        }
      : {}),
  };
}
