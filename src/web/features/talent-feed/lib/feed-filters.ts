/**
 * The feed's filters live in the URL query (q, role, location, availability, skills as a
 * comma-separated list, page, and the order `sort`), so a filtered feed can be shared and survives a reload.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  feedSorts,
  parseAvailability,
  type FeedSort,
} from '../../../../shared/talent-feed/constants';

export interface FeedFilters {
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
  };
}

/** The query string for `filters`, leaving out empty values and page 1. */
export function toFeedSearchParams(filters: FeedFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'role', 'location', 'availability'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** True when any filter narrows the feed. */
export function hasActiveFilters(filters: FeedFilters): boolean {
  return Boolean(
    filters.q || filters.role || filters.location || filters.availability || filters.skills.length,
  );
}

export const emptyFeedFilters: FeedFilters = {
  q: '',
  role: '',
  location: '',
  availability: '',
  skills: [],
  page: 1,
  sort: '',
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

  return { filters, setField, toggleSkill, clearAll, setPage, setSort };
}
