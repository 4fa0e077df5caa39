/**
 * SQL for the `messages` table (issue #16): sending (one statement with its notification and
 * stream events), keyset pages of a conversation, marking
 * read, unread counts, the unread-message e-mail claims, a user's export and erasure.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepareSql, preparedFor } from '../../../db/prepared';
import { queryRows } from '../../../db/rows';
import { companyMembers, conversations, introRequests, messages } from '../../../db/schema';
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
  /** "Dana Lee · Acme", or the candidate's name (issue #33). */
  authorName: string | null;
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
    /** The sender's side as the conversation names it: their company's id, or their own. */
    partyId: string;
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
    partyId: values.partyId,
    body: values.body,
    sentAt: values.sentAt.toISOString(),
    message: JSON.stringify(values.message),
    link: values.notificationLink,
  });
  if (!row) return undefined;
  return {
    closed: row.closed,
    senderRole: row.sender_role,
    authorName: row.author_name,
    appended: toAppended(row.appended),
  };
}

/** The statement of `insertMessageWithEvents`, prepared (it is long: planned once per connection). */
function prepareSend(db: Db) {
  const sender = sql`${sql.placeholder('senderId')}::uuid`;
  const party = sql`${sql.placeholder('partyId')}::uuid`;
  const conversationId = sql`${sql.placeholder('conversationId')}::uuid`;
  const sentAt = sql`${sql.placeholder('sentAt')}::timestamptz`;
  const message = sql`${sql.placeholder('message')}::jsonb`;
  return prepareSql<{
    closed: boolean;
    sender_role: 'company' | 'candidate';
    author_name: string | null;
    appended: { u: string; i: string | number }[];
  }>(
    db,
    'send_message',
    sql`
    with c as (
      select id, company_id, candidate_id, company_name, candidate_name, closed_at, intro_request_id
      from ${conversations}
      where id = ${conversationId} and (company_id = ${party} or candidate_id = ${party})
      for share
    ),
    m as (
      insert into ${messages} (id, conversation_id, sender_id, body, sent_at)
      select ${sql.placeholder('id')}::uuid, c.id, ${sender}, ${sql.placeholder('body')}::text, ${sentAt}
      from c where c.closed_at is null
      returning id
    ),
    sides as (
      select case when c.candidate_id = ${sender} then 'candidate' else 'company' end as sender_role,
             case when c.candidate_id = ${sender} then c.candidate_name
                  else coalesce((select cm.full_name || ' · ' || c.company_name from ${companyMembers} cm
                                 where cm.user_id = ${sender} and cm.company_id = c.company_id
                                 order by cm.removed_at nulls first limit 1), c.company_name)
             end as author_name
      from c
    ),
    -- Who is told of the message (issue #33 item 7): the candidate, or the company's members who
    -- hear of its messages (\`companyMessageReadersSql\`).
    readers as (
      select c.candidate_id as reader_id, c.company_name as sender_name
      from c, m where c.candidate_id is not null and c.candidate_id <> ${sender}
      union all
      select r.user_id, c.candidate_name
      from c, m, lateral (${companyMessageReadersSql(sql`c`)}) r
      where c.candidate_id = ${sender}
    ),
    -- Whose live view shows it: both sides, the company's whole team (docs/decisions/073).
    audience as (
      select c.candidate_id as user_id from c, m
      where c.candidate_id is not null and c.candidate_id <> ${sender}
      union all
      select cm.user_id from c, m, ${companyMembers} cm
      where cm.company_id = c.company_id and cm.removed_at is null and cm.user_id <> ${sender}
    ),
    n as (${upsertMessageNotificationsSql({
      conversationId,
      link: sql`${sql.placeholder('link')}::text`,
      at: sentAt,
    })}),
    events as (
      select 1 as k, ${sender} as user_id, 'message' as type,
             ${message} || jsonb_build_object('mine', true, 'senderRole', sides.sender_role,
               'authorName', sides.author_name) as payload
      from sides, m
      union all
      select 2, audience.user_id, 'message',
             ${message} || jsonb_build_object('mine', false, 'senderRole', sides.sender_role,
               'authorName', sides.author_name)
      from sides, audience
      union all
      select 3, n.user_id, 'notification', ${newMessageNotificationPayload} from n
    ),
    ${appendEventsCtes}
    select c.closed_at is not null as closed,
           sides.sender_role,
           sides.author_name,
           coalesce((select json_agg(json_build_object('u', user_id, 'i', id)) from appended), '[]') as appended
    from c, sides`,
  );
}

/**
 * The company's members who hear of a candidate's messages in conversation \`c\` (a table alias
 * with \`id, company_id, intro_request_id\`), as SQL selecting \`user_id\` (issue #33 item 7): those
 * who chose all of the company's conversations, and those who chose their own (the default) and
 * took part — wrote in it, asked for its intro, or own the company when the one who asked is gone.
 */
function companyMessageReadersSql(c: SQL): SQL {
  return sql`
    select cm.user_id from ${companyMembers} cm
    where cm.company_id = ${c}.company_id and cm.removed_at is null
      and (cm.notify_messages = 'all' or (cm.notify_messages = 'mine' and (
        exists (select 1 from ${messages} mm where mm.conversation_id = ${c}.id and mm.sender_id = cm.user_id)
        or cm.user_id = (select ir.requested_by from ${introRequests} ir where ir.id = ${c}.intro_request_id)
        or (cm.role = 'owner' and not exists (
          select 1 from ${companyMembers} r join ${introRequests} ir on ir.requested_by = r.user_id
          where ir.id = ${c}.intro_request_id and r.company_id = ${c}.company_id and r.removed_at is null)))))`;
}

/** The members who hear of the candidate's messages in \`c\` (issue #33 item 7): their user ids. */
export async function companyMessageReaders(
  db: Db,
  c: { id: string; companyId: string | null },
): Promise<string[]> {
  if (!c.companyId) return [];
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select r.user_id from ${conversations} cc, lateral (${companyMessageReadersSql(sql`cc`)}) r
        where cc.id = ${c.id}`,
  );
  return rows.map((r) => r.user_id);
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

/**
 * A message of `c` from the other side than `readerSide`: the candidate's for the company (any
 * member reads for the team, docs/decisions/073), a member's for the candidate.
 */
function fromOtherSide(
  c: { candidateId: string | null },
  readerSide: 'company' | 'candidate',
): SQL | undefined {
  if (readerSide === 'company')
    return c.candidateId ? eq(messages.senderId, c.candidateId) : sql`false`;
  return c.candidateId ? ne(messages.senderId, c.candidateId) : undefined;
}

/** Marks the other side's unread messages in `c` read at `at`. @returns how many. */
export async function markRead(
  db: Db,
  c: { id: string; candidateId: string | null },
  readerSide: 'company' | 'candidate',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(eq(messages.conversationId, c.id), fromOtherSide(c, readerSide), isNull(messages.readAt)),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * How many messages from the other side in the party's conversations are not seen yet; the party
 * is a company (`partyId` its id: every member shares the count) or a candidate.
 */
export async function unreadTotal(
  db: Db,
  partyId: string,
  side: 'company' | 'candidate',
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        side === 'company'
          ? and(
              eq(conversations.companyId, partyId),
              eq(messages.senderId, conversations.candidateId),
            )
          : and(eq(conversations.candidateId, partyId), ne(messages.senderId, partyId)),
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
