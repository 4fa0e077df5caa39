/** `PUT /api/candidates/me/links` — GitHub, personal site and which links show before an intro. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateProfileSchema,
  type CandidateProfile,
} from '../../../../shared/candidates/schemas';
import type { CandidateLinksUpdateForm } from '../../../../shared/candidates/work-history';
import { api } from '../../../lib/api-client';
import { candidateProfileQueryKey } from './get-candidate-profile';

/** Saves the links and choices (docs/decisions/080); resolves to the updated profile. */
export function updateCandidateLinks(values: CandidateLinksUpdateForm): Promise<CandidateProfile> {
  return api.put('/api/candidates/me/links', values, { schema: candidateProfileSchema });
}

/** Save mutation: stores the profile the server answers. */
export function useUpdateCandidateLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidateLinks,
    onSuccess: (profile) => queryClient.setQueryData(candidateProfileQueryKey, profile),
  });
}
