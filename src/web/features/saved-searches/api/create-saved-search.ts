/** `POST /api/saved-searches` — save the feed's current query under a name (issue #34 item 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedSearchSchema,
  type CreateSavedSearchInput,
  type SavedSearch,
} from '../../../../shared/saved-searches/schemas';
import { api } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** Saves the search. Rejects with `ApiError` (400 with fieldErrors, 409 for a name in use). */
export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return api.post('/api/saved-searches', input, { schema: savedSearchSchema });
}

/** Save mutation; the list is read again. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
