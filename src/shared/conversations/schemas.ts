/**
 * Conversations between a company and a candidate after an accepted intro, and the live stream
 * (issue #16; docs/decisions/037). Shared by the routes and the web API client.
 */
import { z } from 'zod';
import { text } from '../http/text';
import { compensationViewSchema } from '../intro-requests/compensation';

/** The longest message, in characters (issue #16). */
export const MESSAGE_MAX = 5000;
/** The longest report reason, in characters. */
export const REPORT_REASON_MAX = 1000;
/** Messages per page when paging back. */
export const MESSAGE_PAGE_SIZE = 30;
/** A message still unread after this long e-mails its reader, once (issue #16). */
export const UNREAD_EMAIL_AFTER_MS = 10 * 60 * 1000;

export const conversationTexts = {
  messageRequired: 'Please write a message.',
  messageTooLong: `Please keep your message under ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  reasonRequired: 'Please tell us what is wrong.',
  reasonTooLong: `Please keep the reason under ${REPORT_REASON_MAX.toLocaleString('en-US')} characters.`,
  closed: 'This conversation is closed. You can still read it.',
  notFound: 'Conversation not found.',
} as const;

/** A new message: plain text, line breaks kept, not blank, at most 5,000 characters. */
export const sendMessageSchema = z.object({
  body: text({ error: conversationTexts.messageRequired })
    .refine((v) => v.trim().length > 0, conversationTexts.messageRequired)
    .refine((v) => v.length <= MESSAGE_MAX, conversationTexts.messageTooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** A party's report of a conversation: the admin may then read it (issue #16). */
export const reportConversationSchema = z.object({
  reason: text({ error: conversationTexts.reasonRequired })
    .trim()
    .min(1, conversationTexts.reasonRequired)
    .max(REPORT_REASON_MAX, conversationTexts.reasonTooLong),
});
export type ReportConversationInput = z.infer<typeof reportConversationSchema>;

/** The unread-message e-mail setting (issue #16: each user can turn these off). */
export const messageSettingsSchema = z.object({
  messageEmails: z.boolean({ error: 'Please choose on or off.' }),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** True when the viewer sent it. */
  mine: z.boolean(),
  senderRole: z.enum(['company', 'candidate']).nullable(),
  /**
   * Who wrote it (issue #33 item 4): a company member's name with the company's ("Dana Lee ·
   * Acme"), the candidate's name, or null when the account is gone.
   */
  authorName: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
  /** When the other party first saw it ("seen"); null while unread. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  introRequestId: z.string().nullable(),
  /** The other party's display name ("Deleted account" once gone). */
  otherPartyName: z.string(),
  /** The company's side name and the candidate's, as shown in the header. */
  companyName: z.string(),
  candidateName: z.string(),
  open: z.boolean(),
  closedReason: z.string().nullable(),
  openedAt: z.string(),
  lastMessage: z.object({ body: z.string(), sentAt: z.string(), mine: z.boolean() }).nullable(),
  /** Messages from the other party the viewer has not seen. */
  unread: z.number().int(),
  /**
   * The pay the intro request stated (issue #35), for the header of one conversation (absent
   * from the inbox list); null: "Not stated" (or no intro any more).
   */
  compensation: compensationViewSchema.optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxSchema = z.object({
  items: z.array(conversationSummarySchema),
  unreadTotal: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** A page of messages, oldest first; `before` fetches the page older than this one. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  before: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});

export const readResultSchema = z.object({ read: z.number().int(), unreadTotal: z.number().int() });

export const reportResultSchema = z.object({ reported: z.literal(true) });

/** What an admin sees of a reported conversation: read-only, with its reports. */
export const reportedConversationSchema = z.object({
  conversation: conversationSummarySchema.omit({ unread: true, otherPartyName: true }),
  reports: z.array(
    z.object({
      reporterRole: z.string(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  messages: z.array(messageSchema.omit({ mine: true })),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const reportListSchema = z.object({
  items: z.array(
    z.object({
      conversationId: z.string(),
      companyName: z.string(),
      candidateName: z.string(),
      reporterRole: z.string(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * Live events (the `event:` of the stream; `data:` is the JSON below). `message`: a new message
 * in one of the user's conversations; `read`: the other party saw messages up to `readAt`;
 * `unread`: the user's unread total changed; `conversation`: one opened or closed;
 * `notification`: the user's notifications changed (a new one, or read; docs/decisions/040).
 * `nav-counts`: for admins only, the admin nav's counts may have changed (`data: {}`; read them
 * again from `GET /api/admin/nav-counts`; docs/decisions/044). `pipeline`: for a company's
 * members, a card of the company's pipeline may have moved, or its lists or notes changed
 * (`data: { candidateId }`; issue #34 item 3).
 */
export const streamEventTypes = [
  'message',
  'read',
  'unread',
  'conversation',
  'notification',
  'nav-counts',
  'pipeline',
  // The stream's last words when its session ended (issue #31, docs/decisions/062).
  'session-ended',
] as const;
export type StreamEventType = (typeof streamEventTypes)[number];
