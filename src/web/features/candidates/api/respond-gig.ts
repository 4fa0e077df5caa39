/** `POST /api/candidates/me/gigs/{id}/respond` — accept or decline a proposed gig (spec 2 §4, ADR 005). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gigAnswerResultSchema, type GigAnswerResult } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { candidateGigsQueryKey } from './get-candidate-gigs';
import { candidateProfileQueryKey } from './get-candidate-profile';

export type GigAnswer = 'accepted' | 'declined';

/** Answers a gig proposed to this candidate (once); rejects with `ApiError` otherwise. */
export function respondToGig(input: { id: string; response: GigAnswer }): Promise<GigAnswerResult> {
  return api.post(
    `/api/candidates/me/gigs/${encodeURIComponent(input.id)}/respond`,
    { response: input.response },
    { schema: gigAnswerResultSchema },
  );
}

/** Answer mutation: re-reads the gigs and the Quick Stats (active gigs) afterwards. */
export function useRespondToGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToGig,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateGigsQueryKey }),
        queryClient.invalidateQueries({ queryKey: candidateProfileQueryKey, exact: true }),
      ]);
    },
  });
}
