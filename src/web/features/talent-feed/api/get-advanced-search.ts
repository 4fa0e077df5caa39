/**
 * `GET /api/talent/advanced-search` — whether advanced search applies for the signed-in company
 * (Pro, Enterprise), with its time zone, each region's working-hours overlap and its yearly budget
 * (issue #34 item 4, docs/decisions/075).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvancedSearchAccess } from '../../../../shared/talent-feed/schemas';
import { api } from '../../../lib/api-client';
import { talentFeedQueryKey } from '../../../lib/query-keys';

export function getAdvancedSearchAccess(
  options: { signal?: AbortSignal } = {},
): Promise<AdvancedSearchAccess> {
  return api.get('/api/talent/advanced-search', {
    signal: options.signal,
    schema: async () =>
      (await import('../../../../shared/talent-feed/schemas')).advancedSearchAccessSchema,
  });
}

/**
 * Under the feed's key, so that what invalidates the feed (a change of viewer, an upgrade's
 * refetch) reads it again too.
 */
export function getAdvancedSearchAccessQueryOptions() {
  return queryOptions({
    queryKey: [...talentFeedQueryKey, 'advanced-search'],
    queryFn: ({ signal }) => getAdvancedSearchAccess({ signal }),
    staleTime: 60_000,
  });
}

/** The access, for a signed-in company only (`enabled`). */
export function useAdvancedSearchAccess(enabled: boolean) {
  return useQuery({ ...getAdvancedSearchAccessQueryOptions(), enabled });
}
