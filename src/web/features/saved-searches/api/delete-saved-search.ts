/** `DELETE /api/saved-searches/:id` — delete a saved search and its alerts (issue #34 item 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** Deletes the search (resolves on 204). */
export function deleteSavedSearch(id: string): Promise<void> {
  return api.delete(`/api/saved-searches/${encodeURIComponent(id)}`);
}

/** Delete mutation; the list is read again either way. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
