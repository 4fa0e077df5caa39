/**
 * Responsiveness, kept as events happen (issue #17; docs/decisions/027): per candidate, per UTC
 * day on which requests were settled (answered or expired), how many settled after how many days
 * (0 = expired unanswered); per company, its accepted intros and those in which it booked a call.
 * Written by the intro lifecycle's effects in the transaction of the event; read by the feed.
 */
import { integer, pgTable, primaryKey, date, smallint, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';

export const candidateAnswerDays = pgTable(
  'candidate_answer_days',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The UTC day the request was answered or expired. */
    day: date('day').notNull(),
    /** Whole days it took to answer, rounded up (at least 1); 0 for a request that expired. */
    answerDays: smallint('answer_days').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.day, t.answerDays] })],
);

export const companyBookingStats = pgTable('company_booking_stats', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Intros of this company that candidates accepted. */
  accepted: integer('accepted').notNull().default(0),
  /** Of those, the ones in which a call got booked. */
  booked: integer('booked').notNull().default(0),
});
