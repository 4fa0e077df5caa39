/**
 * `POST /api/company/candidates/:candidateId/notes {body}` — adds a team note (issue #34 item 2):
 * 201 with the note (its `mentions` are the teammates the server found named, who are notified);
 * 400 with `errors.body` when empty or over `NOTE_MAX`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateNoteSchema, type CandidateNote } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';
import { candidateNotesQueryKey } from './get-candidate-notes';

/** Sends the note. */
export function postCandidateNote(candidateId: string, body: string): Promise<CandidateNote> {
  return api.post(
    `/api/company/candidates/${encodeURIComponent(candidateId)}/notes`,
    { body },
    { schema: candidateNoteSchema },
  );
}

/** Adds a note; once made it is appended to the list, and the board's note counts read again. */
export function usePostCandidateNote(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postCandidateNote(candidateId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<CandidateNote[]>(candidateNotesQueryKey(candidateId), (old) =>
        old ? [...old.filter((n) => n.id !== note.id), note] : [note],
      );
      return queryClient.invalidateQueries({ queryKey: pipelineQueryKey });
    },
  });
}
