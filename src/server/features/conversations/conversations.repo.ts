/**
 * SQL for the `conversations` table (issue #16): opening and closing them as the intro lifecycle
 * decides, a party's own conversations with their unread counts, and closing a deleted account's.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversations, introRequests, messages } from '../../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Opens the intro's conversation: creates it, or opens the existing one again (same messages).
 * @returns the row after the step.
 */
export async function openForIntro(
  db: Db,
  values: {
    introRequestId: string;
    companyId: string;
    candidateId: string;
    companyName: string;
    candidateName: string;
    now: Date;
  },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ ...values, openedAt: values.now })
    .onConflictDoUpdate({
      target: conversations.introRequestId,
      set: {
        closedAt: null,
        closedReason: null,
        companyName: values.companyName,
        candidateName: values.candidateName,
      },
    })
    .returning();
  return row!;
}

/** Closes the intro's conversation if open. @returns the closed row, or undefined. */
export async function closeForIntro(db: Db, introRequestId: string, reason: string, now: Date) {
  const [row] = await db
    .update(conversations)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(conversations.introRequestId, introRequestId), isNull(conversations.closedAt)))
    .returning();
  return row;
}

/** Closes every open conversation of an account (its deletion). @returns the closed rows. */
export async function closeAllOfUser(db: Db, userId: string, now: Date) {
  return db
    .update(conversations)
    .set({ closedAt: now, closedReason: 'account_deleted' })
    .where(
      and(
        or(eq(conversations.companyId, userId), eq(conversations.candidateId, userId)),
        isNull(conversations.closedAt),
      ),
    )
    .returning();
}

const partyOf = (userId: string) =>
  or(eq(conversations.companyId, userId), eq(conversations.candidateId, userId));

/**
 * The conversation if `userId` is one of its parties; undefined otherwise. `lock`: take its row
 * lock (`share`: sending, which only needs it to stay open) for the caller's transaction.
 */
export async function findForParty(
  db: Db,
  id: string,
  userId: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), partyOf(userId)))
    .limit(1);
  const [row] = await (options.lock ? query.for(options.lock) : query);
  return row;
}

/**
 * The pay stated on the conversation's intro request (issue #35), read by the conversation's own
 * key: the intros module opens conversations, so this module cannot ask it (docs/decisions/077).
 */
export async function findIntroPay(db: Db, introRequestId: string) {
  const [row] = await db
    .select({
      kind: introRequests.compensationKind,
      currency: introRequests.compensationCurrency,
      period: introRequests.compensationPeriod,
      min: introRequests.compensationMin,
      max: introRequests.compensationMax,
    })
    .from(introRequests)
    .where(eq(introRequests.id, introRequestId))
    .limit(1);
  return row;
}

/** Any conversation by id (the admin's read-only view, the e-mail job). */
export async function findById(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/**
 * The party's conversations, latest activity first, each with its newest message and the number
 * of messages from the other party the user has not seen.
 */
export async function listForParty(db: Db, partyId: string, side: 'company' | 'candidate') {
  // Unread: the other side's messages — the candidate's for a company (the whole team's count).
  const fromOther =
    side === 'company'
      ? sql`m.sender_id = ${conversations.candidateId}`
      : sql`m.sender_id <> ${partyId}`;
  const last = db
    .select({
      body: messages.body,
      sentAt: messages.sentAt,
      senderId: messages.senderId,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1)
    .as('last');
  return db
    .select({
      conversation: conversations,
      lastBody: last.body,
      lastSentAt: last.sentAt,
      lastSenderId: last.senderId,
      unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and ${fromOther} and m.read_at is null)`,
    })
    .from(conversations)
    .leftJoinLateral(last, sql`true`)
    .where(partyOf(partyId))
    .orderBy(
      desc(sql`coalesce(${last.sentAt}, ${conversations.openedAt})`),
      desc(conversations.id),
    );
}

/** Every conversation of a party (data export). */
export async function listAllOf(db: Db, userId: string): Promise<ConversationRow[]> {
  return db.select().from(conversations).where(partyOf(userId));
}
