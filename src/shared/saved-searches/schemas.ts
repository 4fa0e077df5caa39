/**
 * Saved searches and alerts (issue #34 item 5, docs/decisions/076): a member saves the feed's
 * search, filters and order under a name and chooses how often to hear of candidates who newly
 * match it. The stored query is the feed's URL query (`feedQuerySchema`'s input, without the page),
 * so opening a saved search is opening the feed with it; both sides check it with the feed's schema.
 */
import { z } from 'zod';
import { text } from '../http/text';
import { feedQuerySchema } from '../talent-feed/schemas';

/** How often a saved search e-mails: never, soon after a match, each morning, Monday mornings. */
export const alertFrequencies = ['off', 'instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** The alert select's labels. */
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  off: 'Off',
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** The local hour daily and weekly alerts go out at (weekly: on Mondays), in the member's zone. */
export const ALERT_LOCAL_HOUR = 8;
/** Candidates listed in one alert e-mail; the rest are behind the feed link. */
export const ALERT_EMAIL_MAX_CANDIDATES = 10;
/** Longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one member may keep. */
export const SAVED_SEARCHES_PER_MEMBER = 50;

/** The texts of saved searches, server and web. */
export const savedSearchTexts = {
  nameRequired: 'Please enter a name for this search.',
  nameTooLong: `Name must be ${SAVED_SEARCH_NAME_MAX} characters or fewer.`,
  nameTaken: 'You already have a saved search with this name.',
  alertInvalid: 'Alerts must be Off, Instant, Daily or Weekly.',
  queryInvalid: 'This search cannot be saved: one of its filters is not valid.',
  timeZoneInvalid: 'Time zone must be an IANA time zone such as Europe/Berlin.',
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_MEMBER} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found.',
  nothingToChange: 'Change the name or the alert.',
  unsubscribeNotFound: 'This unsubscribe link is not valid.',
  saved: 'Search saved',
  unsubscribed: 'Alerts turned off',
};

/** Query keys that are not part of a saved search: the page is where the reader was, not what. */
const unsavedKeys = new Set(['page', 'limit']);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A feed query as its URL carries it (`?role=Engineering&skills=React`), without the page; valid
 * when the feed's own schema accepts it. Empty values are left out.
 */
export const savedQuerySchema = z
  .record(z.string().max(40), text().max(1000))
  .transform((query) =>
    Object.fromEntries(
      Object.entries(query).filter(([key, value]) => !unsavedKeys.has(key) && value.trim() !== ''),
    ),
  )
  .superRefine((query, ctx) => {
    if (Object.keys(query).length > 30 || !feedQuerySchema.safeParse(query).success)
      ctx.addIssue({ code: 'custom', message: savedSearchTexts.queryInvalid });
  });
export type SavedQuery = z.infer<typeof savedQuerySchema>;

const nameSchema = text()
  .trim()
  .min(1, savedSearchTexts.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, savedSearchTexts.nameTooLong);
const alertSchema = z.enum(alertFrequencies, { error: savedSearchTexts.alertInvalid });

/** `POST /api/saved-searches`: the feed's query now, a name, the alert and the browser's zone. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  query: savedQuerySchema,
  alert: alertSchema.default('off'),
  /** The member's IANA time zone (the browser's); absent: the company's, else UTC. */
  timeZone: text().max(64).refine(isTimeZone, savedSearchTexts.timeZoneInvalid).optional(),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** `PATCH /api/saved-searches/:id`: rename, or change the alert (at least one). */
export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), alert: alertSchema.optional() })
  .refine((body) => body.name !== undefined || body.alert !== undefined, {
    message: savedSearchTexts.nothingToChange,
  });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

/** A saved search as its owner sees it. */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  alert: z.enum(alertFrequencies),
  timeZone: z.string(),
  createdAt: z.string(),
  /** The last alert e-mailed for it; null before the first. */
  lastAlertAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /api/saved-searches`: the member's own, newest first. */
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** What the one-click unsubscribe answers: the search whose alerts are now off. */
export const unsubscribeResultSchema = z.object({
  name: z.string(),
  alert: z.literal('off'),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** Human names of the feed's query keys, for a search's one-line summary. */
const summaryLabels: Record<string, string> = {
  q: 'Search',
  role: 'Role',
  location: 'Location',
  availability: 'Availability',
  skills: 'Skills',
  sort: 'Order',
  salaryMin: 'Salary from',
  salaryMax: 'Salary to',
  experienceMin: 'Experience from',
  experienceMax: 'Experience to',
  workType: 'Work type',
  tzOverlap: 'Time-zone overlap (hours)',
  answersWithin: 'Answers within (days)',
};

/**
 * A saved query in one line: "Role: Engineering · Skills: React, Go"; "All candidates" when it
 * filters nothing.
 */
export function summarizeSavedQuery(query: Record<string, string>): string {
  const parts = Object.entries(query)
    .filter(([key, value]) => value && !unsavedKeys.has(key))
    .map(([key, value]) => `${summaryLabels[key] ?? key}: ${value.split(',').join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : 'All candidates';
}
