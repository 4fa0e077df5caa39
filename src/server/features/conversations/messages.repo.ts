/**
 * SQL for the `messages` table (issue #16): sending (one statement with its notification and
 * stream events), keyset pages of a conversation, marking
 * read, unread counts, the unread-message e-mail claims, a user's export and erasure.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepareSql, preparedFor } from '../../../db/prepared';
import { conversations, messages } from '../../../db/schema';
import { newMessageNotificationPayload, upsertMessageNotificationsSql } from '../notifications';
import {
  appendEventsCtes,
  toAppended,
  type AppendedEvent,
} from '../../platform/stream-events.repo';

export type MessageRow = typeof messages.$inferSelect;

export interface SentMessage {
  /** Whether the conversation is closed (then nothing was written). */
  closed: boolean;
  /** The sender's side in the conversation. */
  senderRole: 'company' | 'candidate';
  /** The stream events appended (committed), to announce. */
  appended: AppendedEvent[];
}

/**
 * Sends a message in one statement, so in one round trip and one transaction (issue #16 "sending
 * ≥ 1,000 messages/s"; docs/decisions/045): takes a shared lock on the conversation if `senderId`
 * is a party (a close waits for the sends in flight, and they for it); if it is open, inserts the
 * message, writes or counts up the reader's unread "new message" notification
 * (`upsertMessageNotificationsSql`) and appends the stream events — the message to both parties
 * (`message` plus `mine` and `senderRole`) and the notification to the reader — with the stream's
 * per-user locks (`appendEventsCtes`). The statement commits on its own: call it outside a
 * transaction and announce `appended` after it (`notifyEvents`).
 * @param values.message the message as both parties see it, without `mine` and `senderRole`.
 * @returns undefined when there is no such conversation of the sender's; `closed` when it takes
 * no messages (nothing written).
 */
export async function insertMessageWithEvents(
  db: Db,
  values: {
    id: string;
    conversationId: string;
    senderId: string;
    body: string;
    sentAt: Date;
    message: Record<string, unknown>;
    notificationLink: string;
  },
): Promise<SentMessage | undefined> {
  const {
    rows: [row],
  } = await preparedFor(db, 'send_message', prepareSend).execute({
    id: values.id,
    conversationId: values.conversationId,
    senderId: values.senderId,
    body: values.body,
    sentAt: values.sentAt.toISOString(),
    message: JSON.stringify(values.message),
    link: values.notificationLink,
  });
  if (!row) return undefined;
  return { closed: row.closed, senderRole: row.sender_role, appended: toAppended(row.appended) };
}

/** The statement of `insertMessageWithEvents`, prepared (it is long: planned once per connection). */
function prepareSend(db: Db) {
  const sender = sql`${sql.placeholder('senderId')}::uuid`;
  const conversationId = sql`${sql.placeholder('conversationId')}::uuid`;
  const sentAt = sql`${sql.placeholder('sentAt')}::timestamptz`;
  const message = sql`${sql.placeholder('message')}::jsonb`;
  return prepareSql<{
    closed: boolean;
    sender_role: 'company' | 'candidate';
    appended: { u: string; i: string | number }[];
  }>(
    db,
    'send_message',
    sql`
    with c as (
      select id, company_id, candidate_id, company_name, candidate_name, closed_at
      from ${conversations}
      where id = ${conversationId} and (company_id = ${sender} or candidate_id = ${sender})
      for share
    ),
    m as (
      insert into ${messages} (id, conversation_id, sender_id, body, sent_at)
      select ${sql.placeholder('id')}::uuid, c.id, ${sender}, ${sql.placeholder('body')}::text, ${sentAt}
      from c where c.closed_at is null
      returning id
    ),
    sides as (
      select case when c.company_id = ${sender} then 'company' else 'candidate' end as sender_role,
             case when c.company_id = ${sender} then c.candidate_id else c.company_id end as reader_id,
             case when c.company_id = ${sender} then c.company_name else c.candidate_name end as sender_name
      from c, m
    ),
    readers as (select reader_id, sender_name from sides where reader_id is not null),
    n as (${upsertMessageNotificationsSql({
      conversationId,
      link: sql`${sql.placeholder('link')}::text`,
      at: sentAt,
    })}),
    events as (
      select 1 as k, ${sender} as user_id, 'message' as type,
             ${message} || jsonb_build_object('mine', true, 'senderRole', sides.sender_role) as payload
      from sides
      union all
      select 2, readers.reader_id, 'message',
             ${message} || jsonb_build_object('mine', false, 'senderRole', sides.sender_role)
      from sides, readers
      union all
      select 3, n.user_id, 'notification', ${newMessageNotificationPayload} from n
    ),
    ${appendEventsCtes}
    select c.closed_at is not null as closed,
           case when c.company_id = ${sender} then 'company' else 'candidate' end as sender_role,
           coalesce((select json_agg(json_build_object('u', user_id, 'i', id)) from appended), '[]') as appended
    from c`,
  );
}

