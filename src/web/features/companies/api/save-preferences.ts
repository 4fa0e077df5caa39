/**
 * `PUT /api/companies/me/preferences` and `POST /api/companies/me/preferences/skip` — onboarding
 * preferences (spec 1 §2 "Company onboarding", §5 "Preferences"). Either completes onboarding.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  preferencesResponseSchema,
  type PreferencesInput,
  type PreferencesResponse,
} from '../../../../shared/companies/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { companyProfileQueryKey } from './get-company-profile';
import { preferencesQueryKey } from './get-preferences';

export function savePreferences(input: PreferencesInput): Promise<PreferencesResponse> {
  return api.put('/api/companies/me/preferences', input, { schema: preferencesResponseSchema });
}

/** Skipping stores null/empty values (spec 1 §3 "Company preferences"). */
export function skipPreferences(): Promise<PreferencesResponse> {
  return api.post('/api/companies/me/preferences/skip', {}, { schema: preferencesResponseSchema });
}

/**
 * Save (with values) or skip (with `null`). Afterwards the session is re-read, so the guard sees
 * onboardingStatus 'complete'; the caller awaits that before leaving the onboarding pages. The
 * stored answer becomes the cached preferences, so the form reopens with it.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput | null) =>
      input ? savePreferences(input) : skipPreferences(),
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: companyProfileQueryKey }),
      ]);
    },
  });
}
