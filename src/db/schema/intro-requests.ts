/**
 * Intro requests and their meeting (spec 1 §3–§4, spec 2 §3–§4). One row per company/candidate
 * pair; a re-request resets the row. The candidate answers through a random single-use link whose
 * SHA-256 is stored here (DESIGN.md "Departures").
 *
 * The life of the request is stored once: `status` says where it is, and each step has its time
 * (docs/decisions/012). Only `src/server/domain/intro-lifecycle.ts` decides these columns; the
 * spec's meeting flags and the candidate's response are derived from them (`introFacts`).
 */
import { sql } from 'drizzle-orm';
import {
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
import { candidates } from './candidates';
import { companies } from './companies';
import { users } from './users';
import { introOutcome, introSide, introStatus } from './enums';
import type {
  CompensationCurrency,
  CompensationKind,
  CompensationPeriod,
} from '../../shared/intro-requests/compensation';

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
    /** The member who (last) requested it; null once their account is deleted (decision 073). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: introStatus('status').notNull().default('requested'),
    message: text('message'),
    roleDescription: text('role_description'),
    /**
     * The pay the request states (issue #35, docs/decisions/077): kind, currency, whole-unit
     * min–max and period; all null on requests made before pay was required ("Not stated").
     */
    compensationKind: text('compensation_kind').$type<CompensationKind>(),
    compensationCurrency: text('compensation_currency').$type<CompensationCurrency>(),
    compensationMin: integer('compensation_min'),
    compensationMax: integer('compensation_max'),
    compensationPeriod: text('compensation_period').$type<CompensationPeriod>(),
    responseTokenHash: text('response_token_hash'),
    /** When the company (last) requested the intro: spec "timestamp". */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate (or an admin for them) answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the company opened scheduling. */
    meetingScheduledAt: timestamp('meeting_scheduled_at', { withTimezone: true }),
    /** When the company confirmed the call booked ('Call Booking Confirmed'). */
    callBookedAt: timestamp('call_booked_at', { withTimezone: true }),
    /** When the call takes place. */
    meetingTime: timestamp('meeting_time', { withTimezone: true }),
    meetingCompletedAt: timestamp('meeting_completed_at', { withTimezone: true }),
    /** When the booking reminder went out (once per intro, spec 1 §4). */
    meetingReminderSentAt: timestamp('meeting_reminder_sent_at', { withTimezone: true }),
    /** When the candidate was reminded to answer (once, issue #17). */
    candidateReminderSentAt: timestamp('candidate_reminder_sent_at', { withTimezone: true }),
    /** When the 24-hour and 1-hour reminders of the booked call went out. */
    callReminder24hSentAt: timestamp('call_reminder_24h_sent_at', { withTimezone: true }),
    callReminder1hSentAt: timestamp('call_reminder_1h_sent_at', { withTimezone: true }),
    /** Slots: the starts of the 30-minute times offered for the call, and by whom. */
    slots: timestamp('slots', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    slotsOfferedBy: introSide('slots_offered_by'),
    /** The last cancelled call. */
    callCancelledAt: timestamp('call_cancelled_at', { withTimezone: true }),
    callCancelledBy: introSide('call_cancelled_by'),
    callCancelReason: text('call_cancel_reason'),
    /** The company's decision after the call (issue #17). */
    outcome: introOutcome('outcome'),
    outcomeReason: text('outcome_reason'),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** When the request expired or closed as stale. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** SEQUENCE of the call's calendar invitation, raised on every change. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The month (UTC, first day) whose free allowance this request used; null when none. */
    countedMonth: date('counted_month'),
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
    check(
      'intro_requests_compensation_check',
      sql`(${t.compensationKind} is null and ${t.compensationCurrency} is null and ${t.compensationMin} is null and ${t.compensationMax} is null and ${t.compensationPeriod} is null) or (${t.compensationKind} in ('salary', 'rate') and ${t.compensationCurrency} is not null and ${t.compensationPeriod} in ('year', 'day', 'hour') and ${t.compensationMin} <= ${t.compensationMax})`,
    ),
  ],
);
