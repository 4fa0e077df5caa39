/**
 * The conversations module: the messages between a company and a candidate after an accepted intro
 * (docs/decisions/037) — conversations, messages, edits, reports, message settings and the unread-
 * message e-mails — and the `GET /api/stream` route that serves every user's live events. Its
 * public door (docs/decisions/072-server-modules.md): nothing outside the module imports its other
 * files.
 */
export { conversationsRoutes } from './conversations.routes';
export {
  applyConversationEffect,
  closeConversationsOfDeletedUser,
  exportConversations,
  runMessageEmails,
} from './conversations.service';
