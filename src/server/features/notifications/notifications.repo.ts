/**
 * SQL for the `notifications` table (issue #16; docs/decisions/040): writing them in the caller's
 * transaction, the one unread "new message" notification per conversation (as SQL for the
 * one-statement send), keyset pages, unread counts, marking read (only the owner's rows), and a
 * user's export.
 */
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertJsonRowsSql, jsonRows } from '../../../db/json-rows';
import { notifications } from '../../../db/schema';
import { newMessageTexts } from '../../../shared/notifications/schemas';
import { appendEvents, type NewStreamEvent } from '../../platform/stream-events.repo';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Inserts notifications. @returns the rows, in the order given. */
export async function insertNotifications(
  db: Db,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/**
 * Inserts notifications (their ids and times already drawn) together with their stream events
 * (`appendEvents`), in one statement in the caller's transaction.
 */
export async function insertNotificationsWithEvents(
  db: Db,
  rows: NotificationRow[],
  events: NewStreamEvent[],
): Promise<void> {
  if (rows.length === 0) return;
  await appendEvents(db, events, db.insert(notifications).values(rows).getSQL());
}

/** Every column of a notification: the service draws its id and time (`writeNotifications`). */
const allColumns = [
  'id',
  'userId',
  'kind',
  'introRequestId',
  'gigId',
  'conversationId',
  'data',
  'link',
  'createdAt',
  'readAt',
] as const;

/** Notifications as the JSON parameter of `insertNotificationsSql`. */
export function notificationsJson(rows: readonly NotificationRow[]): string {
  return jsonRows(notifications, allColumns, rows);
}

/**
 * The insert of `insertNotificationsWithEvents` as a part of a longer statement
 * (docs/decisions/052): the rows of `rows` (jsonb, from `notificationsJson`). `from` as in
 * `insertJsonRowsSql`. The statement appends their events itself (`appendEventsCtes`).
 */
export function insertNotificationsSql(rows: SQL, from?: SQL): SQL {
  return insertJsonRowsSql(notifications, allColumns, rows, { from });
}

/**
 * The body of a data-modifying CTE that gives each row of the CTE `readers` (`reader_id`,
 * `sender_name`) their one unread "new message" notification of the conversation: created on the
 * first unread message, then counted up by each further one (its time stays the first message's).
 * Returns the notification's columns (`id, user_id, kind, data, link, created_at`) for
 * `newMessageNotificationPayload`. Used by the one-statement send (`messages.repo.ts`), which gives
 * the values as SQL (typed placeholders).
 */
export function upsertMessageNotificationsSql(values: {
  conversationId: SQL;
  link: SQL;
  at: SQL;
}): SQL {
  // Only `data` changes: no indexed column, so PostgreSQL can update the row in place (HOT) and a
  // chatty conversation adds no index entries for every later send to step over. The
  // notification keeps the time of the first unread message (docs/decisions/040).
  return sql`
      insert into ${notifications} (user_id, kind, conversation_id, data, link, created_at)
      select readers.reader_id, 'new_message', ${values.conversationId},
             jsonb_build_object('name', readers.sender_name, 'count', 1), ${values.link}, ${values.at}
      from readers
      on conflict (user_id, conversation_id) where kind = 'new_message' and read_at is null
      do update set data = jsonb_set(${notifications}.data, '{count}',
        to_jsonb(coalesce((${notifications}.data->>'count')::int, 1) + 1))
      returning id, user_id, kind, data, link, created_at`;
}

/**
 * The stream event payload of a "new message" notification row `n` (from
 * `upsertMessageNotificationsSql`), in SQL: what `notificationEvent` gives in JavaScript —
 * `{ notification: { id, kind, text, link, createdAt, readAt } }` — with the sentence filled from
 * the shared templates `newMessageTexts` (docs/decisions/045).
 */
export const newMessageNotificationPayload = sql`
      jsonb_build_object('notification', jsonb_build_object(
        'id', n.id,
        'kind', n.kind,
        'text', case when coalesce((n.data->>'count')::int, 1) > 1
                  then format(${newMessageTexts.many}::text, n.data->>'count', n.data->>'name')
                  else format(${newMessageTexts.one}::text, n.data->>'name') end,
        'link', n.link,
        'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'readAt', null))`;

/**
 * Up to `limit` of the user's notifications older than the cursor (the time and id of the last
 * one shown), newest first.
 */
export async function pageOf(
  db: Db,
  userId: string,
  before: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<NotificationRow[]> {
  const where = before
    ? and(
        eq(notifications.userId, userId),
        sql`(${notifications.createdAt}, ${notifications.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`,
      )
    : eq(notifications.userId, userId);
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * Marks one of the user's notifications read at `at` (kept if it was read before).
 * @returns the row, or undefined when the user has no notification with this id.
 */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks all the user's unread notifications read at `at`. @returns how many. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks the user's unread "new message" notification of a conversation read (they opened it).
 * @returns how many (0 or 1).
 */
export async function markConversationRead(
  db: Db,
  userId: string,
  conversationId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.conversationId, conversationId),
        eq(notifications.kind, 'new_message'),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** All the user's notifications, newest first (data export). */
export async function listAllOf(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/**
 * Deletes notifications read before `before` (the bell keeps what was read for a while, then lets
 * it go; unread ones stay however old). @returns how many were deleted.
 */
export async function deleteReadBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.readAt, before))
    .returning({ id: notifications.id });
  return rows.length;
}
