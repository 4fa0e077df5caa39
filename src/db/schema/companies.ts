/**
 * Companies, their onboarding preferences and monthly plan usage
 * (spec 1 §3 "Company", "Company preferences"; spec 2 §3 "Company (as seen by admin)").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyOnboardingStatus, companyStatus, planTier } from './enums';

export const companies = pgTable(
  'companies',
  {
    /**
     * Drawn at signup as the founder's user id, but no longer tied to any user: the team's
     * members are `company_members` (docs/decisions/073, superseding 001's id rule).
     */
    id: uuid('id').primaryKey(),
    companyName: text('company_name').notNull(),
    /** The contact person's full name. */
    fullName: text('full_name').notNull(),
    /** The contact's role: Founder, CTO, Head of Talent, Other. */
    contactRole: text('contact_role').notNull(),
    hiringRoles: text('hiring_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hiringNeeds: text('hiring_needs'),
    website: text('website'),
    /** Public profile (issue #15): a short description (≤ 500 characters), size, stage, headquarters. */
    description: text('description'),
    companySize: text('company_size'),
    stage: text('stage'),
    headquarters: text('headquarters'),
    planTier: planTier('plan_tier').notNull().default('free'),
    /**
     * When the paid plan's current period ends: it renews then, or ends when
     * `planEndsAtPeriodEnd` (docs/decisions/058-a-plan-you-can-manage.md). Null on Free and
     * Enterprise.
     */
    planPeriodEnd: timestamp('plan_period_end', { withTimezone: true }),
    /** The owner cancelled: the company moves to Free at `planPeriodEnd`. */
    planEndsAtPeriodEnd: boolean('plan_ends_at_period_end').notNull().default(false),
    status: companyStatus('status').notNull().default('active'),
    onboardingStatus: companyOnboardingStatus('onboarding_status')
      .notNull()
      .default('pending_preferences'),
    /** Chosen in the account tab; null until then (issue #30: nothing shown that was not chosen). */
    timezone: text('timezone'),
    /** Lifetime count of intro requests created (spec 1 §3 introRequestCount). */
    introRequestCount: integer('intro_request_count').notNull().default(0),
    /** Internal admin notes; never sent to the company. */
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_created_at_idx').on(t.createdAt),
    index('companies_plan_tier_idx').on(t.planTier),
    index('companies_name_lower_idx').on(sql`lower(${t.companyName})`),
  ],
);

/** Skipping onboarding stores null mode/overlap, empty lists and a [0,0] budget (spec 1 §3). */
export const companyPreferences = pgTable('company_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  hiringMode: text('hiring_mode'),
  engagementTypes: text('engagement_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  primaryRoles: text('primary_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  timeZoneOverlap: text('time_zone_overlap'),
  /** Monthly budget range in whole US dollars. */
  monthlyBudgetLow: integer('monthly_budget_low').notNull().default(0),
  monthlyBudgetHigh: integer('monthly_budget_high').notNull().default(0),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** New intro requests per company per calendar month, UTC (DESIGN.md "Departures": free limit). */
export const planUsage = pgTable(
  'plan_usage',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** First day of the month (UTC). */
    month: date('month').notNull(),
    introRequests: integer('intro_requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * The receipts of a company's simulated plan periods (docs/decisions/058-a-plan-you-can-manage.md):
 * one per paid period, at upgrade and at each renewal. Nothing is charged; a receipt records what
 * a real invoice would say.
 */
export const planReceipts = pgTable(
  'plan_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: planTier('plan').notNull(),
    amountUsd: integer('amount_usd').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_receipts_company_idx').on(t.companyId, t.issuedAt)],
);
