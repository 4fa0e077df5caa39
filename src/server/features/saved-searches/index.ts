/**
 * The saved-searches module (issue #34 item 5, docs/decisions/076): a company member's saved feed
 * searches with their alerts — the routes, the alert job's run (`runSavedSearchAlerts`: who newly
 * matches by the feed's own conditions, and the e-mails and notifications, once across
 * processes) and the one-click unsubscribe. Its public door (docs/decisions/072-server-modules.md):
 * only the composition root imports it.
 */
export { savedSearchesRoutes } from './saved-searches.routes';
export { runSavedSearchAlerts, type AlertRunResult } from './alerts.service';
export { nextAlertMorning } from './local-morning';
