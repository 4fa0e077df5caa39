/**
 * The company's numbers (issue #34 item 6): the funnel of the last 30 or 90 days — requests,
 * accepted, calls, trials, hires — with the acceptance rate and the median time to the
 * candidate's answer.
 */
import type { AppContext } from '../../platform/context';
import type { Funnel } from '../../../shared/pipeline/schemas';
import { funnelCounts } from './funnel.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The funnel of the requests the company made in the last `days` days. */
export async function getFunnel(ctx: AppContext, companyId: string, days: number): Promise<Funnel> {
  const since = new Date(ctx.now().getTime() - days * DAY_MS);
  const counts = await funnelCounts(ctx.db, companyId, since);
  return {
    days,
    requests: counts.requests,
    accepted: counts.accepted,
    calls: counts.calls,
    trials: counts.trials,
    hires: counts.hires,
    acceptanceRate: counts.requests === 0 ? null : counts.accepted / counts.requests,
    medianAnswerHours:
      counts.medianAnswerHours === null ? null : Math.round(counts.medianAnswerHours * 10) / 10,
  };
}
