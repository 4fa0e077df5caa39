/**
 * The notifications module: the bell (docs/decisions/040) — the notifications each lifecycle event
 * or message writes in its own transaction, their live events, read state and pruning. Its public
 * door (docs/decisions/072-server-modules.md): nothing outside the module imports its other files.
 */
export {
  deleteReadBefore,
  insertNotificationsSql,
  newMessageNotificationPayload,
  notificationsJson,
  upsertMessageNotificationsSql,
} from './notifications.repo';
export { notificationsRoutes } from './notifications.routes';
export {
  exportNotifications,
  introNotificationRows,
  notificationEvent,
  readConversationNotification,
  writeGigNotifications,
  writeNotifications,
} from './notifications.service';
