/**
 * Intro requests and their meeting (spec 1 §3–§4, spec 2 §3–§4). One row per company/candidate
 * pair; a re-request resets the row. The candidate answers through a random single-use link whose
 * SHA-256 is stored here (DESIGN.md "Departures").
 */
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';
import { candidateResponse, introStatus } from './enums';

export const introRequests = pgTable(
  'intro_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    status: introStatus('status').notNull().default('requested'),
    message: text('message'),
    roleDescription: text('role_description'),
    meetingScheduled: boolean('meeting_scheduled').notNull().default(false),
    meetingMarkedByCompany: boolean('meeting_marked_by_company').notNull().default(false),
    meetingTime: timestamp('meeting_time', { withTimezone: true }),
    meetingReminderSentAt: timestamp('meeting_reminder_sent_at', { withTimezone: true }),
    meetingCompleted: boolean('meeting_completed').notNull().default(false),
    candidateResponse: candidateResponse('candidate_response'),
    candidateResponseDate: timestamp('candidate_response_date', { withTimezone: true }),
    responseTokenHash: text('response_token_hash'),
    /** When the company (last) requested the intro: spec "timestamp". */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intro_requests_company_candidate_key').on(t.companyId, t.candidateId),
    uniqueIndex('intro_requests_response_token_key').on(t.responseTokenHash),
    index('intro_requests_company_requested_idx').on(
      t.companyId,
      t.requestedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('intro_requests_candidate_requested_idx').on(
      t.candidateId,
      t.requestedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('intro_requests_status_idx').on(t.status, t.requestedAt.desc().nullsFirst()),
  ],
);
