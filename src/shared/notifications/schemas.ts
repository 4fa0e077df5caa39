/**
 * Notifications (issue #16 "Notifications"; docs/decisions/040): what happened to a company or a
 * candidate, shown under the bell. The server stores a kind and a few words about the other
 * party; the sentence shown is derived here, once, for the API (and anything else that shows it).
 */
import { z } from 'zod';

/**
 * Every kind of notification. Intro: requested, accepted, declined, expired, closed (stale),
 * reopened; meeting: times offered, scheduled (booking link opened), booked, cancelled,
 * completed, outcome recorded; reminders (the intro timers); gig: proposed, accepted, declined,
 * completed; and one unread "new message" per conversation.
 */
export const notificationKinds = [
  'intro_requested',
  'intro_accepted',
  'intro_declined',
  'intro_expired',
  'intro_closed',
  'intro_reopened',
  'slots_offered',
  'meeting_scheduled',
  'meeting_booked',
  'call_cancelled',
  'meeting_completed',
  'intro_outcome',
  'reminder',
  'gig_proposed',
  'gig_accepted',
  'gig_declined',
  'gig_completed',
  'new_message',
  /** A teammate named you with `@name` in a note on a candidate (issue #34 item 2). */
  'note_mention',
  /** Candidates newly match a saved search with alerts on (issue #34 item 5). */
  'saved_search_alert',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Which reminder: the candidate to answer a request, the company to book its call, the candidate
 * to offer times, and the booked call 24 hours or 1 hour ahead.
 */
export const reminderKinds = ['answer', 'book_call', 'offer_times', 'call_24h', 'call_1h'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** What is stored beside the kind to build the sentence. */
export interface NotificationData {
  /** The other party: the company's name for a candidate, the candidate's for a company. */
  name: string;
  gigTitle?: string;
  reminder?: ReminderKind;
  /** New messages counted by an unread "new message" notification. */
  count?: number;
  /** The candidate a note is about (`note_mention`; `name` is the note's author). */
  candidateName?: string;
}

/**
 * The sentence of the one unread "new message" notification of a conversation (docs/decisions/040)
 * as templates: each `%s` is filled in order — `one` with the sender's name, `many` with the count
 * and the name. Templates, because the send writes the notification's stream event in SQL and
 * fills them there with `format()` (docs/decisions/045); `notificationText` fills them here.
 */
export const newMessageTexts = {
  one: 'New message from %s.',
  many: '%s new messages from %s.',
} as const;

/** `template` with each `%s` replaced by the next of `values` (PostgreSQL `format()`'s `%s`). */
function fillTemplate(template: string, ...values: string[]): string {
  let next = 0;
  return template.replace(/%s/g, () => values[next++] ?? '');
}

/** The sentence a notification shows (docs/decisions/040). */
export function notificationText(kind: NotificationKind, data: NotificationData): string {
  const { name } = data;
  const gig = data.gigTitle ?? 'your gig';
  switch (kind) {
    case 'intro_requested':
      return `${name} requested an intro with you.`;
    case 'intro_accepted':
      return `${name} accepted your intro request.`;
    case 'intro_declined':
      return `${name} declined your intro request.`;
    case 'intro_expired':
      return `The intro request between you and ${name} expired without an answer.`;
    case 'intro_closed':
      return `Your intro with ${name} closed because no call was booked.`;
    case 'intro_reopened':
      return `${name} reopened your intro.`;
    case 'slots_offered':
      return `${name} offered times for your call.`;
    case 'meeting_scheduled':
      return `${name} is booking a call with you.`;
    case 'meeting_booked':
      return `Your call with ${name} is booked.`;
    case 'call_cancelled':
      return `${name} cancelled your call.`;
    case 'meeting_completed':
      return `${name} marked your meeting completed.`;
    case 'intro_outcome':
      return `${name} shared the outcome of your call.`;
    case 'reminder':
      switch (data.reminder) {
        case 'answer':
          return `Reminder: ${name} is waiting for your answer to their intro request.`;
        case 'book_call':
          return `Reminder: book your call with ${name}.`;
        case 'offer_times':
          return `Reminder: offer times for your call with ${name}.`;
        case 'call_24h':
          return `Reminder: your call with ${name} is in 24 hours.`;
        case 'call_1h':
          return `Reminder: your call with ${name} starts in 1 hour.`;
        default:
          return `Reminder about your intro with ${name}.`;
      }
    case 'gig_proposed':
      return `${name} proposed a gig: ${gig}.`;
    case 'gig_accepted':
      return `${name} accepted your gig: ${gig}.`;
    case 'gig_declined':
      return `${name} declined your gig: ${gig}.`;
    case 'gig_completed':
      return `${name} marked the gig complete: ${gig}.`;
    case 'new_message':
      return (data.count ?? 1) > 1
        ? fillTemplate(newMessageTexts.many, String(data.count), name)
        : fillTemplate(newMessageTexts.one, name);
    case 'saved_search_alert':
      return (data.count ?? 1) === 1
        ? `A new candidate matches your saved search "${name}".`
        : `${data.count} new candidates match your saved search "${name}".`;
    case 'note_mention':
      return `${name} mentioned you in a note on ${data.candidateName ?? 'a candidate'}.`;
  }
}

/** One notification as its owner sees it. `link`: the page to act on (from `paths`). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  text: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: `before` is the keyset cursor of the previous page's last item. */
export const notificationQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

/** A page of notifications, newest first, with the owner's unread count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** The cursor of the next (older) page; null on the last one. */
  before: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** What marking read answers: the owner's unread count after it. */
export const notificationReadResultSchema = z.object({ unreadCount: z.number().int() });
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;
