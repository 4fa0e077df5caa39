/**
 * The feed's filters live in the URL query (q, role, location, availability, skills as a
 * comma-separated list, page, and the order `sort`; advanced search's salaryMin, salaryMax,
 * experienceMin, experienceMax, workType, tzOverlap and answersWithin — issue #34 item 4), so a
 * filtered feed can be shared and survives a reload.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANSWERS_WITHIN_MAX_DAYS,
  EXPERIENCE_FILTER_MAX,
  parseSalary,
  parseWorkType,
  TZ_OVERLAP_MAX_HOURS,
  workTypes,
  type WorkType,
} from '../../../../shared/talent-feed/advanced-filters';
import {
  feedSorts,
  parseAvailability,
  type FeedSort,
} from '../../../../shared/talent-feed/constants';

/**
 * Advanced search's filters (issue #34 item 4, docs/decisions/075), as the server takes them; null
 * (or none) for any. Applied for a company on Pro or Enterprise; kept in the URL for everyone.
 */
export interface AdvancedFeedFilters {
  /** Yearly US dollars. */
  salaryMin: number | null;
  salaryMax: number | null;
  experienceMin: number | null;
  experienceMax: number | null;
  /** In the list's order (`workTypes`), so the same set gives the same URL. */
  workType: WorkType[];
  /** Hours of overlap with the company's working day. */
  tzOverlap: number | null;
  /** Days. */
  answersWithin: number | null;
}

export interface FeedFilters extends AdvancedFeedFilters {
  q: string;
  role: string;
  location: string;
  /**
   * One of the one list ('full-time'), or '' for any (docs/decisions/056): a link's other
   * spelling of it ('Full-time') is read as it; an old value ('Available Now') as any.
   */
  availability: string;
  /** All required (spec 1 §5); sorted so the same set gives the same URL and cache entry. */
  skills: string[];
  page: number;
  /** The order chosen; '' leaves it to the server ('Best match' once preferences are saved). */
  sort: FeedSort | '';
}

export type FeedFilterField = 'q' | 'role' | 'location' | 'availability';

/**
 * Skill names in alphabetical order, ignoring case ('AWS', 'Figma', 'iOS', 'React'); equal ones
 * upper case first. Compared by code point rather than with `localeCompare`, whose first call
 * loads the browser's collation data — ~60 ms on a slow phone while the feed first renders
 * (docs/decisions/048).
 */
export function compareSkills(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A whole number from `min` to `max`, or null. */
function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The advanced filters of a query string; bad values, and a lower bound above its upper one, fall
 * back to none (as the server would refuse them).
 */
export function parseAdvancedFilters(params: URLSearchParams): AdvancedFeedFilters {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  let salaryMin = text('salaryMin') ? parseSalary(text('salaryMin')) : null;
  let salaryMax = text('salaryMax') ? parseSalary(text('salaryMax')) : null;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax)
    salaryMin = salaryMax = null;
  let experienceMin = wholeNumber(text('experienceMin'), 0, EXPERIENCE_FILTER_MAX);
  let experienceMax = wholeNumber(text('experienceMax'), 0, EXPERIENCE_FILTER_MAX);
  if (experienceMin !== null && experienceMax !== null && experienceMin > experienceMax)
    experienceMin = experienceMax = null;
  const named = text('workType').split(',').map(parseWorkType);
  return {
    salaryMin,
    salaryMax,
    experienceMin,
    experienceMax,
    workType: named.includes(null) ? [] : workTypes.filter((type) => named.includes(type)),
    tzOverlap: wholeNumber(text('tzOverlap'), 1, TZ_OVERLAP_MAX_HOURS),
    answersWithin: wholeNumber(text('answersWithin'), 1, ANSWERS_WITHIN_MAX_DAYS),
  };
}

/** The advanced filters as query parameters (none for any), as the URL and the API take them. */
export function advancedFilterParams(filters: AdvancedFeedFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of [
    'salaryMin',
    'salaryMax',
    'experienceMin',
    'experienceMax',
    'tzOverlap',
    'answersWithin',
  ] as const) {
    const value = filters[key];
    if (value !== null) params[key] = String(value);
  }
  if (filters.workType.length > 0) params.workType = filters.workType.join(',');
  return params;
}

