/**
 * A company's public profile (issue #15 "Company profile, and Browse Companies"): the fields a
 * company edits in its Account tab, what candidates see on `/companies/{id}` and in Browse
 * Companies on `/talent` (spec 1 §2: titled 'Browse Companies' for candidates), and the list query.
 */
import { z } from 'zod';
import { companyBookingRateSchema } from '../responsiveness/schemas';
import { text } from '../http/text';
import { optionalUrl } from '../http/urls';

export const COMPANY_DESCRIPTION_MAX = 500;
export const HEADQUARTERS_MAX = 100;
export const COMPANIES_PAGE_SIZE = 24;

export const companySizes = ['1–10', '11–50', '51–200', '201–1,000', '1,000+'] as const;
export const companyStages = [
  'Pre-seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C+',
  'Bootstrapped',
  'Public',
] as const;

export const companyPageMessages = {
  descriptionTooLong: 'The description must be 500 characters or less.',
  headquartersTooLong: `Headquarters must be ${HEADQUARTERS_MAX} characters or less.`,
  websiteInvalid: 'Please enter a valid URL (e.g. https://yourcompany.com).',
  sizeInvalid: 'Please choose a company size from the list.',
  stageInvalid: 'Please choose a stage from the list.',
} as const;

/**
 * The public profile fields of the Account tab; an empty text or '' choice means none. Optional, so
 * an older client that sends only name, roles and zone still saves.
 */
export const companyPublicFields = {
  website: optionalUrl(companyPageMessages.websiteInvalid).optional(),
  description: text()
    .trim()
    .max(COMPANY_DESCRIPTION_MAX, companyPageMessages.descriptionTooLong)
    .optional(),
  companySize: z.enum([...companySizes, ''], { error: companyPageMessages.sizeInvalid }).optional(),
  stage: z.enum([...companyStages, ''], { error: companyPageMessages.stageInvalid }).optional(),
  headquarters: text()
    .trim()
    .max(HEADQUARTERS_MAX, companyPageMessages.headquartersTooLong)
    .optional(),
};

/** `GET /api/companies/{id}` and each item of `GET /api/companies`. */
export const companyPageSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  companySize: z.string().nullable(),
  stage: z.string().nullable(),
  headquarters: z.string().nullable(),
  /** The time zone from the Account tab. */
  /** Null until the company chooses one (issue #30). */
  timezone: z.string().nullable(),
  /** What they hire for (spec 1 §3 hiringRoles), and from the preferences the primary roles. */
  hiringRoles: z.array(z.string()),
  primaryRoles: z.array(z.string()),
  /** How they work (spec 1 §3 "Company preferences"); the budget stays private. */
  hiringMode: z.string().nullable(),
  engagementTypes: z.array(z.string()),
  timeZoneOverlap: z.string().nullable(),
  memberSince: z.string(),
  /**
   * The share of its accepted intros in which it booked a call; null below 3 (issue #17,
   * docs/decisions/027).
   */
  bookingRate: companyBookingRateSchema,
  /** Its first verified domain for the Verified badge (docs/decisions/079), or null. */
  verifiedDomain: z.string().nullable(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** `GET /api/companies` query: searched by name, description, roles and headquarters. */
export const companyListQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMPANIES_PAGE_SIZE),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
export type CompanyListQueryInput = z.input<typeof companyListQuerySchema>;

export const companyListPageSchema = z.object({
  items: z.array(companyPageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type CompanyListPage = z.infer<typeof companyListPageSchema>;

export const browseCompaniesTexts = {
  title: 'Browse Companies',
  hero: 'Startups hiring through warm intros',
  searchPlaceholder: 'Search by company, role or city...',
  loading: 'Loading Companies...',
  emptyTitle: 'No Companies Found',
  emptyText: 'No company matches your search. Try another word or clear the search.',
} as const;
