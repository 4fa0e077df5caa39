/**
 * A company's hiring pipeline (issue #34, docs/decisions/074): its shortlists, its team's private
 * notes on candidates, and the stages its team set by hand. Everything here belongs to the company
 * and never reaches the candidate. The board's stages are derived from these and the intros'
 * lifecycle (`src/server/domain/pipeline-stage.ts`); nothing stores a stage the lifecycle decides.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';
import { users } from './users';

/** A company's named shortlist ("Backend Q1"), shared by its team, in the team's order. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's place in the company's order (0 first). */
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** Two lists of one company never share a name, whatever the case. */
    uniqueIndex('shortlists_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('shortlists_company_idx').on(t.companyId, t.position),
  ],
);

/** A candidate on a shortlist: who added them and when. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** The adder's name, copied in so the entry still reads after their account is deleted. */
    addedByName: text('added_by_name').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.candidateId] }),
    index('shortlist_entries_candidate_idx').on(t.candidateId),
  ],
);

/**
 * A team member's private note on a candidate (issue #34 item 2): read by the company's members
 * only, edited by its author only. `mentions` are the members named with `@name`.
 */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_notes_company_candidate_idx').on(t.companyId, t.candidateId, t.createdAt),
  ],
);

/**
 * A stage the team set by hand (issue #34 item 3): `shortlisted`, `hired` or `not_a_fit` (with a
 * reason). One per company and candidate; the pipeline's rules say when it holds
 * (`src/server/domain/pipeline-stage.ts`).
 */
export const pipelineMarks = pgTable(
  'pipeline_marks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    reason: text('reason'),
    movedBy: uuid('moved_by').references(() => users.id, { onDelete: 'set null' }),
    movedByName: text('moved_by_name').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId] })],
);
