/**
 * `POST /api/candidates/me/intro-requests/{id}/respond` — accept (optionally offering 2–5 times
 * for the call, issue #17) or decline (spec 2 §2, §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  introAnswerResultSchema,
  type IntroAnswerResult,
  type IntroResponseInput,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { candidateProfileQueryKey } from './get-candidate-profile';
import { candidateIntroRequestsQueryKey } from './get-candidate-intro-requests';

/** The new status and the spec's thank-you text for the answer (spec 2 §4). */
export type IntroAnswer = IntroAnswerResult;

/**
 * Answers one request; rejects with `ApiError` (409 when it was already answered, 400 with
 * `fieldErrors.slots` for times that break the rules).
 */
export function respondToIntroRequest(
  input: { id: string } & IntroResponseInput,
): Promise<IntroAnswer> {
  const { id, ...body } = input;
  return api.post(`/api/candidates/me/intro-requests/${encodeURIComponent(id)}/respond`, body, {
    schema: introAnswerResultSchema,
  });
}

/** Answer mutation: re-reads the list and the Quick Stats afterwards, whatever the outcome. */
export function useRespondToIntroRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToIntroRequest,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateIntroRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: candidateProfileQueryKey, exact: true }),
      ]);
    },
  });
}
