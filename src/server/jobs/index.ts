/**
 * Every background job the server runs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md):
 * outbox delivery and password-reset links (asked for every `OUTBOX_POLL_MS`), the intro timers
 * and the rate-limit sweep (every minute). The platform's `JobRunner` runs them.
 */
import type { AppContext } from '../platform/context';
import type { JobDefinition } from '../platform/jobs';
import { introTimersJob } from './intro-timers';
import { outboxDeliveryJob } from './outbox-delivery';
import { passwordResetJob } from './password-resets';
import { rateLimitSweepJob } from './rate-limit-sweep';
import { savedSearchAlertsJob } from './saved-search-alerts';

export { introTimersJob, runTimers } from './intro-timers';
export { outboxDeliveryJob } from './outbox-delivery';
export { passwordResetJob } from './password-resets';
export { rateLimitSweepJob } from './rate-limit-sweep';
export { savedSearchAlertsJob } from './saved-search-alerts';

/**
 * The server's jobs for `ctx`. `countersInPostgres`: the rate-limit counters live in PostgreSQL
 * (not Redis), so they need sweeping. `onError` hears the password-reset requests that failed.
 */
export function backgroundJobs(
  ctx: AppContext,
  opts: { countersInPostgres: boolean; onError: (error: unknown) => void },
): JobDefinition[] {
  return [
    outboxDeliveryJob(ctx),
    passwordResetJob(ctx, { onError: opts.onError }),
    introTimersJob(ctx),
    rateLimitSweepJob(ctx.db, { countersInPostgres: opts.countersInPostgres }),
    savedSearchAlertsJob(ctx),
  ];
}
