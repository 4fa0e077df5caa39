/**
 * `GET /api/company/funnel?days=30|90` — the company's numbers (issue #34 item 6): requests made in
 * the window and how far they went, the acceptance rate and the median time to an answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funnel } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { funnelQueryKey } from '../../../lib/query-keys';

/** The windows the funnel offers, in days (the shared `funnelWindows`, without loading zod). */
export type FunnelDays = 30 | 90;

/** Fetches the funnel of the last `days` days. Any member of the company. */
export function getFunnel(
  days: FunnelDays,
  options: { signal?: AbortSignal } = {},
): Promise<Funnel> {
  return api.get('/api/company/funnel', {
    query: { days },
    signal: options.signal,
    schema: async () => (await import('../../../../shared/pipeline/schemas')).funnelSchema,
  });
}

export function getFunnelQueryOptions(days: FunnelDays) {
  return queryOptions({
    queryKey: [...funnelQueryKey, days] as const,
    queryFn: ({ signal }) => getFunnel(days, { signal }),
  });
}

/** The funnel of the last `days` days as a query. */
export function useFunnel(days: FunnelDays) {
  return useQuery(getFunnelQueryOptions(days));
}
