/**
 * The talent feed (spec 1 §2 "Talent feed", §3 "Talent", §5 "Talent feed filtering"): the query the
 * page sends (also its URL query), the card it shows and the page of results.
 */
import { z } from 'zod';
import { text } from '../http/text';
import { candidateContactSchema, introSummarySchema } from '../intro-requests/schemas';
import { candidateResponsivenessSchema } from '../responsiveness/schemas';
import {
  ANSWERS_WITHIN_MAX_DAYS,
  EXPERIENCE_FILTER_MAX,
  parseSalary,
  parseWorkType,
  TZ_OVERLAP_MAX_HOURS,
  workTypes,
  type WorkType,
} from './advanced-filters';
import { advancedFilterMessages } from './advanced-search-texts';
import {
  FEED_MAX_RESULTS,
  FEED_PAGE_SIZE,
  feedAvailabilityMessage,
  feedPageWindowMessage,
  feedSorts,
  parseAvailability,
} from './constants';

// The feed's constants and texts, without zod (the feed's first load imports them from there).
export * from './constants';
export * from './advanced-filters';
export * from './advanced-search-texts';
export * from './working-hours';

/** A text filter in the query string. */
const filter = text().trim().max(100).optional();

/** A whole number from `min` to `max` in the query string; empty means none; else `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  text()
    .trim()
    .max(20)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A yearly salary in US dollars ('90000', '90k'); empty means none. */
const salary = text()
  .trim()
  .max(20)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const usd = parseSalary(value);
    if (usd !== null) return usd;
    ctx.addIssue({ code: 'custom', message: advancedFilterMessages.salary });
    return z.NEVER;
  });

