/**
 * The conversations module's public door (docs/decisions/072).
 */
export { conversationsRoutes } from './conversations.routes';
export {
  applyConversationEffect,
  closeConversationsOfDeletedUser,
  exportConversations,
  runMessageEmails,
} from './conversations.service';
