/**
 * Advanced search (issue #34 item 4, docs/decisions/075-advanced-search.md): the Pro filters of the
 * feed resolved for one request — the company's time zone and the time of the request turned into
 * what is compared — and their rules on one candidate, which the feed index applies in JavaScript
 * (`feed-index.ts`) and `feedConditions` states in SQL (`talent-feed.repo.ts`);
 * `feed-index.test.ts` compares both. The rules:
 *
 * - salary: the candidate's yearly range reaches into [salaryMin, salaryMax] — 'Best match''s
 *   budget rule (`salaryOverlaps`, ADR 033): an open range ('$150k+') reaches from its low end; a
 *   hidden or unknown salary never matches;
 * - experience: `experience_years` from experienceMin to experienceMax; unknown never matches;
 * - work type: the derived `work_mode` is one of those chosen;
 * - time-zone overlap: the derived `work_region` is one whose working day overlaps the company's
 *   by at least that many hours today (`regionsOverlapping`); no region never matches;
 * - answers within N days: the card's 'Usually answers within D days' with D ≤ N — at least 3
 *   requests settled in the last 90 days and the median answer time at most N (ADR 027).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { CandidateResponsiveness } from '../../../shared/responsiveness/schemas';
import {
  advancedFilterMessages,
  advancedSearchTexts,
  hasAdvancedFilters,
  regionOverlaps,
  regionsOverlapping,
  workTypeLabels,
  type AdvancedSearchAccess,
  type FeedQuery,
} from '../../../shared/talent-feed/schemas';
import { ianaZoneOf } from '../../../shared/companies/time-zones';
import { AppError } from '../../platform/lib/app-error';
import * as candidatesModule from '../candidates';
import * as companiesModule from '../companies';
import { windowStart } from '../responsiveness';
import { salaryOverlaps, yearlyBudget, type MatchFacts } from './best-match';

/**
 * What the advanced filters need besides the query: when (today's working-hours offsets and the
 * responsiveness window) and the company's time zone (IANA; null when it chose none).
 */
export interface FeedContext {
  now: Date;
  timeZone: string | null;
  /**
   * For a company reader: the candidates hidden from it (docs/decisions/081) — `sql`, the
   * candidates module's subquery of their ids, for `feedConditions`; `ids`, its result, for the
   * feed index.
   */
  hidden?: HiddenCandidates;
}

/** The candidates hidden from one company, in SQL and as read now (docs/decisions/081). */
export interface HiddenCandidates {
  sql: SQL;
  ids: ReadonlySet<string>;
}

/**
 * The candidates hidden from `companyId` (docs/decisions/081): the candidates module's one rule,
 * as a subquery and as its ids read now (one indexed read per request; nothing cached, so every
 * server process agrees).
 */
export async function hiddenCandidatesFor(db: Db, companyId: string): Promise<HiddenCandidates> {
  const reader = await candidatesModule.companyReader(db, companyId);
  const sql = candidatesModule.hiddenCandidateIdsSql(reader);
  const ids = await candidatesModule.candidatesHiddenFrom(db, companyId);
  return { sql, ids };
}

/** A query's advanced filters, resolved for one request: what each candidate is compared with. */
export interface AdvancedFilters {
  /** Yearly US dollars; null for an open end. */
  salary: { min: number | null; max: number | null } | null;
  /** Whole years, inclusive; null for an open end. */
  experience: { min: number | null; max: number | null } | null;
  /** `work_mode` values ('Remote', 'Hybrid', 'On-site'). */
  workModes: string[] | null;
  /** `work_region` values overlapping enough ([] when none does: nobody matches). */
  regions: string[] | null;
  /** The responsiveness window's first UTC day and the most days of the usual answer time. */
  answers: { fromDay: string; days: number } | null;
  /** One text per distinct set of filters, for the index's caches. */
  key: string;
}

/** The query's advanced filters resolved with `context`, or null when it sets none. */
export function advancedFiltersOf(
  query: FeedQuery,
  context: FeedContext = { now: new Date(), timeZone: null },
): AdvancedFilters | null {
  if (!hasAdvancedFilters(query)) return null;
  const salary =
    query.salaryMin !== undefined || query.salaryMax !== undefined
      ? { min: query.salaryMin ?? null, max: query.salaryMax ?? null }
      : null;
  const experience =
    query.experienceMin !== undefined || query.experienceMax !== undefined
      ? { min: query.experienceMin ?? null, max: query.experienceMax ?? null }
      : null;
  const workModes = query.workType?.length ? query.workType.map((t) => workTypeLabels[t]) : null;
  const regions =
    query.tzOverlap === undefined
      ? null
      : context.timeZone
        ? regionsOverlapping(context.timeZone, query.tzOverlap, context.now)
        : [];
  const answers =
    query.answersWithin === undefined
      ? null
      : { fromDay: windowStart(context.now), days: query.answersWithin };
  return {
    salary,
    experience,
    workModes,
    regions,
    answers,
    key: JSON.stringify([salary, experience, workModes, regions, answers]),
  };
}

