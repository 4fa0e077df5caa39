/**
 * Conversations between a company and a candidate after an accepted intro (issue #16;
 * docs/decisions/037). The intro lifecycle decides when one opens or closes
 * (`ConversationEffect`); this service carries that out, lets only the two parties read and
 * write, keeps each user's live stream (`stream_events`) in the same transaction as the change,
 * lets a party report a conversation so the admin may read it, and e-mails a reader once about
 * messages still unread after 10 minutes.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import {
  conversationTexts,
  UNREAD_EMAIL_AFTER_MS,
  type ConversationSummary,
  type Inbox,
  type Message,
  type MessagePage,
  type ReportedConversation,
  type SendMessageInput,
} from '../../../shared/conversations/schemas';
import { paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import type { ConversationEffect } from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import { insertEditLog } from '../audit';
import { memberNamesOf, memberUserIds, type MemberName } from '../companies';
import { readConversationNotification } from '../notifications';
import * as reportsRepo from './conversation-reports.repo';
import * as repo from './conversations.repo';
import * as messagesRepo from './messages.repo';
import { queueUnreadMessagesEmail } from './message-emails';
import {
  appendEvents,
  notifyEvents,
  streamTransaction,
  type NewStreamEvent,
} from '../../platform/stream-events.repo';

const notFound = () =>
  new AppError('NOT_FOUND', conversationTexts.notFound, undefined, 'Conversation Not Found');

/** Shown for a party whose account is gone. */
export const DELETED_ACCOUNT = 'Deleted account';

type Side = 'company' | 'candidate';

/**
 * Who reads or writes a conversation (issue #33 item 4, docs/decisions/073): a candidate, or any
 * member of the company — the company's conversations are the whole team's. `companyId` is the
 * member's company (null for a candidate).
 */
export interface Party {
  userId: string;
  companyId: string | null;
}

/** The id a conversation names the party by: the company's, or the candidate's own. */
const partyIdOf = (p: Party) => p.companyId ?? p.userId;

function sideOf(p: Party): Side {
  return p.companyId ? 'company' : 'candidate';
}
/** Every message is the candidate's or the company side's: a member's (ADR 073). */
function senderRole(c: repo.ConversationRow, senderId: string): Side {
  return senderId === c.candidateId ? 'candidate' : 'company';
}

/** The names of the company's members who wrote in `c` (issue #33: each message's author). */
async function authorsOf(db: Db, c: repo.ConversationRow, senderIds: string[]) {
  if (!c.companyId) return new Map<string, MemberName>();
  const companyId = c.companyId;
  return memberNamesOf(
    db,
    senderIds.filter((id) => id !== c.candidateId).map((userId) => ({ companyId, userId })),
  );
}

function authorName(
  c: repo.ConversationRow,
  senderId: string,
  authors: Map<string, MemberName>,
): string | null {
  if (senderId === c.candidateId) return c.candidateName;
  const member = c.companyId ? authors.get(`${c.companyId}:${senderId}`) : undefined;
  return member ? `${member.fullName} · ${c.companyName}` : c.companyId ? c.companyName : null;
}

