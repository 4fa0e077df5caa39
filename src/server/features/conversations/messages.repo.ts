/**
 * SQL for the `messages` table (issue #16): inserting, keyset pages of a conversation, marking
 * read, unread counts, the unread-message e-mail claims, a user's export and erasure.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversations, messages } from '../../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(
  db: Db,
  values: { conversationId: string; senderId: string; body: string; sentAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
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
