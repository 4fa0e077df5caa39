/**
 * A candidate's work history (issue #35 part 4, docs/decisions/080-work-history-and-pre-intro-
 * links.md): each job with company, title, start and end month ('YYYY-MM'; no end month = the
 * current job, at most one), a one-line summary, and the company's web domain when the candidate
 * gives it (what hides a candidate from their current employer reads). `position` orders the
 * list as the candidate arranged it (0 first). Titles and companies reach the feed search through
 * `candidates.work_history_text`, kept by a trigger (migration 0035).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';

export const candidateWorkHistory = pgTable(
  'candidate_work_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    /** The company's web domain, lower-cased (e.g. 'acme.com'), or null. */
    companyDomain: text('company_domain'),
    /**
     * `companyNameKey(company)` (docs/decisions/081): what hides a current job's candidate from a
     * company of that name, former names included.
     */
    companyNameKey: text('company_name_key').notNull().default(''),
    title: text('title').notNull(),
    /** 'YYYY-MM'. */
    startMonth: text('start_month').notNull(),
    /** 'YYYY-MM', or null for the current job. */
    endMonth: text('end_month'),
    /** One line of what they did; '' for none. */
    summary: text('summary').notNull().default(''),
    /** Order in the candidate's list, 0 first. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_work_history_candidate_idx').on(t.candidateId, t.position),
    // Who works at company K now (docs/decisions/081): by name key and by domain.
    index('candidate_work_history_current_name_idx')
      .on(t.companyNameKey)
      .where(sql`end_month is null`),
    index('candidate_work_history_current_domain_idx')
      .on(t.companyDomain)
      .where(sql`end_month is null`),
    // At most one current job per candidate (docs/decisions/080).
    uniqueIndex('candidate_work_history_one_current_key')
      .on(t.candidateId)
      .where(sql`end_month is null`),
    check(
      'candidate_work_history_months_check',
      sql`${t.startMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and (${t.endMonth} is null or (${t.endMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ${t.endMonth} >= ${t.startMonth}))`,
    ),
  ],
);
