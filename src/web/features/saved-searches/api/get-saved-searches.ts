/** `GET /api/saved-searches` — the member's own saved searches, newest first (issue #34 item 5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  savedSearchListSchema,
  type SavedSearchList,
} from '../../../../shared/saved-searches/schemas';
import { api } from '../../../lib/api-client';

export const savedSearchesQueryKey = ['saved-searches'] as const;

export function getSavedSearches(options: { signal?: AbortSignal } = {}): Promise<SavedSearchList> {
  return api.get('/api/saved-searches', { signal: options.signal, schema: savedSearchListSchema });
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches({ signal }),
  });
}

/** The member's saved searches as a query. */
export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}
