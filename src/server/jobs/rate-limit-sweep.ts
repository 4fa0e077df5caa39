/**
 * Cleaning of the PostgreSQL rate-limit counters (docs/decisions/019-rate-limits.md): every
 * minute, delete the rows whose window has ended. A key hit again after its window is restarted in
 * place by the upsert anyway; the sweep removes the keys nobody hits again. Safe to run in every
 * process at once. Redis expires its keys itself, so nothing runs there.
 */
import type { Db } from '../../db/client';
import { sweepExpiredCounts } from '../platform/rate-limit/counters';

export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60_000;

/** Deletes expired counters every `intervalMs` until stopped. Errors are reported, never thrown. */
export function startRateLimitSweep(
  db: Db,
  opts: { onError: (error: unknown) => void; intervalMs?: number },
) {
  const timer = setInterval(() => {
    sweepExpiredCounts(db).catch(opts.onError);
  }, opts.intervalMs ?? RATE_LIMIT_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
