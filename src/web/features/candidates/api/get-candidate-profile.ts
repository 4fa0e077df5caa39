/** `GET /api/candidates/me` — the candidate's own profile with Quick Stats (spec 2 §2, §3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidateProfileSchema,
  type CandidateProfile,
} from '../../../../shared/candidates/schemas';
import { api } from '../../../lib/api-client';

export const candidateProfileQueryKey = ['candidates', 'me'] as const;

/** Fetches the profile. Rejects with `ApiError` 404 `NOT_FOUND` when the candidate is gone. */
export function getCandidateProfile(
  options: { signal?: AbortSignal } = {},
): Promise<CandidateProfile> {
  return api.get('/api/candidates/me', { signal: options.signal, schema: candidateProfileSchema });
}

export function getCandidateProfileQueryOptions() {
  return queryOptions({
    queryKey: candidateProfileQueryKey,
    queryFn: ({ signal }) => getCandidateProfile({ signal }),
    retry: false,
  });
}

/** The candidate's profile as a query. */
export function useCandidateProfile() {
  return useQuery(getCandidateProfileQueryOptions());
}