/** Whether a candidate's derived values (`MatchFacts`) meet the salary, work type and overlap. */
export function factsMatch(a: AdvancedFilters, facts: MatchFacts): boolean {
  if (a.salary && !salaryOverlaps(facts, a.salary.min, a.salary.max)) return false;
  if (a.workModes && (facts.workMode === null || !a.workModes.includes(facts.workMode)))
    return false;
  if (a.regions && (facts.workRegion === null || !a.regions.includes(facts.workRegion)))
    return false;
  return true;
}

/** Whether `years` of experience are within the filter's range (unknown never is). */
export function experienceMatches(a: AdvancedFilters, years: number | null): boolean {
  if (!a.experience) return true;
  const { min, max } = a.experience;
  return years !== null && (min === null || years >= min) && (max === null || years <= max);
}

/** Whether a candidate's figures of the window say they usually answer within the days asked. */
export function answersMatch(
  a: AdvancedFilters,
  figures: Pick<NonNullable<CandidateResponsiveness>, 'usualDays'> | null,
): boolean {
  return (
    !a.answers ||
    (figures !== null && figures.usualDays !== null && figures.usualDays <= a.answers.days)
  );
}

/**
 * Whether one candidate meets the advanced filters `a`: their derived values and experience, and
 * their responsiveness figures at the request's time (`candidateResponsivenessFrom` of the
 * window's buckets) — the rules the index and `feedConditions` apply to every candidate.
 */
export function meetsAdvancedFilters(
  a: AdvancedFilters,
  candidate: MatchFacts & { experienceYears: number | null },
  figures: CandidateResponsiveness,
): boolean {
  return (
    factsMatch(a, candidate) &&
    experienceMatches(a, candidate.experienceYears) &&
    answersMatch(a, figures)
  );
}

/** The plans that include advanced search. */
export const ADVANCED_SEARCH_PLANS: readonly string[] = ['pro', 'enterprise'];

/**
 * Who may use advanced search, and what it is resolved with: a company on Pro or Enterprise gets
 * its context (its time zone, `now`); anyone else a 403 `PLAN_REQUIRED` that says how to get it;
 * an overlap filter from a company without a time zone a 400 that says where to choose one.
 * Called only for a query that sets an advanced filter (one company read).
 * @throws AppError PLAN_REQUIRED, VALIDATION_FAILED
 */
export async function advancedSearchContext(
  db: Db,
  query: FeedQuery,
  companyId: string | null,
  now: Date,
): Promise<FeedContext> {
  const company = companyId ? await companiesModule.findCompany(db, companyId) : undefined;
  if (!company || !ADVANCED_SEARCH_PLANS.includes(company.planTier))
    throw new AppError(
      'PLAN_REQUIRED',
      company ? advancedSearchTexts.planRequired : advancedSearchTexts.companiesOnly,
      undefined,
      advancedSearchTexts.title,
    );
  if (query.tzOverlap !== undefined && !company.timezone)
    throw new AppError('VALIDATION_FAILED', advancedFilterMessages.noTimeZone, {
      tzOverlap: advancedFilterMessages.noTimeZone,
    });
  return { now, timeZone: company.timezone ? ianaZoneOf(company.timezone) : null };
}

/**
 * What one company's feed context is, for matching a stored query outside a request (saved
 * searches): its time zone, at `now`, and the candidates hidden from it (docs/decisions/081).
 */
export async function feedContextFor(
  db: Db,
  companyId: string,
  now: Date = new Date(),
): Promise<FeedContext> {
  const company = await companiesModule.findCompany(db, companyId);
  return {
    now,
    timeZone: company?.timezone ? ianaZoneOf(company.timezone) : null,
    hidden: await hiddenCandidatesFor(db, companyId),
  };
}

/**
 * What the filter bar's Advanced filters section shows the viewer (`GET
 * /api/talent/advanced-search`): whether the filters apply (a company on Pro or Enterprise), and
 * for a company its time zone, each region's overlap with its working day at `now`, and its budget
 * as a yearly range.
 */
export async function getAdvancedSearchAccess(
  db: Db,
  companyId: string | null,
  now: Date,
): Promise<AdvancedSearchAccess> {
  const [company, prefs] = companyId
    ? await Promise.all([
        companiesModule.findCompany(db, companyId),
        companiesModule.findPreferences(db, companyId),
      ])
    : [undefined, undefined];
  if (!company)
    return {
      available: false,
      viewer: 'other',
      timeZone: null,
      overlapHours: null,
      yearlyBudgetUsd: null,
    };
  return {
    available: ADVANCED_SEARCH_PLANS.includes(company.planTier),
    viewer: 'company',
    timeZone: company.timezone,
    overlapHours: company.timezone ? regionOverlaps(ianaZoneOf(company.timezone), now) : null,
    yearlyBudgetUsd:
      prefs && prefs.monthlyBudgetHigh > 0
        ? yearlyBudget(prefs.monthlyBudgetLow, prefs.monthlyBudgetHigh)
        : null,
  };
}
