/**
 * The candidate's steps on the intro call (issue #17): `POST /api/candidates/me/intro-requests/
 * {id}/` `slots` (offer 2–5 times; reschedules a booked call), `book-slot` (pick a time the
 * company offered), `cancel-call` (with a reason), `reopen` (a closed intro). Each answers the
 * updated request; rejects with `ApiError` 409 for a step the intro's state does not allow, 400
 * for bad input.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateIntroRequestSchema,
  type BookSlotInput,
  type CancelCallInput,
  type CandidateIntroRequest,
  type OfferSlotsInput,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { candidateIntroRequestsQueryKey } from './get-candidate-intro-requests';

export type CandidateCallStep =
  | { path: 'slots'; body: OfferSlotsInput }
  | { path: 'book-slot'; body: BookSlotInput }
  | { path: 'cancel-call'; body: CancelCallInput }
  | { path: 'reopen'; body: Record<string, never> };

export function candidateCallStep(
  id: string,
  step: CandidateCallStep,
): Promise<CandidateIntroRequest> {
  return api.post(
    `/api/candidates/me/intro-requests/${encodeURIComponent(id)}/${step.path}`,
    step.body,
    { schema: candidateIntroRequestSchema },
  );
}

/** The step mutation; the list is re-read whatever the outcome. */
export function useCandidateCallStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; step: CandidateCallStep }) =>
      candidateCallStep(input.id, input.step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateIntroRequestsQueryKey }),
  });
}
