/**
 * `PATCH /api/company/notes/:id {body}` — changes one's own team note (issue #34 item 2): 200 with
 * the note; 403 `pipelineTexts.noteNotYours` for a teammate's; 404 when it is gone; 400 with
 * `errors.body`. Teammates newly named are notified.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateNoteSchema, type CandidateNote } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';
import { candidateNotesQueryKey } from './get-candidate-notes';

/** Sends the new text of note `id`. */
export function patchCandidateNote(id: string, body: string): Promise<CandidateNote> {
  return api.patch(
    `/api/company/notes/${encodeURIComponent(id)}`,
    { body },
    { schema: candidateNoteSchema },
  );
}

/** Edits a note of `candidateId`; the answer replaces it in the list. */
export function usePatchCandidateNote(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => patchCandidateNote(id, body),
    onSuccess: (note) => {
      queryClient.setQueryData<CandidateNote[]>(candidateNotesQueryKey(candidateId), (old) =>
        old?.map((n) => (n.id === note.id ? note : n)),
      );
      return queryClient.invalidateQueries({ queryKey: pipelineQueryKey });
    },
  });
}
