/**
 * `GET`/`PUT /api/candidates/me/intro-preferences` — "Only verified companies can send me intros"
 * (issue #35 part 3, docs/decisions/079). Read and saved in one file: they are one setting.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  introPreferencesSchema,
  type IntroPreferences,
} from '../../../../shared/candidates/intro-preferences';
import { api } from '../../../lib/api-client';

export const introPreferencesQueryKey = ['candidates', 'intro-preferences'] as const;

export function getIntroPreferences(
  options: { signal?: AbortSignal } = {},
): Promise<IntroPreferences> {
  return api.get('/api/candidates/me/intro-preferences', {
    signal: options.signal,
    schema: introPreferencesSchema,
  });
}

export function getIntroPreferencesQueryOptions() {
  return queryOptions({
    queryKey: introPreferencesQueryKey,
    queryFn: ({ signal }) => getIntroPreferences({ signal }),
  });
}

export function useIntroPreferences() {
  return useQuery(getIntroPreferencesQueryOptions());
}

export function saveIntroPreferences(input: IntroPreferences): Promise<IntroPreferences> {
  return api.put('/api/candidates/me/intro-preferences', input, { schema: introPreferencesSchema });
}

/** Saves; the stored value replaces the query's. */
export function useSaveIntroPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntroPreferences,
    onSuccess: (saved) => queryClient.setQueryData(introPreferencesQueryKey, saved),
  });
}
