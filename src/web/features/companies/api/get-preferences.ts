/**
 * `GET /api/companies/me/preferences` — the company's saved onboarding preferences, or `null` when
 * none were saved yet (spec 1 §2 "Company onboarding", §3 "Company preferences").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  preferencesResponseSchema,
  type PreferencesResponse,
} from '../../../../shared/companies/schemas';
import { api } from '../../../lib/api-client';
import { companyProfileQueryKey } from './get-company-profile';

/** Under the profile's key, so invalidating the profile re-reads the preferences too. */
export const preferencesQueryKey = [...companyProfileQueryKey, 'preferences'] as const;

export function getPreferences(
  options: { signal?: AbortSignal } = {},
): Promise<PreferencesResponse | null> {
  return api.get('/api/companies/me/preferences', {
    signal: options.signal,
    // `null` when nothing is saved; an empty body is read the same way.
    schema: preferencesResponseSchema.nullish().transform((saved) => saved ?? null),
  });
}

export function getPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences({ signal }),
    // The form waits on this; on failure it opens with the defaults rather than keep retrying.
    retry: false,
  });
}

/** The saved preferences as a query (`null` when there are none). */
export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
