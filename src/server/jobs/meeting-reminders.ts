/**
 * The automatic meeting reminder (issue #8, beyond the spec's manual banner): every 15 minutes,
 * queue `companyMeetingReminderSelf` once for every accepted intro with no booked call for more
 * than 48 hours. It goes through the lifecycle like the banner's button, under the request's row
 * lock, so several processes never send one reminder twice.
 */
import type { AppContext } from '../context';
import { sendDueReminders } from '../features/intro-requests/intro-requests.service';

export const REMINDER_JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Queues every due reminder now (the lifecycle's `remind`, under each request's row lock).
 * @returns how many reminders were queued.
 */
export function queueDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  return sendDueReminders(ctx, now);
}

/** Runs `queueDueReminders` every 15 minutes (first run after one minute). */
export function startMeetingReminderJob(
  ctx: AppContext,
  opts: { onError: (e: unknown) => void; intervalMs?: number },
) {
  const run = () => queueDueReminders(ctx).catch(opts.onError);
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, opts.intervalMs ?? REMINDER_JOB_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
