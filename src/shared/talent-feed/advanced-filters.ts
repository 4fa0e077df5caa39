/**
 * Advanced search (issue #34 item 4, docs/decisions/075-advanced-search.md): the Pro filters of the
 * talent feed beside spec 1 §5's — salary range, years of experience, work type, time-zone overlap
 * with the company's working hours, and how fast the candidate answers — their URL names, their
 * options and texts, and the working-hours rule, without zod: `schemas.ts` re-exports them, and
 * the feed page imports them from here so that its first load needs no zod (docs/decisions/047).
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

// --- Working hours ------------------------------------------------------------------------------

/** Everyone's working day, in their own time zone: 09:00 to 17:00. */
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 17;
const WORKDAY_MINUTES = (WORKDAY_END_HOUR - WORKDAY_START_HOUR) * 60;
const DAY_MINUTES = 24 * 60;

/**
 * The working-hours regions the database derives from a candidate's location (`work_region`,
 * docs/decisions/033), each with the zone its working day is counted in: US Central (within two
 * hours of every mainland US zone) and Central European Time (within one hour of every EU city the
 * derivation names). A candidate whose location names no region has unknown hours and never
 * matches an overlap filter.
 */
export const workRegionZones = { US: 'America/Chicago', EU: 'Europe/Berlin' } as const;
export type WorkRegion = keyof typeof workRegionZones;
export const workRegions = Object.keys(workRegionZones) as WorkRegion[];

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of the IANA `zone` at `at`, in minutes (east positive: Berlin in winter 60). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * How many hours two working days (09:00–17:00 in each zone, on the day of `at`) overlap: 8 in the
 * same zone, none 8 or more hours apart, each zone's daylight saving as it is at `at`. A day's end
 * meets the next day's start (Sydney's morning is San Francisco's afternoon). Halves for the zones
 * half an hour off (India).
 */
export function workingHoursOverlap(zoneA: string, zoneB: string, at: Date): number {
  const apart =
    (((utcOffsetMinutes(zoneA, at) - utcOffsetMinutes(zoneB, at)) % DAY_MINUTES) + DAY_MINUTES) %
    DAY_MINUTES;
  return Math.max(0, WORKDAY_MINUTES - Math.min(apart, DAY_MINUTES - apart)) / 60;
}

/** Each region's overlap, in hours, with the working day of `zone` at `at`. */
export function regionOverlaps(zone: string, at: Date): Record<WorkRegion, number> {
  return {
    US: workingHoursOverlap(zone, workRegionZones.US, at),
    EU: workingHoursOverlap(zone, workRegionZones.EU, at),
  };
}

/**
 * The regions whose working day overlaps `zone`'s by at least `hours` at `at` — what the
 * time-zone overlap filter matches (`work_region` one of them): the one place the rule lives.
 */
export function regionsOverlapping(zone: string, hours: number, at: Date): WorkRegion[] {
  const overlaps = regionOverlaps(zone, at);
  return workRegions.filter((region) => overlaps[region] >= hours);
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
