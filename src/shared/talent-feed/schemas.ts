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

/** A text filter in the query string. */
const filter = text().trim().max(100).optional();

/** `GET /api/talent` query; `skills` is a comma-separated list (chips, all required). */
export const feedQuerySchema = z.object({
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
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const feedPageSchema = z.object({
  items: z.array(talentCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
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
export const talentDetailSchema = talentCardSchema.extend({
  contact: candidateContactSchema.optional(),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

/** 'N years' for a number of years, the spec's default otherwise. */
export function formatExperience(years: number | null | undefined): string {
  if (years === null || years === undefined) return DEFAULT_EXPERIENCE;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Lower-cased, without spaces and hyphens: how availability values compare (spec 1 §5). */
export function availabilityKey(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}
