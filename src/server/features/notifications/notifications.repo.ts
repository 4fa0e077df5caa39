/**
 * SQL for the `notifications` table (issue #16; docs/decisions/040): writing them in the caller's
 * transaction, the one unread "new message" notification per conversation, keyset pages, unread
 * counts, marking read (only the owner's rows), and a user's export.
 */
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications } from '../../../db/schema';

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
 * The reader's one unread "new message" notification for a conversation: created on the first
 * unread message, then counted up by each further one (its time stays the first message's).
 */
export async function upsertMessageNotification(
  db: Db,
  values: {
    userId: string;
    conversationId: string;
    name: string;
    link: string;
    at: Date;
  },
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: values.userId,
      kind: 'new_message',
      conversationId: values.conversationId,
      data: { name: values.name, count: 1 },
      link: values.link,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.conversationId],
      targetWhere: sql`kind = 'new_message' and read_at is null`,
      // Only `data` changes: no indexed column, so PostgreSQL can update the row in place (HOT)
      // and a chatty conversation adds no index entries for every later send to step over. The
      // notification keeps the time of the first unread message (docs/decisions/040).
      set: {
        data: sql`jsonb_set(${notifications.data}, '{count}', to_jsonb(coalesce((${notifications.data}->>'count')::int, 1) + 1))`,
      },
    })
    .returning();
  return row!;
}

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
