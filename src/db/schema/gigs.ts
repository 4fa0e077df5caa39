/**
 * Gigs: paid trial projects (spec 2 §3 "Gig", §4 "Gig"). Budget, duration and role category hold
 * the spec's option labels; a gig proposed to a candidate names them in `preferred_candidate_id`.
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';
import { users } from './users';
import { candidateResponse, gigStatus } from './enums';

export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who posted it; null once their account is deleted (decision 073). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    roleCategory: text('role_category').notNull(),
    description: text('description').notNull(),
    deliverables: text('deliverables').notNull(),
    estimatedDuration: text('estimated_duration').notNull(),
    budgetRange: text('budget_range').notNull(),
    preferredCandidateId: uuid('preferred_candidate_id').references(() => candidates.id, {
      onDelete: 'cascade',
    }),
    startDate: date('start_date').notNull(),
    status: gigStatus('status').notNull().default('open'),
    /** Candidate views: full-time, part-time, contract, freelance. */
    type: text('type'),
    location: text('location'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    candidateResponse: candidateResponse('candidate_response'),
    candidateResponseDate: timestamp('candidate_response_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gigs_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('gigs_candidate_created_idx').on(t.preferredCandidateId, t.createdAt.desc().nullsFirst()),
    index('gigs_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
