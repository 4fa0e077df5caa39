/**
 * The automatic meeting reminder (issue #8, beyond the spec's manual banner): every 15 minutes,
 * queue `companyMeetingReminderSelf` once for every accepted intro with no booked call for more
 * than 48 hours. It shares the banner's once-only rule (a conditional update of
 * `meeting_reminder_sent_at`), so several processes never send one reminder twice.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { introRequests } from '../../db/schema';
import { REMINDER_AFTER_MS } from '../../shared/intro-requests/schemas';
import type { AppContext } from '../context';
import { findIntroWithParties } from '../features/intro-requests/intro-requests.repo';
import { markReminderAndQueue } from '../features/intro-requests/intro-requests.service';

export const REMINDER_JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Queues every due reminder now.
 * @returns how many reminders were queued.
 */
export async function queueDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: introRequests.id })
    .from(introRequests)
    .where(
      and(
        eq(introRequests.status, 'accepted'),
        eq(introRequests.meetingMarkedByCompany, false),
        eq(introRequests.meetingCompleted, false),
        isNull(introRequests.meetingReminderSentAt),
        lt(introRequests.acceptedAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
      ),
    )
    .limit(500);
  let queued = 0;
  for (const { id } of due) {
    const row = await findIntroWithParties(ctx.db, eq(introRequests.id, id));
    if (row && (await markReminderAndQueue(ctx, row))) queued++;
  }
  return queued;
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
