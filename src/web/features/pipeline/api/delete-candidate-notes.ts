/**
 * `DELETE /api/company/notes/:id` — deletes one's own team note (issue #34 item 2): 204; 403
 * `pipelineTexts.noteNotYours` for a teammate's; 404 when it is already gone.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateNote } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';
import { candidateNotesQueryKey } from './get-candidate-notes';

/** Deletes note `id`. */
export function deleteCandidateNote(id: string): Promise<void> {
  return api.delete<void>(`/api/company/notes/${encodeURIComponent(id)}`);
}

/**
 * Deletes a note of `candidateId`; it leaves the list once the server has removed it, after
 * `onDeleted` (called here, not by `mutate`, since the note's own buttons go with it).
 */
export function useDeleteCandidateNote(candidateId: string, onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidateNote,
    onSuccess: (_, id) => {
      onDeleted?.(id);
      queryClient.setQueryData<CandidateNote[]>(candidateNotesQueryKey(candidateId), (old) =>
        old?.filter((n) => n.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: pipelineQueryKey });
    },
  });
}
