/**
 * The e-mail outbox (spec 1 §3 "Email log entry", spec 2 §3 "Other"; DESIGN.md "Background work").
 * A row is written in the transaction of the change that causes it and delivered by the worker.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { emailStatus } from './enums';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    to: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** A calendar invitation sent with the message (issue #17): METHOD and iCalendar text. */
    calendarMethod: text('calendar_method'),
    calendarIcs: text('calendar_ics'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: emailStatus('status').notNull().default('queued'),
    provider: text('provider'),
    messageId: text('message_id'),
    statusCode: integer('status_code'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    userDeleted: boolean('user_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    index('outbox_emails_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('outbox_emails_to_gin_idx').using('gin', t.to),
  ],
);
