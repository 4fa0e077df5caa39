/**
 * `GET /api/company/shortlists/:id` — one list with its candidates, who added each and when
 * (issue #34 item 1).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShortlistDetail } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { shortlistsQueryKey } from '../../../lib/query-keys';

/** One list's key: `['pipeline', 'shortlists', id]`. */
export const shortlistQueryKey = (id: string) => [...shortlistsQueryKey, id] as const;

/** Fetches the list. Rejects with `ApiError` 404 for another company's list or none. */
export function getShortlist(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ShortlistDetail> {
  return api.get(`/api/company/shortlists/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: async () => (await import('../../../../shared/pipeline/schemas')).shortlistDetailSchema,
  });
}

export function getShortlistQueryOptions(id: string) {
  return queryOptions({
    queryKey: shortlistQueryKey(id),
    queryFn: ({ signal }) => getShortlist(id, { signal }),
  });
}

/** One list and its candidates as a query. */
export function useShortlist(id: string) {
  return useQuery(getShortlistQueryOptions(id));
}
