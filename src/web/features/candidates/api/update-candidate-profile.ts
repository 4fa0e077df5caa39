/** `PATCH /api/candidates/me` — the dashboard's profile edit (spec 2 §2; the e-mail never changes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateProfileSchema,
  type CandidateProfile,
  type CandidateProfileUpdateForm,
} from '../../../../shared/candidates/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { candidateProfileQueryKey } from './get-candidate-profile';

/**
 * Saves the profile fields as the form holds them (strings; the server parses them with the same
 * schema). Resolves to the updated profile; rejects with `ApiError` 400 with per-field messages.
 */
export function updateCandidateProfile(
  values: CandidateProfileUpdateForm,
): Promise<CandidateProfile> {
  return api.patch('/api/candidates/me', values, { schema: candidateProfileSchema });
}

/** Update mutation: stores the new profile and re-reads the session (the menu shows the name). */
export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(candidateProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
