/**
 * The talent feed (spec 1 §2 "Talent feed", §3 "Talent", §5 "Talent feed filtering"): the query the
 * page sends (also its URL query), the card it shows and the page of results.
 */
import { z } from 'zod';
import { text } from '../http/text';
import { candidateContactSchema, introSummarySchema } from '../intro-requests/schemas';
import { candidateResponsivenessSchema } from '../responsiveness/schemas';

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

/** Availability filter options (spec 1 §3 "values seen" and spec 2 §3 profile options). */
export const availabilityFilterOptions = [
  'Available Now',
  '2 Weeks Notice',
  '1-2 weeks',
  'Open to chat',
  'full-time',
  'part-time',
  'contract',
] as const;

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

/** A text filter in the query string. */
const filter = text().trim().max(100).optional();

/** `GET /api/talent` query; `skills` is a comma-separated list (chips, all required). */
export const feedQuerySchema = z
  .object({
    q: filter,
    role: filter,
    location: filter,
    availability: filter,
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
  })
  .refine((query) => (query.page - 1) * query.limit < FEED_MAX_RESULTS, {
    message: feedPageWindowMessage,
    path: ['page'],
  });
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
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

/** 'N years' for a number of years, the spec's default otherwise. */
export function formatExperience(years: number | null | undefined): string {
  if (years === null || years === undefined) return DEFAULT_EXPERIENCE;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** '1,000+' when capped, else the number: how the feed writes its total (issue #14). */
export function formatFeedTotal(total: number, capped: boolean): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

/** Lower-cased, without spaces and hyphens: how availability values compare (spec 1 §5). */
export function availabilityKey(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}
