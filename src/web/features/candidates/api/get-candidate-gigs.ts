/** `GET /api/candidates/me/gigs` — gigs proposed to the candidate plus open gigs, newest first (spec 2 §2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateGigListSchema, type CandidateGig } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { candidateGigsQueryKey } from '../../../lib/query-keys';

export { candidateGigsQueryKey };

export function getCandidateGigs(options: { signal?: AbortSignal } = {}): Promise<CandidateGig[]> {
  return api.get('/api/candidates/me/gigs', {
    signal: options.signal,
    schema: candidateGigListSchema,
  });
}

export function getCandidateGigsQueryOptions() {
  return queryOptions({
    queryKey: candidateGigsQueryKey,
    queryFn: ({ signal }) => getCandidateGigs({ signal }),
    retry: 1,
  });
}

export function useCandidateGigs() {
  return useQuery(getCandidateGigsQueryOptions());
}
