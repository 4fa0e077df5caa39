/**
 * The intro timers (issue #17; spec 1 §4 "Meeting reminder", issue #8's automatic reminder):
 * every minute, one server process (the `intro-timers` job, docs/decisions/071) asks the lifecycle which requests expire, which candidates
 * and companies get a reminder, which intros close as stale and which calls get their 24-hour
 * and 1-hour reminders. The lifecycle decides under each request's row lock, so several processes
 * never do one twice and a run after a crash picks up what is due. The same run asks approved
 * candidates every 30 days whether they are still open to intros and pauses those who stay silent
 * for 7 more days (docs/decisions/028), under each candidate's row lock; e-mails readers about
 * messages unread for 10 minutes (issue #16; claimed under the conversation's row lock); prunes
 * live-stream events older than a day and notifications read more than 90 days ago; and settles
 * the paid plans whose period ended (docs/decisions/058-a-plan-you-can-manage.md).
 */
import type { AppContext } from '../platform/context';
import { runAvailabilityTimers } from '../features/candidates';
import { runMessageEmails } from '../features/conversations';
import { pruneBefore } from '../platform/stream-events.repo';
import { deleteReadBefore } from '../features/notifications';
import { runIntroTimers } from '../features/intros';
import { settlePlanPeriods } from '../features/billing';
import type { JobDefinition } from '../platform/jobs';

/** How far back a reconnecting stream can replay (`Last-Event-ID`). */
export const STREAM_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

/** How long a read notification stays in the bell (docs/decisions/040). */
export const READ_NOTIFICATIONS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * One run of every timer at `ctx.now()`: the intro timers, the availability timers, the
 * unread-message e-mails, then pruning of old stream events and long-read notifications.
 * @returns how many events each timer applied (`ask` and `lapse` are the availability ones,
 *   `messageEmails` the e-mails queued).
 */
export async function runTimers(ctx: AppContext): Promise<Record<string, number>> {
  const intros = await runIntroTimers(ctx);
  const availability = await runAvailabilityTimers(ctx);
  const messageEmails = await runMessageEmails(ctx);
  // Pro periods that ended: renewed with a receipt, or back to Free (docs/decisions/058).
  const plans = await settlePlanPeriods(ctx);
  await pruneBefore(ctx.db, new Date(ctx.now().getTime() - STREAM_EVENTS_KEPT_MS));
  await deleteReadBefore(ctx.db, new Date(ctx.now().getTime() - READ_NOTIFICATIONS_KEPT_MS));
  return { ...intros, ...availability, messageEmails, ...plans };
}

/**
 * The timers as a background job (docs/decisions/071-jobs-on-pg-boss.md): every minute, once
 * across all processes (pg-boss's schedule), retried with backoff when a run throws.
 */
export function introTimersJob(ctx: AppContext): JobDefinition {
  return {
    queue: 'intro-timers',
    cron: '* * * * *',
    expireInSeconds: 10 * 60,
    run: async () => {
      await runTimers(ctx);
    },
  };
}
