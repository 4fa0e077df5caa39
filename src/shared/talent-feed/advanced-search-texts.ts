/**
 * Advanced search's texts (issue #34 item 4, docs/decisions/075-advanced-search.md): the panel's
 * options, the messages of bad filters, the refusal and the preview — shared by the server and the
 * filter panel, which loads them when it opens (not with the feed's first load).
 */
import {
  ANSWERS_WITHIN_MAX_DAYS,
  EXPERIENCE_FILTER_MAX,
  TZ_OVERLAP_MAX_HOURS,
} from './advanced-filters';

/** The choices the panel offers (a link may carry any value in range). */
export const tzOverlapOptions = [2, 4, 6, 8] as const;
export const answersWithinOptions = [1, 2, 3, 7] as const;

/** The messages of bad advanced filters: each names the field and what it takes. */
export const advancedFilterMessages = {
  salary: 'Salary must be a yearly amount in US dollars, such as 90000 or 90k.',
  salaryOrder: 'The lowest salary must not be above the highest.',
  experience: `Experience must be whole years from 0 to ${EXPERIENCE_FILTER_MAX}.`,
  experienceOrder: 'The fewest years of experience must not be above the most.',
  workType: 'Work type must be Remote, Hybrid or On-site.',
  tzOverlap: `Time-zone overlap must be whole hours from 1 to ${TZ_OVERLAP_MAX_HOURS}.`,
  answersWithin: `Answers within must be whole days from 1 to ${ANSWERS_WITHIN_MAX_DAYS}.`,
  noTimeZone: "Choose your company's time zone in Account settings to filter by time-zone overlap.",
} as const;

/** '$90k' for 90000, '$92,500' for 92500: a yearly salary as the panel writes it back. */
export function formatSalary(usd: number): string {
  if (usd % 1000 === 0) return `$${usd / 1000}k`;
  return `$${String(usd).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** The texts of advanced search: the refusal (403 `PLAN_REQUIRED`) and the panel's preview. */
export const advancedSearchTexts = {
  title: 'Pro Plan Required',
  /** The 403's detail for a company on Free. */
  planRequired:
    'Advanced search filters (salary, experience, work type, time-zone overlap and response time) are part of Pro. Upgrade to Pro to use them.',
  /** The 403's detail for a visitor, a candidate or an admin. */
  companiesOnly:
    'Advanced search filters (salary, experience, work type, time-zone overlap and response time) are part of Pro for companies. Sign in as a company on Pro to use them.',
  /** The panel's sentence above the disabled controls. */
  previewForFree:
    'Advanced filters are part of Pro: narrow the feed by salary, experience, work type, working hours and how fast candidates answer.',
  previewForVisitors:
    'Advanced filters are part of Pro for companies: narrow the feed by salary, experience, work type, working hours and how fast candidates answer.',
  upgrade: 'Upgrade to Pro',
  seePlans: 'See plans',
} as const;
