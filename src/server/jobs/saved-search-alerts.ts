/**
 * Saved-search alerts as a background job (issue #34 item 5; docs/decisions/071, 076): every 30
 * seconds one process (the queue is stately) records who newly matches each search and sends the
 * due alerts — instant ones within a minute of the match, daily and weekly ones at the member's
 * local morning. Each alert is sent once across processes whoever runs it
 * (`runSavedSearchAlerts`).
 */
import type { AppContext } from '../platform/context';
import type { JobDefinition } from '../platform/jobs';
import { runSavedSearchAlerts } from '../features/saved-searches';

/** How often the alerts are asked for, from each process. */
export const SAVED_SEARCH_ALERTS_EVERY_MS = 30_000;

/** The job: a run at most every `SAVED_SEARCH_ALERTS_EVERY_MS`, retried with backoff on failure. */
export function savedSearchAlertsJob(ctx: AppContext): JobDefinition {
  return {
    queue: 'saved-search-alerts',
    everyMs: SAVED_SEARCH_ALERTS_EVERY_MS,
    expireInSeconds: 10 * 60,
    run: async () => {
      await runSavedSearchAlerts(ctx);
    },
  };
}
