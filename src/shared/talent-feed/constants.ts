/**
 * The talent feed's constants, texts and formatting (spec 1 §2 "Talent feed", §3 "Talent", §5
 * "Talent feed filtering"), without zod: `schemas.ts` re-exports them, and the feed page imports
 * them from here so that its first load needs no zod (docs/decisions/047-preact.md).
 */

export const FEED_PAGE_SIZE = 24;
export const SKILLS_PER_CARD = 4;
export const DEFAULT_EXPERIENCE = '5 years';
export const HIDDEN_SALARY = 'Prefer not to disclose';

export const feedTexts = {
  hero: 'Connect with Exceptional Talent',
  loading: 'Loading Top Talent...',
  searchPlaceholder: 'Search by name, role, skill...',
  emptyTitle: 'No Talent Found',
  emptyText:
    "We couldn't find any talent matching your current filters. Try broadening your search or clearing some filters.",
  clearAll: 'Clear All Filters',
  titleForCompanies: 'Talent Feed',
  titleForCandidates: 'Browse Companies',
} as const;

/**
 * The Availability filter's options are the candidates' one list, `availabilityOptions`, shown
 * with `availabilityLabel` (issue #30, docs/decisions/056-one-availability-vocabulary.md).
 */
export {
  availabilityKey,
  availabilityLabel,
  availabilityOptions,
  parseAvailability,
} from '../candidates/constants';

/** Location filter options: the candidate location options plus the spec's 'Remote'. */
export const locationFilterOptions = [
  'Remote',
  'Remote (US)',
  'Remote (EU)',
  'Hybrid',
  'On-site',
] as const;

/**
 * Totals are counted up to this many matches and then shown as '1,000+' (issue #14,
 * docs/decisions/031): nobody reads further, and counting every match is what made totals slow.
 */
export const FEED_TOTAL_CAP = 1000;
/** Only the first this many results of a query can be paged through (docs/decisions/031). */
export const FEED_MAX_RESULTS = 10_000;

/** The feed's orders: newest first, or a company's best matches first (issue #15). */
export const feedSorts = ['newest', 'best'] as const;
export type FeedSort = (typeof feedSorts)[number];
export const feedSortLabels: Record<FeedSort, string> = {
  newest: 'Newest',
  best: 'Best match',
};
export const feedPageWindowMessage =
  'Only the first 10,000 results can be paged through. Narrow your search to see the rest.';
/** A feed query's availability outside the one list, e.g. an old 'Available Now' link (ADR 056). */
export const feedAvailabilityMessage = 'Availability must be Full-time, Part-time or Contract.';

/** 'N years' for a number of years, the spec's default otherwise. */
export function formatExperience(years: number | null | undefined): string {
  if (years === null || years === undefined) return DEFAULT_EXPERIENCE;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/**
 * '1,000+' when capped, else the number with commas between thousands ('12,480'): how the feed
 * writes its total (issue #14). `total` is a whole number ≥ 0. Grouped by hand rather than with
 * `toLocaleString`, whose first call loads the browser's number formatting data while the feed
 * first renders (~60 ms on a slow phone, docs/decisions/048).
 */
export function formatFeedTotal(total: number, capped: boolean): string {
  return `${String(total).replace(/\B(?=(\d{3})+$)/g, ',')}${capped ? '+' : ''}`;
}
