/**
 * What a background job is, as the platform runs it (docs/decisions/071-jobs-on-pg-boss.md): a
 * named queue, a handler, when it runs, and how a failed run is retried. The definitions
 * themselves (which call the modules' public functions) live in `src/server/jobs/`.
 */

/** How a failed run is retried: `retryDelaySeconds · 2^n` with jitter, at most `retryDelayMaxSeconds`. */
export interface JobRetryPolicy {
  /** Retries after the first try before the run is `failed` and shown to the admin. */
  retryLimit: number;
  /** First wait, in seconds. */
  retryDelaySeconds: number;
  /** Longest wait, in seconds. */
  retryDelayMaxSeconds: number;
}

export interface JobDefinition {
  /** The queue's name, kebab-case (`outbox-delivery`); also what the admin's list shows. */
  queue: string;
  /** One run. Throwing fails this attempt; it is retried with backoff, then shown to the admin. */
  run(): Promise<void>;
  /**
   * A cron expression in UTC (`* * * * *`: every minute). pg-boss sends one run per occurrence
   * across all processes. Omitted: not scheduled (and any schedule left from before is removed).
   */
  cron?: string;
  /**
   * Asks for a run every `everyMs` milliseconds from each process. The queue is `stately`, so
   * however many processes ask, at most one run waits and one runs: this is how work written by a
   * request (an outbox row, a reset request) is picked up within a poll interval.
   */
  everyMs?: number;
  /** How long one run may take, in seconds, before it counts as failed (a crashed process). */
  expireInSeconds?: number;
  retry?: Partial<JobRetryPolicy>;
}

/** The retry policy of a job that names none: 5 retries, 5 s doubling up to 5 minutes. */
export const DEFAULT_RETRY: JobRetryPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
};
