/** `GET /api/candidates/me/intro-requests` — the candidate's intro requests, newest first (spec 2 §2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidateIntroRequestListSchema,
  type CandidateIntroRequest,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { candidateIntroRequestsQueryKey } from '../../../lib/query-keys';

export { candidateIntroRequestsQueryKey };

export function getCandidateIntroRequests(
  options: { signal?: AbortSignal } = {},
): Promise<CandidateIntroRequest[]> {
  return api.get('/api/candidates/me/intro-requests', {
    signal: options.signal,
    schema: candidateIntroRequestListSchema,
  });
}

export function getCandidateIntroRequestsQueryOptions() {
  return queryOptions({
    queryKey: candidateIntroRequestsQueryKey,
    queryFn: ({ signal }) => getCandidateIntroRequests({ signal }),
    retry: 1,
  });
}

export function useCandidateIntroRequests() {
  return useQuery(getCandidateIntroRequestsQueryOptions());
}
