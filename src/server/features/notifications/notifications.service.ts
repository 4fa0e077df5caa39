/**
 * Notifications (issue #16 "Notifications"; docs/decisions/040). The lifecycle
 * (`src/server/domain/intro-lifecycle.ts`) names who is told of each intro and gig step; the
 * services that carry out a step write `introNotificationRows` / `writeGigNotifications` in the
 * step's transaction, so nothing is announced that did not happen. A new message refreshes the
 * reader's one unread "new message" notification of that conversation. Each write appends a
 * `notification` event to the owner's live stream in the same transaction. Only the owner reads
 * or marks a notification; anyone else gets 404.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { IntroSide } from '../../../shared/intro-requests/schemas';
import {
  notificationText,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationQuery,
  type NotificationReadResult,
} from '../../../shared/notifications/schemas';
import { paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import type { GigNotice, IntroNotice } from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import {
  appendEvents,
  streamTransaction,
  type NewStreamEvent,
} from '../../platform/stream-events.repo';
import * as repo from './notifications.repo';

const notFound = () =>
  new AppError('NOT_FOUND', 'Notification not found.', undefined, 'Notification Not Found');

/** A stored notification as its owner sees it. */
export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    text: notificationText(row.kind as NotificationKind, row.data),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The stream event that tells the owner's browser of a new or refreshed notification. */
export function notificationEvent(row: repo.NotificationRow): NewStreamEvent {
  return {
    userId: row.userId,
    type: 'notification',
    payload: { notification: toNotification(row) },
  };
}

/** The parties of an intro, as a notification needs them. */
export interface IntroParties {
  introId: string;
  companyId: string;
  /**
   * Who hears the company's side (issue #33 item 7, docs/decisions/073): the members whose choice
   * takes in this request — by default the one who asked (else the owner).
   */
  companyUserIds: readonly string[];
  candidateId: string;
  companyName: string;
  candidateName: string;
}

/** A notification to write: its owner, kind, words, link and time, and what it is about. */
type NotificationValues = Pick<
  repo.NotificationRow,
  'userId' | 'kind' | 'data' | 'link' | 'createdAt'
> &
  Partial<Pick<repo.NotificationRow, 'introRequestId' | 'gigId' | 'conversationId'>>;

/** Where each side acts on an intro: the company's intro page, the candidate's dashboard. */
function introLink(p: IntroParties, side: IntroSide): string {
  return side === 'company'
    ? paths.introConfirmation.getHref(p.candidateId, p.introId)
    : paths.candidateDashboard.getHref('intro-requests');
}

/**
 * The notifications an intro step gives, ids drawn, not written: for a statement that writes them
 * with the step (docs/decisions/052), their events from `notificationEvent`.
 */
export function introNotificationRows(
  notices: readonly IntroNotice[],
  p: IntroParties,
  now: Date,
): repo.NotificationRow[] {
  return newNotificationRows(
    notices.flatMap((n) =>
      (n.to === 'company' ? p.companyUserIds : [p.candidateId]).map((userId) => ({
        userId,
        kind: n.kind,
        introRequestId: p.introId,
        data: {
          name: n.to === 'company' ? p.candidateName : p.companyName,
          ...(n.reminder ? { reminder: n.reminder } : {}),
        },
        link: introLink(p, n.to),
        createdAt: now,
      })),
    ),
  );
}

/** A gig and its two parties, as a notification needs them. */
export interface GigParties {
  gigId: string;
  title: string;
  companyId: string;
  /** Who hears the company's side: the member who posted it while on the team, else the owner. */
  companyUserId: string;
  candidateId: string;
  companyName: string;
  candidateName: string;
}

/** Writes the notifications a gig step gives in `tx`, with a stream event each. */
export async function writeGigNotifications(
  tx: Db,
  notices: readonly GigNotice[],
  p: GigParties,
  now: Date,
): Promise<repo.NotificationRow[]> {
  return writeNotifications(
    tx,
    newNotificationRows(
      notices.map((n) => ({
        userId: n.to === 'company' ? p.companyUserId : p.candidateId,
        kind: n.kind,
        gigId: p.gigId,
        data: { name: n.to === 'company' ? p.candidateName : p.companyName, gigTitle: p.title },
        link: n.to === 'company' ? paths.gigs.getHref() : paths.candidateDashboard.getHref('gigs'),
        createdAt: now,
      })),
    ),
  );
}

/** Notifications to write, as rows: ids drawn here, so their events can carry them. */
function newNotificationRows(values: readonly NotificationValues[]): repo.NotificationRow[] {
  return values.map((v) => ({
    id: randomUUID(),
    introRequestId: null,
    gigId: null,
    conversationId: null,
    readAt: null,
    ...v,
  }));
}

/**
 * Writes notifications in `tx` with a stream event each, so each bell hears of its own: one
 * statement. @returns the rows.
 */
export async function writeNotifications(
  tx: Db,
  rows: repo.NotificationRow[],
): Promise<repo.NotificationRow[]> {
  await repo.insertNotificationsWithEvents(tx, rows, rows.map(notificationEvent));
  return rows;
}

/**
 * The reader opened the conversation: its "new message" notification is read too.
 * @returns the stream event to append, or null when there was none unread.
 */
export async function readConversationNotification(
  tx: Db,
  userId: string,
  conversationId: string,
  at: Date,
): Promise<NewStreamEvent | null> {
  const read = await repo.markConversationRead(tx, userId, conversationId, at);
  return read > 0
    ? { userId, type: 'notification', payload: { conversationId, readAt: at.toISOString() } }
    : null;
}

/** `<ISO time>_<uuid>`: the keyset cursor of a notification. */
function cursorOf(row: repo.NotificationRow): string {
  return `${row.createdAt.toISOString()}_${row.id}`;
}
function parseCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [time, id] = cursor.split('_');
  const createdAt = new Date(time ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor.', { before: 'Invalid cursor.' });
  return { createdAt, id };
}

/**
 * A page of the user's notifications, newest first, with their unread count.
 * @throws AppError VALIDATION_FAILED for a malformed cursor.
 */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const [rows, unreadCount] = await Promise.all([
    repo.pageOf(ctx.db, userId, parseCursor(query.before), query.limit + 1),
    repo.unreadCount(ctx.db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    before: rows.length > query.limit && last ? cursorOf(last) : null,
    unreadCount,
  };
}

/**
 * Marks one of the user's notifications read (again is fine); their other browsers hear of it.
 * @throws AppError NOT_FOUND for an id that is not theirs.
 */
export async function markNotificationRead(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<NotificationReadResult> {
  if (!isUuid(id)) throw notFound();
  return streamTransaction(ctx.db, async (tx) => {
    const row = await repo.markRead(tx, userId, id, ctx.now());
    if (!row) throw notFound();
    await appendEvents(tx, [
      { userId, type: 'notification', payload: { id, readAt: row.readAt!.toISOString() } },
    ]);
    return { unreadCount: await repo.unreadCount(tx, userId) };
  });
}

/** Marks all the user's notifications read; their other browsers hear of it. */
export async function markAllNotificationsRead(
  ctx: AppContext,
  userId: string,
): Promise<NotificationReadResult> {
  return streamTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const read = await repo.markAllRead(tx, userId, now);
    if (read > 0)
      await appendEvents(tx, [
        { userId, type: 'notification', payload: { readAll: true, readAt: now.toISOString() } },
      ]);
    return { unreadCount: 0 };
  });
}

/** The user's notifications for their data export (issue #16). */
export async function exportNotifications(db: Db, userId: string): Promise<Notification[]> {
  return (await repo.listAllOf(db, userId)).map(toNotification);
}
