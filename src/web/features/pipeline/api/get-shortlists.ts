/**
 * `GET /api/company/shortlists` — the company's shortlists in the team's order, with how many
 * candidates each holds (issue #34 item 1).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shortlist } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { shortlistsQueryKey } from '../../../lib/query-keys';

/** Fetches the lists, in the team's order. Any member of the company. */
export function getShortlists(options: { signal?: AbortSignal } = {}): Promise<Shortlist[]> {
  return api
    .get<{ items: Shortlist[] }>('/api/company/shortlists', {
      signal: options.signal,
      schema: async () => {
        const [{ z }, { shortlistSchema }] = await Promise.all([
          import('zod'),
          import('../../../../shared/pipeline/schemas'),
        ]);
        return z.object({ items: z.array(shortlistSchema) });
      },
    })
    .then((page) => page.items);
}

export function getShortlistsQueryOptions() {
  return queryOptions({
    queryKey: shortlistsQueryKey,
    queryFn: ({ signal }) => getShortlists({ signal }),
  });
}

/** The company's lists as a query. */
export function useShortlists() {
  return useQuery(getShortlistsQueryOptions());
}
