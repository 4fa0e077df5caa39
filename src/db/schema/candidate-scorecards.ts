/**
 * Scorecards (issue #35 part 5, docs/decisions/078-a-scorecard-to-approve.md): one row per vetting
 * decision of an admin on a candidate. An approval carries every criterion's rating (1–4) and note;
 * a rejection its reason category and an optional internal note. `submitted_at` is when the
 * candidate signed up, so the time to vet (the admin page's median) is `created_at - submitted_at`
 * from this table alone. The candidate's profile shows only the latest approval's date and the
 * criteria rated 3 or 4.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RejectionReason, ScorecardCriteria } from '../../shared/admin/scorecard';
import { candidates } from './candidates';
import { users } from './users';

export const candidateScorecards = pgTable(
  'candidate_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The admin who decided; null once their account is deleted. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'approved' or 'rejected'. */
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    /** An approval's ratings and notes per criterion; null for a rejection. */
    criteria: jsonb('criteria').$type<ScorecardCriteria>(),
    /** A rejection's reason category; null for an approval. */
    reason: text('reason').$type<RejectionReason>(),
    /** A rejection's internal note (admins only). */
    note: text('note'),
    /** When the candidate signed up (the start of their wait). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When the admin decided. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The candidate's latest decision (the profile's summary).
    index('candidate_scorecards_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    // The decisions of the last 30 days (the median time to vet).
    index('candidate_scorecards_created_idx').on(t.createdAt),
    index('candidate_scorecards_admin_idx').on(t.adminId),
    check(
      'candidate_scorecards_decision_check',
      sql`(${t.decision} = 'approved' and ${t.criteria} is not null and ${t.reason} is null)
        or (${t.decision} = 'rejected' and ${t.reason} is not null and ${t.criteria} is null)`,
    ),
  ],
);
