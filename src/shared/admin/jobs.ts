/**
 * The admin's failed background jobs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md):
 * `GET /api/admin/jobs/failed` answers this list, `POST /api/admin/jobs/:id/retry` puts one back.
 * The server declares these schemas and the admin page parses its answers with them.
 */
import { z } from 'zod';

/** One run that failed its last retry. Dates are ISO 8601 strings. */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The job's name (`outbox-delivery`, `intro-timers`, …). */
  queue: z.string(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
  /** Tries made: the first and each retry. */
  attempts: z.number().int().min(1),
  /** The last error's message. */
  error: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** The latest failed runs, newest first (at most `FAILED_JOBS_SHOWN`). */
export const failedJobListSchema = z.object({ jobs: z.array(failedJobSchema) });
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** How many failed runs the list shows. */
export const FAILED_JOBS_SHOWN = 100;

/** `POST /api/admin/jobs/:id/retry`'s answer: the run waits in its queue again. */
export const retriedJobSchema = z.object({ id: z.string(), status: z.literal('retry') });
export type RetriedJob = z.infer<typeof retriedJobSchema>;