/** How many advanced filters narrow the feed (a salary or experience range counts once). */
export function countAdvancedFilters(filters: AdvancedFeedFilters): number {
  return (
    (filters.salaryMin !== null || filters.salaryMax !== null ? 1 : 0) +
    (filters.experienceMin !== null || filters.experienceMax !== null ? 1 : 0) +
    (filters.workType.length > 0 ? 1 : 0) +
    (filters.tzOverlap !== null ? 1 : 0) +
    (filters.answersWithin !== null ? 1 : 0)
  );
}

/** Reads the filters from a query string; unknown or bad values fall back to empty / page 1. */
export function parseFeedFilters(params: URLSearchParams): FeedFilters {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sort') ?? '';
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    q: text('q'),
    role: text('role'),
    location: text('location'),
    availability: parseAvailability(text('availability')) ?? '',
    skills: [...new Set(skills)].slice(0, 20).sort(compareSkills),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: (feedSorts as readonly string[]).includes(sort) ? (sort as FeedSort) : '',
    ...parseAdvancedFilters(params),
  };
}

/** The query string for `filters`, leaving out empty values and page 1. */
export function toFeedSearchParams(filters: FeedFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'role', 'location', 'availability'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  for (const [key, value] of Object.entries(advancedFilterParams(filters))) params.set(key, value);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** True when any filter narrows the feed (an advanced one too, applied or not). */
export function hasActiveFilters(filters: FeedFilters): boolean {
  return Boolean(
    filters.q ||
    filters.role ||
    filters.location ||
    filters.availability ||
    filters.skills.length ||
    countAdvancedFilters(filters),
  );
}

export const emptyAdvancedFilters: AdvancedFeedFilters = {
  salaryMin: null,
  salaryMax: null,
  experienceMin: null,
  experienceMax: null,
  workType: [],
  tzOverlap: null,
  answersWithin: null,
};

export const emptyFeedFilters: FeedFilters = {
  q: '',
  role: '',
  location: '',
  availability: '',
  skills: [],
  page: 1,
  sort: '',
  ...emptyAdvancedFilters,
};

/**
 * The feed's filters from the URL and setters that write them back. Changing a filter returns to
 * page 1; filter edits replace the history entry, page changes push one.
 */
export function useFeedFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFeedFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: FeedFilters) => FeedFilters, options: { replace: boolean }) => {
      setSearchParams((prev) => toFeedSearchParams(change(parseFeedFilters(prev))), {
        replace: options.replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const setField = useCallback(
    (field: FeedFilterField, value: string) =>
      update((f) => ({ ...f, [field]: value.trim(), page: 1 }), { replace: true }),
    [update],
  );
  const toggleSkill = useCallback(
    (skill: string) =>
      update(
        (f) => ({
          ...f,
          skills: f.skills.includes(skill)
            ? f.skills.filter((s) => s !== skill)
            : [...f.skills, skill].sort(compareSkills),
          page: 1,
        }),
        { replace: true },
      ),
    [update],
  );
  const clearAll = useCallback(
    () => update((f) => ({ ...emptyFeedFilters, sort: f.sort }), { replace: false }),
    [update],
  );
  const setSort = useCallback(
    (sort: FeedSort) => update((f) => ({ ...f, sort, page: 1 }), { replace: true }),
    [update],
  );
  const setPage = useCallback(
    (page: number) => update((f) => ({ ...f, page }), { replace: false }),
    [update],
  );
  /** Changes advanced filters (issue #34 item 4); back to page 1, replacing the history entry. */
  const setAdvanced = useCallback(
    (change: Partial<AdvancedFeedFilters>) =>
      update((f) => ({ ...f, ...change, page: 1 }), { replace: true }),
    [update],
  );

  return { filters, setField, toggleSkill, clearAll, setPage, setSort, setAdvanced };
}
