/** `PATCH /api/saved-searches/:id` — rename a search or change its alert (issue #34 item 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedSearchSchema,
  type SavedSearch,
  type UpdateSavedSearchInput,
} from '../../../../shared/saved-searches/schemas';
import { api } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** Changes the search. Rejects with `ApiError` (400/409 with fieldErrors, 404 when gone). */
export function updateSavedSearch(id: string, input: UpdateSavedSearchInput): Promise<SavedSearch> {
  return api.patch(`/api/saved-searches/${encodeURIComponent(id)}`, input, {
    schema: savedSearchSchema,
  });
}

/** Update mutation; the list is read again either way. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSavedSearchInput }) =>
      updateSavedSearch(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