/**
 * Up to `limit` messages of a conversation older than the cursor (`before`: the sent time and id
 * of the oldest message already shown), newest first; one more than `limit` tells that there are
 * older ones.
 */
export async function pageOf(
  db: Db,
  conversationId: string,
  before: { sentAt: Date; id: string } | null,
  limit: number,
): Promise<MessageRow[]> {
  const where = before
    ? and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.sentAt}, ${messages.id}) < (${before.sentAt.toISOString()}::timestamptz, ${before.id}::uuid)`,
      )
    : eq(messages.conversationId, conversationId);
  return db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(limit);
}

/** Every message of a conversation, oldest first (the admin's read-only view). */
export async function allOf(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.sentAt, messages.id);
}

/** Marks the other party's unread messages read at `at`. @returns how many. */
export async function markRead(
  db: Db,
  conversationId: string,
  readerId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, readerId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** How many messages from others in the user's conversations the user has not seen. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        or(eq(conversations.companyId, userId), eq(conversations.candidateId, userId)),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** Conversations and senders with a message unread and not e-mailed since `cutoff` or earlier. */
export async function dueForEmail(db: Db, cutoff: Date, limit = 100) {
  return db
    .selectDistinct({ conversationId: messages.conversationId, senderId: messages.senderId })
    .from(messages)
    .where(and(isNull(messages.readAt), isNull(messages.emailedAt), lte(messages.sentAt, cutoff)))
    .limit(limit);
}

/**
 * Claims the unread messages of one sender in one conversation for the e-mail (the caller holds
 * the conversation's row lock). @returns `due`: one of them is older than `cutoff`; `covered`: an
 * e-mail already went out for this run of unread messages.
 */
export async function claimForEmail(
  db: Db,
  conversationId: string,
  senderId: string,
  cutoff: Date,
  at: Date,
) {
  const unread = and(
    eq(messages.conversationId, conversationId),
    eq(messages.senderId, senderId),
    isNull(messages.readAt),
  );
  const [covered] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(unread, isNotNull(messages.emailedAt)))
    .limit(1);
  const claimed = await db
    .update(messages)
    .set({ emailedAt: at })
    .where(and(unread, isNull(messages.emailedAt)))
    .returning({ sentAt: messages.sentAt });
  return {
    due: claimed.some((m) => m.sentAt.getTime() <= cutoff.getTime()),
    covered: Boolean(covered),
    count: claimed.length,
  };
}

/** Every message the user sent (data export), oldest first. */
export async function listSentBy(db: Db, userId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(messages.sentAt, messages.id);
}

/** Every message in the given conversations (data export: what the user received too). */
export async function listIn(db: Db, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.sentAt, messages.id);
}

/** Deletes every message the user sent (account deletion). @returns how many. */
export async function deleteSentBy(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(messages)
    .where(eq(messages.senderId, userId))
    .returning({ id: messages.id });
  return rows.length;
}
