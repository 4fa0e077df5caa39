/**
 * Advanced search (issue #34 item 4, docs/decisions/075-advanced-search.md): the Pro filters of the
 * talent feed beside spec 1 §5's — salary range, years of experience, work type, time-zone overlap
 * with the company's working hours, and how fast the candidate answers — their URL names and how
 * a link's values are read, without zod: `schemas.ts` re-exports them, and the feed page's first
 * load reads its URL with them (docs/decisions/047). The panel's texts are in
 * `advanced-search-texts.ts`, the working-hours rule in `working-hours.ts`: both load with the
 * panel, not with the feed.
 */

/** The query's advanced fields (also their URL names), in the order the panel shows them. */
export const advancedFilterKeys = [
  'salaryMin',
  'salaryMax',
  'experienceMin',
  'experienceMax',
  'workType',
  'tzOverlap',
  'answersWithin',
] as const;
export type AdvancedFilterKey = (typeof advancedFilterKeys)[number];

/**
 * Work type: where the candidate works — the words of the candidates' derived `work_mode` and of a
 * company's hiring mode (Remote, Hybrid, On-site), in the URL lower-cased. The kind of work
 * (Full-time, Part-time, Contract) is the Availability filter already (docs/decisions/056).
 */
export const workTypes = ['remote', 'hybrid', 'on-site'] as const;
export type WorkType = (typeof workTypes)[number];
/** Each work type as the panel shows it — and as the database's `work_mode` stores it. */
export const workTypeLabels: Record<WorkType, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'on-site': 'On-site',
};

/** The work type a link names in any case or spelling ('On-site', 'onsite', 'ON SITE'), or null. */
export function parseWorkType(value: string): WorkType | null {
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  return workTypes.find((type) => type.replace('-', '') === key) ?? null;
}

/** The most years of experience the filter takes. */
export const EXPERIENCE_FILTER_MAX = 50;
/** The highest yearly salary the filter takes, in US dollars. */
export const SALARY_FILTER_MAX_USD = 10_000_000;
/** Time-zone overlap: whole hours of a working day (09:00–17:00), 1 to 8. */
export const TZ_OVERLAP_MAX_HOURS = 8;
/** 'Answers within': whole days, 1 to 30 (the longest answer time kept, docs/decisions/027). */
export const ANSWERS_WITHIN_MAX_DAYS = 30;
/**
 * A yearly salary as typed or linked — '90000', '90k', '$90,000', '90 K' — in whole US dollars;
 * null when it is not one (or above `SALARY_FILTER_MAX_USD`).
 */
export function parseSalary(value: string): number | null {
  const match = /^\$?\s*(\d{1,8})\s*(k?)$/i.exec(value.trim().replace(/,/g, ''));
  if (!match) return null;
  const usd = Number(match[1]) * (match[2] ? 1000 : 1);
  return usd <= SALARY_FILTER_MAX_USD ? usd : null;
}

/** Whether a query (parsed, or a page's URL filters) sets any advanced filter. */
export function hasAdvancedFilters(query: Partial<Record<AdvancedFilterKey, unknown>>): boolean {
  return advancedFilterKeys.some((key) => {
    const value = query[key];
    return Array.isArray(value)
      ? value.length > 0
      : value !== undefined && value !== null && value !== '';
  });
}
