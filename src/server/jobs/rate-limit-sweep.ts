/**
 * Cleaning of the PostgreSQL rate-limit counters (docs/decisions/019-rate-limits.md): every
 * minute, delete the rows whose window has ended. A key hit again after its window is restarted in
 * place by the upsert anyway; the sweep removes the keys nobody hits again. Redis expires its keys
 * itself, so with Redis the job has no schedule (docs/decisions/071-jobs-on-pg-boss.md).
 */
import type { Db } from '../../db/client';
import { sweepExpiredCounts } from '../platform/rate-limit/counters';
import type { JobDefinition } from '../platform/jobs';

/** The `rate-limit-sweep` job: every minute when the counters are in PostgreSQL, else never. */
export function rateLimitSweepJob(db: Db, opts: { countersInPostgres: boolean }): JobDefinition {
  return {
    queue: 'rate-limit-sweep',
    cron: opts.countersInPostgres ? '* * * * *' : undefined,
    run: async () => {
      await sweepExpiredCounts(db);
    },
  };
}