/** `GET /api/talent` query; `skills` is a comma-separated list (chips, all required). */
export const feedQuerySchema = z
  .object({
    q: filter,
    role: filter,
    location: filter,
    /**
     * One of the one list (ADR 056), in any spelling spec 1 §5 counts as equal ('Full-time',
     * 'fulltime'), read as the stored value ('full-time'); anything else, such as an old
     * 'Available Now' link, is a 400. Empty means any.
     */
    availability: filter.transform((value, ctx) => {
      if (!value) return undefined;
      const availability = parseAvailability(value);
      if (availability) return availability;
      ctx.addIssue({ code: 'custom', message: feedAvailabilityMessage });
      return z.NEVER;
    }),
    skills: text()
      .max(1000)
      .optional()
      .transform((s) =>
        (s ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .slice(0, 20),
      ),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(FEED_PAGE_SIZE),
    /**
     * The order; without it, 'best' for a company that saved preferences and 'newest' for everyone
     * else. 'best' without preferences to compare falls back to 'newest' (the page says which).
     */
    sort: z.enum(feedSorts).optional(),
    /*
     * Advanced search (issue #34 item 4, docs/decisions/075), for companies on Pro or Enterprise
     * only (403 `PLAN_REQUIRED` for everyone else). Each is optional: absent or empty means any.
     */
    /** The candidate's yearly salary range reaches into [salaryMin, salaryMax] (US dollars). */
    salaryMin: salary,
    salaryMax: salary,
    /** Years of experience from `experienceMin` to `experienceMax`, inclusive. */
    experienceMin: wholeNumber(0, EXPERIENCE_FILTER_MAX, advancedFilterMessages.experience),
    experienceMax: wholeNumber(0, EXPERIENCE_FILTER_MAX, advancedFilterMessages.experience),
    /** Where they work, any of a comma-separated list: 'remote,hybrid' (`workTypes`). */
    workType: text()
      .max(100)
      .optional()
      .transform((value, ctx) => {
        const named = (value ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
        if (named.length === 0) return undefined;
        const types = named.map(parseWorkType);
        if (types.some((type) => type === null)) {
          ctx.addIssue({ code: 'custom', message: advancedFilterMessages.workType });
          return z.NEVER;
        }
        return workTypes.filter((type) => types.includes(type)) as WorkType[];
      }),
    /** At least this many hours of the working day shared with the company's (its time zone). */
    tzOverlap: wholeNumber(1, TZ_OVERLAP_MAX_HOURS, advancedFilterMessages.tzOverlap),
    /** Usually answers intro requests within this many days (the card's figure, ADR 027). */
    answersWithin: wholeNumber(1, ANSWERS_WITHIN_MAX_DAYS, advancedFilterMessages.answersWithin),
  })
  .refine((query) => (query.page - 1) * query.limit < FEED_MAX_RESULTS, {
    message: feedPageWindowMessage,
    path: ['page'],
  })
  .refine(
    (query) =>
      query.salaryMin === undefined ||
      query.salaryMax === undefined ||
      query.salaryMin <= query.salaryMax,
    { message: advancedFilterMessages.salaryOrder, path: ['salaryMax'] },
  )
  .refine(
    (query) =>
      query.experienceMin === undefined ||
      query.experienceMax === undefined ||
      query.experienceMin <= query.experienceMax,
    { message: advancedFilterMessages.experienceOrder, path: ['experienceMax'] },
  );
export type FeedQuery = z.infer<typeof feedQuerySchema>;
export type FeedQueryInput = z.input<typeof feedQuerySchema>;

export const talentCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  /** 'N years', or '5 years' when unknown (spec 1 §3). */
  experience: z.string(),
  location: z.string(),
  availability: z.string(),
  availabilityDate: z.string().nullable(),
  /** Null when hidden ('Prefer not to disclose') or unknown. */
  salaryRange: z.string().nullable(),
  /**
   * The candidate's current job (the one with no end month in their work history), which the
   * intro request dialog names ("Senior Engineer at Acme", docs/decisions/080); null without one.
   * Feed cards carry it for a signed-in company only (the one who can ask for an intro), and are
   * null for everyone else; the candidate's own page carries it for anyone.
   */
  currentJob: z.object({ title: z.string(), company: z.string() }).nullable(),
  /** The signed-in company's intro with this candidate, if any. */
  intro: introSummarySchema.nullable(),
  /**
   * How the candidate answers intro requests over the last 90 days; null below 3 requests
   * (issue #17, docs/decisions/027). Show it with the web's `ResponsivenessNote`.
   */
  responsiveness: candidateResponsivenessSchema,
  /**
   * For a company with saved preferences, what this candidate matches (issue #15), in the order
   * role, hiring mode, engagement, working hours, budget — e.g. ['Engineering', 'Remote',
   * 'within budget']. Empty otherwise.
   */
  matchReasons: z.array(z.string()),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const feedPageSchema = z.object({
  items: z.array(talentCardSchema),
  /** Matches, counted up to `FEED_TOTAL_CAP` (or the end of this page, if further). */
  total: z.number().int(),
  /** True when there are more matches than `total`: show it as '1,000+'. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The last page known to exist: more may follow when `totalCapped`. */
  pageCount: z.number().int(),
  /** The order applied. */
  sort: z.enum(feedSorts),
  /** True when the viewer can choose 'Best match' (a company that saved preferences). */
  bestMatchAvailable: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * `GET /api/talent/advanced-search`: what the filter bar's Advanced filters section needs
 * (issue #34 item 4, docs/decisions/075) — whether the viewer's plan applies them, and the
 * company's facts the controls explain: its time zone and how many hours each working-hours region
 * overlaps it today, and its budget as a yearly salary range (for 'Use my budget').
 */
export const advancedSearchAccessSchema = z.object({
  /** True for a company on Pro or Enterprise: the filters apply. */
  available: z.boolean(),
  /** 'company' for a company on any plan (Free sees the preview and the upgrade), else 'other'. */
  viewer: z.enum(['company', 'other']),
  /** The company's time zone as chosen (its label), or null: the overlap filter needs one. */
  timeZone: z.string().nullable(),
  /** Hours of the US and EU working days that overlap the company's today; null without a zone. */
  overlapHours: z.object({ US: z.number(), EU: z.number() }).nullable(),
  /** The company's monthly budget × 12, in US dollars; null when it saved none. */
  yearlyBudgetUsd: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
});
export type AdvancedSearchAccess = z.infer<typeof advancedSearchAccessSchema>;

/** The skill chips: the sorted unique skills of approved candidates (spec 1 §5). */
export const skillListSchema = z.array(z.string());

/** The Role select's options: the sorted unique roles of approved candidates (spec 1 §2). */
export const roleListSchema = z.array(z.string());

/**
 * A candidate as the intro confirmation page needs it; contact details only for a company whose
 * intro the candidate has accepted (docs/decisions/013).
 */
export const talentDetailSchema = talentCardSchema.omit({ matchReasons: true }).extend({
  contact: candidateContactSchema.optional(),
  /**
   * For a signed-in company: why it cannot ask this candidate for an intro and how to verify
   * (docs/decisions/079), or null when it may. Absent for everyone else.
   */
  introBlockedReason: z.string().nullable().optional(),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;
