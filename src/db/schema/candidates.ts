/**
 * Candidates (spec 2 §3 "Candidate"; spec 1 §3 "Talent"). Only `approved` ones reach the talent feed.
 * `search_text` (name, role, location and skills, lower-cased) is kept by a database trigger and
 * indexed with pg_trgm for the feed search (spec 1 §5 "Talent feed filtering").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PausedBy } from '../../shared/candidates/availability';
import type { CandidateVisibility } from '../../shared/candidates/constants';
import { candidateOnboardingStatus, candidateStatus } from './enums';
import { users } from './users';

export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Current or most recent role. */
    role: text('role').notNull(),
    /** Years of experience; shown as 'N years' ('5 years' when missing, spec 1 §2). */
    experienceYears: integer('experience_years'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location').notNull().default('Remote'),
    /**
     * One of `availabilityOptions` — 'full-time', 'part-time', 'contract' — or '' when never
     * stated (migration 0023, docs/decisions/056-one-availability-vocabulary.md).
     */
    availability: text('availability').notNull().default(''),
    /** `availability` without spaces and hyphens, lower-cased (spec 1 §5). */
    availabilityKey: text('availability_key').generatedAlwaysAs(
      sql`lower(regexp_replace(availability, '[[:space:]-]', '', 'g'))`,
    ),
    availabilityDate: date('availability_date'),
    portfolioUrl: text('portfolio_url'),
    linkedinUrl: text('linkedin_url'),
    githubUrl: text('github_url'),
    personalSiteUrl: text('personal_site_url'),
    /**
     * Links the candidate shows before an intro (docs/decisions/080): off by default; LinkedIn is
     * never among them (docs/decisions/013).
     */
    showGithubBeforeIntro: boolean('show_github_before_intro').notNull().default(false),
    showPortfolioBeforeIntro: boolean('show_portfolio_before_intro').notNull().default(false),
    showPersonalSiteBeforeIntro: boolean('show_personal_site_before_intro')
      .notNull()
      .default(false),
    bio: text('bio'),
    /** Key of the résumé in file storage, or null. */
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    calendarUrl: text('calendar_url'),
    consent: boolean('consent').notNull().default(false),
    status: candidateStatus('status').notNull().default('pending'),
    onboardingStatus: candidateOnboardingStatus('onboarding_status')
      .notNull()
      .default('pending_review'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hourly rate in whole US dollars. */
    hourlyRate: integer('hourly_rate'),
    salaryRange: text('salary_range'),
    notes: text('notes'),
    searchText: text('search_text').notNull().default(''),
    /**
     * Each work-history title and company, one per line in the candidate's order, kept by a trigger
     * on `candidate_work_history` and part of `search_text` (docs/decisions/080).
     */
    workHistoryText: text('work_history_text').notNull().default(''),
    /**
     * Open to intros (docs/decisions/028): null while open; when paused, the time and by whom
     * ('candidate' from the dashboard, 'no_answer' when the 30-day check went unanswered for 7
     * days). A paused candidate is out of the feed and gets no new intro requests.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedBy: text('paused_by').$type<PausedBy>(),
    /** Start of the 30-day clock: approval, or the last time they said they are still open. */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When the "still open to intros?" e-mail went out and is unanswered; null otherwise. */
    availabilityAskedAt: timestamp('availability_asked_at', { withTimezone: true }),
    /** SHA-256 of the latest one-click confirmation link, and when that link was sent. */
    availabilityTokenHash: text('availability_token_hash'),
    availabilityLinkSentAt: timestamp('availability_link_sent_at', { withTimezone: true }),
    /**
     * The 1- and 2-character substrings of `search_text` within one field, GIN-indexed: one- and
     * two-character searches use this index (trigrams need three characters; docs/decisions/031).
     */
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(sql`candidate_search_grams(search_text)`),
    /**
     * What 'Best match' compares with a company's preferences (issue #15, docs/decisions/033), derived
     * from the profile by the database: the role's family (one of the company primary roles), the
     * work mode and region named by the location, the kind of work named by the availability, and
     * the annual salary range in whole US dollars. Null when the profile does not say.
     */
    roleFamily: text('role_family').generatedAlwaysAs(sql`candidate_role_family(role)`),
    workMode: text('work_mode').generatedAlwaysAs(sql`candidate_work_mode(location)`),
    workRegion: text('work_region').generatedAlwaysAs(sql`candidate_work_region(location)`),
    engagementKind: text('engagement_kind').generatedAlwaysAs(
      sql`candidate_engagement_kind(availability)`,
    ),
    salaryLowUsd: integer('salary_low_usd').generatedAlwaysAs(
      sql`candidate_salary_usd(salary_range, 1)`,
    ),
    salaryHighUsd: integer('salary_high_usd').generatedAlwaysAs(
      sql`candidate_salary_usd(salary_range, 2)`,
    ),
    /**
     * Who may see the candidate (docs/decisions/060, 081): 'everyone' (the default) or
     * 'signed_in_companies' — signed-in companies and admins only.
     */
    visibility: text('visibility').$type<CandidateVisibility>().notNull().default('everyone'),
    /**
     * "Only verified companies can send me intros" (issue #35 part 3, docs/decisions/079): when
     * set, a company without a verified domain cannot ask. Off by default.
     */
    verifiedCompaniesOnly: boolean('verified_companies_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, by status (the admin lists).
    index('candidates_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The feed's own order over the candidates it shows: a newest-first page and its capped total
    // read index entries only, never table rows (docs/decisions/042).
    index('candidates_feed_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'approved' and paused_at is null`),
    index('candidates_skills_gin_idx').using('gin', t.skills),
    index('candidates_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('candidates_role_trgm_idx').using('gin', sql`lower(${t.role}) gin_trgm_ops`),
    index('candidates_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('candidates_availability_key_idx').on(t.availabilityKey),
    uniqueIndex('candidates_availability_token_key').on(t.availabilityTokenHash),
    // The availability timers' prefilters (docs/decisions/028): only open, approved candidates.
    index('candidates_availability_ask_idx')
      .on(t.availabilityConfirmedAt)
      .where(sql`status = 'approved' and paused_at is null and availability_asked_at is null`),
    index('candidates_availability_lapse_idx')
      .on(t.availabilityAskedAt)
      .where(sql`status = 'approved' and paused_at is null and availability_asked_at is not null`),
    index('candidates_search_grams_gin_idx').using('gin', t.searchGrams),
    check(
      'candidates_visibility_check',
      sql`${t.visibility} in ('everyone', 'signed_in_companies')`,
    ),
  ],
);
