/**
 * 'Best match' (issue #15, docs/decisions/033 and 051): the score of a candidate for a company's
 * preferences — the one place this rule lives. The database derives what is compared from the
 * free-text profile (the generated columns `role_family`, `work_mode`, `work_region`,
 * `engagement_kind`, `salary_low_usd`, `salary_high_usd`); this module says which criteria a
 * candidate meets, what they weigh, and the words the card shows for them. The feed index orders
 * its pages by it (`feed-index.ts`).
 */
import type { findPreferences } from '../companies';

/**
 * A company's preferences as 'Best match' compares them. Empty lists, a null mode or region and a
 * zero budget compare with nothing.
 */
export interface MatchPreferences {
  primaryRoles: readonly string[];
  hiringMode: string | null;
  /** Candidate engagement kinds the company wants: 'Full-time', 'Contract'. */
  engagementKinds: readonly string[];
  /** 'US' or 'EU' working hours, or null for any. */
  region: string | null;
  /** Monthly budget in whole US dollars; `high` 0 means no budget given. */
  budgetLow: number;
  budgetHigh: number;
}

/** What the database derived from a candidate's profile (null where the profile does not say). */
export interface MatchFacts {
  /** One of the company primary roles: 'Engineering', 'Design', … */
  roleFamily: string | null;
  /** 'Remote', 'Hybrid' or 'On-site'. */
  workMode: string | null;
  /** 'Full-time' or 'Contract'. */
  engagementKind: string | null;
  /** 'US' or 'EU' working hours. */
  workRegion: string | null;
  /** The yearly salary range in whole US dollars; `high` null for an open range ('$150k+'). */
  salaryLowUsd: number | null;
  salaryHighUsd: number | null;
}

/**
 * The criteria and their weights (ADR 033): the role counts most, because a company hires for a
 * role first; the hiring mode next, because it decides whether the person can work with them at
 * all; the rest refine. In the order the card names them.
 */
export const matchWeights = { role: 3, mode: 2, engagement: 1, region: 1, budget: 1 } as const;
export type MatchCriterion = keyof typeof matchWeights;
export type CriteriaMet = Record<MatchCriterion, boolean>;

/** The highest score there is: every criterion met. */
export const MAX_MATCH_SCORE = Object.values(matchWeights).reduce((sum, w) => sum + w, 0);

type Preferences = NonNullable<Awaited<ReturnType<typeof findPreferences>>>;

/**
 * What 'Best match' compares, from a company's saved preferences (spec 1 §2 onboarding); null when
 * there is nothing to compare (no preferences, or skipped: null mode, empty lists, [0,0] budget).
 * 'Project-based Trial' and 'Contract' both want Contract; '±3 hours (US)' and '±2 hours (EU)' name
 * a region, 'Same zone (Global)' none.
 */
export function matchPreferencesOf(prefs: Preferences | undefined): MatchPreferences | null {
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
  const match: MatchPreferences = {
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

/**
 * Whether the candidate's yearly salary range reaches into [`min`, `max`] (US dollars; null for an
 * open end): the one salary rule, of the budget criterion and of advanced search's salary filter
 * (docs/decisions/075). An open range ('$150k+') reaches from its low end; an unknown or hidden
 * salary never matches.
 */
export function salaryOverlaps(
  facts: Pick<MatchFacts, 'salaryLowUsd' | 'salaryHighUsd'>,
  min: number | null,
  max: number | null,
): boolean {
  const { salaryLowUsd: low, salaryHighUsd: high } = facts;
  return low !== null && (max === null || low <= max) && (min === null || (high ?? low) >= min);
}

/** A monthly budget (whole US dollars) as the yearly salary range it pays: 12 times each end. */
export function yearlyBudget(monthlyLow: number, monthlyHigh: number) {
  return { low: monthlyLow * 12, high: monthlyHigh * 12 };
}

/**
 * Which criteria of `p` a candidate meets. Unknown values never match. The budget: the yearly
 * range reaches into 12 × the monthly budget (`salaryOverlaps`).
 */
export function criteriaMet(p: MatchPreferences, facts: MatchFacts): CriteriaMet {
  const budget = yearlyBudget(p.budgetLow, p.budgetHigh);
  return {
    role: facts.roleFamily !== null && p.primaryRoles.includes(facts.roleFamily),
    mode: p.hiringMode !== null && facts.workMode === p.hiringMode,
    engagement: facts.engagementKind !== null && p.engagementKinds.includes(facts.engagementKind),
    region: p.region !== null && facts.workRegion === p.region,
    budget: p.budgetHigh > 0 && salaryOverlaps(facts, budget.low, budget.high),
  };
}

/** The score: the sum of the weights of the criteria met (0 to `MAX_MATCH_SCORE`). */
export function matchScore(p: MatchPreferences, facts: MatchFacts): number {
  const met = criteriaMet(p, facts);
  let score = 0;
  for (const criterion of Object.keys(matchWeights) as MatchCriterion[])
    if (met[criterion]) score += matchWeights[criterion];
  return score;
}

/** The words on a card for the criteria met: 'Engineering', 'Remote', 'Full-time', 'EU hours', 'within budget'. */
export function matchReasons(p: MatchPreferences, facts: MatchFacts): string[] {
  const met = criteriaMet(p, facts);
  return [
    met.role && facts.roleFamily,
    met.mode && facts.workMode,
    met.engagement && facts.engagementKind,
    met.region && `${facts.workRegion} hours`,
    met.budget && 'within budget',
  ].filter((reason): reason is string => typeof reason === 'string');
}
