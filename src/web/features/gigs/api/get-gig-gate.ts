/**
 * `GET /api/gigs/gate/:candidateId` — whether this company may propose a gig to the candidate
 * (spec 2 §4 "Gig-proposal gate"): `ok`, `candidate_not_found`, `intro_not_accepted` or
 * `meeting_not_scheduled`, with the candidate's name and role when it exists.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gigGateSchema, type GigGate } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

export function getGigGate(
  candidateId: string,
  options: { signal?: AbortSignal } = {},
): Promise<GigGate> {
  return api.get(`/api/gigs/gate/${encodeURIComponent(candidateId)}`, {
    signal: options.signal,
    schema: gigGateSchema,
  });
}

/** Always re-read on opening the page: the call may have been booked a moment ago. */
export function getGigGateQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: [...gigsQueryKey, 'gate', candidateId],
    queryFn: ({ signal }) => getGigGate(candidateId, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useGigGate(candidateId: string) {
  return useQuery(getGigGateQueryOptions(candidateId));
}
