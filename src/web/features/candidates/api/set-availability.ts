/**
 * `PUT /api/candidates/me/availability` — pause new intros or resume them from the dashboard
 * (issue #17; docs/decisions/028).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  availabilityStatusSchema,
  type AvailabilityStatus,
} from '../../../../shared/candidates/availability';
import type { CandidateProfile } from '../../../../shared/candidates/schemas';
import { api } from '../../../lib/api-client';
import { candidateProfileQueryKey } from './get-candidate-profile';

/**
 * Pauses (`open: false`) or resumes (`open: true`). Resolves to the new status; rejects with
 * `ApiError` 409 (already paused, or a profile that is not approved).
 */
export function setAvailability(open: boolean): Promise<AvailabilityStatus> {
  return api.put('/api/candidates/me/availability', { open }, { schema: availabilityStatusSchema });
}

/** The mutation: the profile's `openToIntros` is updated in place. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (openToIntros) => {
      queryClient.setQueryData<CandidateProfile>(candidateProfileQueryKey, (profile) =>
        profile ? { ...profile, openToIntros } : profile,
      );
    },
  });
}
