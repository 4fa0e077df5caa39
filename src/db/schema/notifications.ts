/**
 * Notifications (issue #16; docs/decisions/040): what happened to a company or a candidate, for the
 * bell. Written in the transaction of the event that causes it; removed with the account. The
 * intro, gig or conversation it concerns may go (set null): the words and the link stay.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData } from '../../shared/notifications/schemas';
import { conversations } from './conversations';
import { gigs } from './gigs';
import { introRequests } from './intro-requests';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of `notificationKinds` (src/shared/notifications/schemas.ts). */
    kind: text('kind').notNull(),
    introRequestId: uuid('intro_request_id').references(() => introRequests.id, {
      onDelete: 'set null',
    }),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** The words the sentence is built from: the other party's name, a gig title, a count. */
    data: jsonb('data').$type<NotificationData>().notNull(),
    /** The page to act on, from the shared page table (`paths`). */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    // One unread "new message" notification per conversation and reader (docs/decisions/040).
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.conversationId)
      .where(sql`kind = 'new_message' and read_at is null`),
  ],
);