/** A message as `viewer` (a user id, or null for the admin) sees it. */
export function toMessage(
  c: repo.ConversationRow,
  m: messagesRepo.MessageRow,
  viewerId: string | null,
  authors: Map<string, MemberName> = new Map(),
): Message {
  return {
    id: m.id,
    conversationId: m.conversationId,
    mine: viewerId !== null && m.senderId === viewerId,
    senderRole: senderRole(c, m.senderId),
    authorName: authorName(c, m.senderId, authors),
    body: m.body,
    sentAt: m.sentAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

function summary(
  c: repo.ConversationRow,
  party: Party,
  last: { body: string | null; sentAt: Date | null; senderId: string | null },
  unread: number,
): ConversationSummary {
  const viewerId = party.userId;
  const side = sideOf(party);
  const other = side === 'company' ? c.candidateId : c.companyId;
  return {
    id: c.id,
    introRequestId: c.introRequestId,
    otherPartyName: other
      ? side === 'company'
        ? c.candidateName
        : c.companyName
      : DELETED_ACCOUNT,
    companyName: c.companyId ? c.companyName : DELETED_ACCOUNT,
    candidateName: c.candidateId ? c.candidateName : DELETED_ACCOUNT,
    open: c.closedAt === null,
    closedReason: c.closedReason,
    openedAt: c.openedAt.toISOString(),
    lastMessage:
      last.body !== null && last.sentAt
        ? { body: last.body, sentAt: last.sentAt.toISOString(), mine: last.senderId === viewerId }
        : null,
    unread,
  };
}

/** The users of one side of `c`: the candidate, or every member of the company (ADR 073). */
async function usersOf(db: Db, c: repo.ConversationRow, side: Side): Promise<string[]> {
  if (side === 'candidate') return c.candidateId ? [c.candidateId] : [];
  return c.companyId ? memberUserIds(db, c.companyId) : [];
}

/** The `conversation` stream event for both sides of `c`, the company's whole team included. */
async function conversationEvents(db: Db, c: repo.ConversationRow): Promise<NewStreamEvent[]> {
  const users = [...(await usersOf(db, c, 'company')), ...(await usersOf(db, c, 'candidate'))];
  return users.map((userId) => ({
    userId,
    type: 'conversation' as const,
    payload: {
      conversationId: c.id,
      introRequestId: c.introRequestId,
      open: c.closedAt === null,
      closedReason: c.closedReason,
    },
  }));
}

/**
 * Carries out the lifecycle's conversation step for an intro in the caller's transaction:
 * `open` creates (or opens again) the pair's conversation, `close` closes it for new messages
 * (reason: the intro's new status). Both parties' streams hear of it.
 */
export async function applyConversationEffect(
  tx: Db,
  effect: ConversationEffect,
  intro: {
    id: string;
    companyId: string;
    candidateId: string;
    status: string;
    companyName: string;
    candidateName: string;
  },
  now: Date,
): Promise<void> {
  if (!effect) return;
  const row =
    effect === 'open'
      ? await repo.openForIntro(tx, {
          introRequestId: intro.id,
          companyId: intro.companyId,
          candidateId: intro.candidateId,
          companyName: intro.companyName,
          candidateName: intro.candidateName,
          now,
        })
      : await repo.closeForIntro(tx, intro.id, intro.status, now);
  if (row) await appendEvents(tx, await conversationEvents(tx, row));
}

/**
 * Closes the account's conversations and removes the messages it sent (account deletion, in its
 * transaction); the other parties keep their own messages, read-only.
 */
export async function closeConversationsOfDeletedUser(tx: Db, userId: string, now: Date) {
  const closed = await repo.closeAllOfUser(tx, userId, now);
  const removed = await messagesRepo.deleteSentBy(tx, userId);
  const events = (await Promise.all(closed.map((c) => conversationEvents(tx, c)))).flat();
  await appendEvents(
    tx,
    events.filter((e) => e.userId !== userId),
  );
  return { closed: closed.length, messagesRemoved: removed };
}

/** The user's inbox: their conversations, latest first, with unread counts and the total. */
export async function listInbox(ctx: AppContext, party: Party): Promise<Inbox> {
  const rows = await repo.listForParty(ctx.db, partyIdOf(party), sideOf(party));
  const items = rows.map((r) =>
    summary(
      r.conversation,
      party,
      { body: r.lastBody, sentAt: r.lastSentAt, senderId: r.lastSenderId },
      r.unread,
    ),
  );
  return { items, unreadTotal: items.reduce((n, c) => n + c.unread, 0) };
}

async function partyConversation(db: Db, id: string, party: Party, lock?: 'update' | 'share') {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findForParty(db, id, partyIdOf(party), { lock });
  if (!row) throw notFound();
  return row;
}

/**
 * One of the user's conversations, with the pay its intro request stated (issue #35).
 * @throws AppError NOT_FOUND for anyone else's.
 */
export async function getConversation(
  ctx: AppContext,
  party: Party,
  id: string,
): Promise<ConversationSummary> {
  const c = await partyConversation(ctx.db, id, party);
  const [last] = await messagesRepo.pageOf(ctx.db, c.id, null, 1);
  const unread = (await repo.listForParty(ctx.db, partyIdOf(party), sideOf(party))).find(
    (r) => r.conversation.id === c.id,
  )?.unread;
  const pay = c.introRequestId ? await repo.findIntroPay(ctx.db, c.introRequestId) : undefined;
  return {
    ...summary(
      c,
      party,
      { body: last?.body ?? null, sentAt: last?.sentAt ?? null, senderId: last?.senderId ?? null },
      unread ?? 0,
    ),
    // The header's pay (issue #35): null when the request stated none.
    compensation:
      pay?.kind && pay.currency && pay.period && pay.min !== null && pay.max !== null
        ? { kind: pay.kind, currency: pay.currency, period: pay.period, min: pay.min, max: pay.max }
        : null,
  };
}

/** `<ISO time>_<uuid>`: the keyset cursor of a message. */
function cursorOf(m: messagesRepo.MessageRow): string {
  return `${m.sentAt.toISOString()}_${m.id}`;
}
function parseCursor(cursor: string | undefined): { sentAt: Date; id: string } | null {
  if (!cursor) return null;
  const [time, id] = cursor.split('_');
  const sentAt = new Date(time ?? '');
  if (!id || !isUuid(id) || Number.isNaN(sentAt.getTime()))
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor.', { before: 'Invalid cursor.' });
  return { sentAt, id };
}

/**
 * A page of the conversation's messages, oldest first: the newest page without `before`, else
 * the page older than that cursor. @throws AppError NOT_FOUND unless the user is a party.
 */
export async function listMessages(
  ctx: AppContext,
  party: Party,
  id: string,
  query: { before?: string; limit: number },
): Promise<MessagePage> {
  const c = await partyConversation(ctx.db, id, party);
  const rows = await messagesRepo.pageOf(ctx.db, c.id, parseCursor(query.before), query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const authors = await authorsOf(ctx.db, c, [...new Set(page.map((m) => m.senderId))]);
  return {
    items: page.reverse().map((m) => toMessage(c, m, party.userId, authors)),
    before: more && page[0] ? cursorOf(page[0]) : null,
  };
}

/**
 * Sends a message: stored with its time, the reader's "new message" notification written or
 * refreshed, and both parties' streams hear of it — one statement, so one transaction
 * (`insertMessageWithEvents`; docs/decisions/045), announced once committed. The route counts it
 * against 30 a minute first.
 * @throws AppError NOT_FOUND unless the user is a party; CONFLICT (409) when it is closed.
 */
export async function sendMessage(
  ctx: AppContext,
  party: Party,
  id: string,
  input: SendMessageInput,
): Promise<Message> {
  const userId = party.userId;
  if (!isUuid(id)) throw notFound();
  const sentAt = ctx.now();
  const message = {
    id: randomUUID(),
    conversationId: id,
    body: input.body,
    sentAt: sentAt.toISOString(),
    readAt: null,
  };
  const sent = await messagesRepo.insertMessageWithEvents(ctx.db, {
    id: message.id,
    conversationId: id,
    senderId: userId,
    partyId: partyIdOf(party),
    body: input.body,
    sentAt,
    message,
    notificationLink: paths.conversation.getHref(id),
  });
  if (!sent) throw notFound();
  if (sent.closed)
    throw new AppError('CONFLICT', conversationTexts.closed, undefined, 'Conversation Closed');
  await notifyEvents(ctx.db, sent.appended);
  return { ...message, mine: true, senderRole: sent.senderRole, authorName: sent.authorName };
}

/**
 * Marks the other party's messages in the conversation seen now; the sender's stream hears
 * ("seen"), and the reader's unread total. Allowed on a closed conversation (reading stays).
 */
export async function markRead(ctx: AppContext, party: Party, id: string) {
  const userId = party.userId;
  return streamTransaction(ctx.db, async (tx) => {
    const c = await partyConversation(tx, id, party);
    const now = ctx.now();
    const side = sideOf(party);
    // A message is read for its whole side: a teammate's reading is the company's (ADR 073).
    const read = await messagesRepo.markRead(tx, c, side, now);
    const unreadTotal = await messagesRepo.unreadTotal(tx, partyIdOf(party), side);
    // Opening the conversation reads its "new message" notification too (docs/decisions/040).
    const notification = await readConversationNotification(tx, userId, c.id, now);
    const events: NewStreamEvent[] = notification ? [notification] : [];
    if (read > 0) {
      for (const reader of await usersOf(tx, c, side))
        events.push({
          userId: reader,
          type: 'unread',
          payload: {
            unreadTotal:
              reader === userId
                ? unreadTotal
                : await messagesRepo.unreadTotal(tx, partyIdOf(party), side),
            conversationId: c.id,
          },
        });
      for (const sender of await usersOf(tx, c, side === 'company' ? 'candidate' : 'company'))
        events.push({
          userId: sender,
          type: 'read',
          payload: { conversationId: c.id, readAt: now.toISOString() },
        });
    }
    await appendEvents(tx, events);
    return { read, unreadTotal };
  });
}

/** The user's unread total across conversations. */
export async function unreadTotal(ctx: AppContext, party: Party): Promise<number> {
  return messagesRepo.unreadTotal(ctx.db, partyIdOf(party), sideOf(party));
}

/**
 * A party reports the conversation with a reason: the admin may now read it (read-only), and the
 * report is written to the admin audit log under the reported party (docs/decisions/038).
 */
export async function reportConversation(
  ctx: AppContext,
  user: { id: string; role: string; companyId: string | null },
  id: string,
  reason: string,
): Promise<void> {
  const party = { userId: user.id, companyId: user.companyId };
  await ctx.db.transaction(async (tx) => {
    const c = await partyConversation(tx, id, party);
    const side = sideOf(party);
    await reportsRepo.insertReport(tx, {
      conversationId: c.id,
      reporterId: user.id,
      reporterRole: side,
      reason,
      createdAt: ctx.now(),
    });
    const reported = side === 'company' ? c.candidateId : c.companyId;
    if (reported)
      await insertEditLog(tx, {
        adminId: user.id,
        editedUserId: reported,
        userType: side === 'company' ? 'candidate' : 'company',
        userName: side === 'company' ? c.candidateName : c.companyName,
        changes: {
          [`conversation:${c.id}:report_by_${side}`]: { previous: null, new: reason },
        },
      });
  });
}

/** The admin's list of reports, newest first. */
export async function listReports(ctx: AppContext) {
  const rows = await reportsRepo.listReports(ctx.db);
  return {
    items: rows.map((r) => ({
      conversationId: r.report.conversationId,
      companyName: r.companyName,
      candidateName: r.candidateName,
      reporterRole: r.report.reporterRole,
      reason: r.report.reason,
      createdAt: r.report.createdAt.toISOString(),
    })),
  };
}

/**
 * A reported conversation as the admin reads it (read-only). @throws AppError NOT_FOUND for a
 * conversation nobody reported.
 */
export async function getReportedConversation(
  ctx: AppContext,
  id: string,
): Promise<ReportedConversation> {
  if (!isUuid(id)) throw notFound();
  const c = await repo.findById(ctx.db, id);
  const reports = c ? await reportsRepo.reportsOf(ctx.db, c.id) : [];
  if (!c || reports.length === 0) throw notFound();
  const all = await messagesRepo.allOf(ctx.db, c.id);
  const authors = await authorsOf(ctx.db, c, [...new Set(all.map((m) => m.senderId))]);
  return {
    conversation: {
      id: c.id,
      introRequestId: c.introRequestId,
      companyName: c.companyId ? c.companyName : DELETED_ACCOUNT,
      candidateName: c.candidateId ? c.candidateName : DELETED_ACCOUNT,
      open: c.closedAt === null,
      closedReason: c.closedReason,
      openedAt: c.openedAt.toISOString(),
      lastMessage: null,
    },
    reports: reports.map((r) => ({
      reporterRole: r.reporterRole,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    messages: all.map(({ ...m }) => {
      const { mine: _mine, ...rest } = toMessage(c, m, null, authors);
      return rest;
    }),
  };
}

/** The user's conversations and messages for their data export (issue #16). */
export async function exportConversations(db: Db, party: Party) {
  const userId = party.userId;
  const convs = await repo.listAllOf(db, partyIdOf(party));
  const byId = new Map(convs.map((c) => [c.id, c]));
  const all = await messagesRepo.listIn(
    db,
    convs.map((c) => c.id),
  );
  return convs.map((c) => ({
    id: c.id,
    introRequestId: c.introRequestId,
    companyName: c.companyName,
    candidateName: c.candidateName,
    openedAt: c.openedAt.toISOString(),
    closedAt: c.closedAt?.toISOString() ?? null,
    messages: all
      .filter((m) => m.conversationId === c.id)
      .map((m) => toMessage(byId.get(m.conversationId)!, m, userId)),
  }));
}

/**
 * The unread-message e-mails (issue #16): for each conversation with a message unread for 10
 * minutes, its reader gets one e-mail for that run of unread messages (not one per message),
 * unless they turned these off. Claimed under the conversation's row lock, so with several
 * processes each e-mail goes out once. @returns how many e-mails were queued.
 */
export async function runMessageEmails(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS);
  const due = await messagesRepo.dueForEmail(ctx.db, cutoff);
  let queued = 0;
  for (const { conversationId, senderId } of due) {
    const sent = await ctx.db.transaction(async (tx) => {
      const c = await repo.findById(tx, conversationId, { lock: true });
      if (!c) return false;
      const claim = await messagesRepo.claimForEmail(tx, c.id, senderId, cutoff, now);
      if (!claim.due || claim.covered) return false;
      // The candidate, or the members who hear of the company's messages (issue #33 item 7).
      const readers =
        senderRole(c, senderId) === 'company'
          ? c.candidateId
            ? [c.candidateId]
            : []
          : await messagesRepo.companyMessageReaders(tx, c);
      let queuedAny = false;
      for (const reader of readers)
        if (await queueUnreadMessagesEmail(tx, ctx, c, reader, claim.count)) queuedAny = true;
      return queuedAny;
    });
    if (sent) queued++;
  }
  return queued;
}
