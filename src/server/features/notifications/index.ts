/**
 * The notifications module's public door (docs/decisions/072).
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
  writeIntroNotifications,
} from './notifications.service';
