/**
 * The company's numbers (issue #34 item 6): the funnel of the last 30 or 90 days — requests,
 * accepted, calls, trials, hires — with the acceptance rate and the median time to the
 * candidate's answer.
 */
import type { Db } from '../../../db/client';
import type { AppContext } from '../../platform/context';
import { CachedBody } from '../../platform/http/cached-body';
import { VersionedCache } from '../../platform/lib/versioned-cache';
import { BOARD_CACHE_TTL_MS, boardVersion } from './board.service';
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

/** A process's funnels as JSON answers, per database (about 8 MB at most). */
const funnelCaches = new WeakMap<Db, VersionedCache<CachedBody>>();

/**
 * The funnel of the last `days` days as a JSON answer for `viewerId`, a member of `companyId`,
 * kept per board version as the board is (every request, answer, call, trial or hire appends a
 * `pipeline` event to each member, ADR 074) and for at most `BOARD_CACHE_TTL_MS`.
 * @returns the JSON of a `Funnel`.
 */
export async function getFunnelBody(
  ctx: AppContext,
  companyId: string,
  viewerId: string,
  days: number,
): Promise<CachedBody> {
  let cache = funnelCaches.get(ctx.db);
  if (!cache) {
    cache = new VersionedCache({
      ttlMs: BOARD_CACHE_TTL_MS,
      maxSize: 8_000_000,
      sizeOf: (body) => body.size,
    });
    funnelCaches.set(ctx.db, cache);
  }
  const version = await boardVersion(ctx, viewerId);
  return cache.get(
    `${companyId}|${viewerId}|${days}`,
    version,
    ctx.now().getTime(),
    async () => new CachedBody(JSON.stringify(await getFunnel(ctx, companyId, days))),
  );
}
