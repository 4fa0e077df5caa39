/**
 * Conversations between a company and a candidate (issue #16; docs/decisions/037). One row per
 * accepted intro, opened and closed only by what `src/server/domain/intro-lifecycle.ts` decides
 * (and closed when either account is deleted). The parties are kept as plain references that
 * turn null when an account goes, so the other side still reads what it wrote.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';
import { introRequests } from './intro-requests';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    introRequestId: uuid('intro_request_id').references(() => introRequests.id, {
      onDelete: 'set null',
    }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    /** Names kept for the other side once an account is deleted. */
    companyName: text('company_name').notNull(),
    candidateName: text('candidate_name').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the conversation takes no new messages; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it closed: the intro's status ('declined', 'expired', 'stale', …) or 'account_deleted'. */
    closedReason: text('closed_reason'),
  },
  (t) => [
    uniqueIndex('conversations_intro_key').on(t.introRequestId),
    index('conversations_company_idx').on(t.companyId),
    index('conversations_candidate_idx').on(t.candidateId),
  ],
);

/** Plain-text messages (≤ 5,000 characters). `read_at`: when the other party first saw it. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the unread-message e-mail covering this message was queued (once per run of unread). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.sentAt.desc(), t.id.desc()),
    index('messages_unread_idx')
      .on(t.conversationId, t.sentAt)
      .where(sql`read_at is null`),
  ],
);

/** A party's report of a conversation: lets the admin read it, read-only (issue #16). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id'),
    reporterRole: text('reporter_role').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_reports_conversation_idx').on(t.conversationId),
    index('conversation_reports_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * What each user's live stream carries (issue #16): written in the transaction of the change,
 * announced with `pg_notify` on commit, replayed after a `Last-Event-ID`. `id` is the table's own
 * key and never leaves the server; `seq` numbers each user's events 1, 2, 3, … in commit order
 * (the writer holds a per-user advisory lock and counts on `stream_event_counters`) and is the
 * stream's event id, so a user's ids tell nothing about anyone else's events (issue #31;
 * docs/decisions/064-stream-ids-per-user.md).
 */
export const streamEvents = pgTable(
  'stream_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stream_events_user_seq_idx').on(t.userId, t.seq)],
);

/**
 * The last `seq` given to each user's stream events (docs/decisions/064-stream-ids-per-user.md):
 * bumped by the statement that appends them, under the user's advisory lock. Part of the
 * stream-event log; written only by `stream-events.repo.ts`.
 */
export const streamEventCounters = pgTable('stream_event_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * A user's message settings (issue #16): `message_emails` — an e-mail about messages unread for
 * 10 minutes. No row: the default (on).
 */
export const messageSettings = pgTable('message_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messageEmails: boolean('message_emails').notNull().default(true),
});
