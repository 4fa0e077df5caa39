/** `PUT /api/candidates/me/work-history` — the candidate's jobs, in order (docs/decisions/080). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateProfileSchema,
  type CandidateProfile,
} from '../../../../shared/candidates/schemas';
import type { WorkHistoryUpdateForm } from '../../../../shared/candidates/work-history';
import { api } from '../../../lib/api-client';
import { candidateProfileQueryKey } from './get-candidate-profile';
import { candidatePrivacyQueryKey } from './privacy';

/**
 * Saves the whole list as the form holds it (strings; the server checks the same schema).
 * Resolves to the updated profile; rejects with `ApiError` 400 with messages by field
 * (`entries.N.company`).
 */
export function updateWorkHistory(values: WorkHistoryUpdateForm): Promise<CandidateProfile> {
  return api.put('/api/candidates/me/work-history', values, { schema: candidateProfileSchema });
}

/**
 * Save mutation: stores the profile the server answers, and re-reads the Privacy card's current
 * employer (the job with no end month, docs/decisions/081).
 */
export function useUpdateWorkHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkHistory,
    onSuccess: (profile) => {
      queryClient.setQueryData(candidateProfileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: candidatePrivacyQueryKey });
    },
  });
}
