/**
 * `GET /api/gigs/gate/:candidateId` — whether this company may propose a gig to the candidate
 * (spec 2 §4 "Gig-proposal gate"): `ok`, `intro_not_accepted` or `meeting_not_scheduled`, with the
 * candidate's name and role. The server answers 404 'Candidate Not Found' for a candidate the
 * company does not know (docs/decisions/020); the page reads that as `candidate_not_found`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gigGateSchema, gigMessages, type GigGate } from '../../../../shared/gigs/schemas';
import { api, isApiError } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

/** The gate as the page reads it: the server's answer, or a candidate it does not know. */
export type GigGateView = GigGate | { state: 'candidate_not_found'; candidate: null };

export async function getGigGate(
  candidateId: string,
  options: { signal?: AbortSignal } = {},
): Promise<GigGateView> {
  try {
    return await api.get(`/api/gigs/gate/${encodeURIComponent(candidateId)}`, {
      signal: options.signal,
      schema: gigGateSchema,
    });
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND') && error.title === gigMessages.candidateNotFound.title)
      return { state: 'candidate_not_found', candidate: null };
    throw error;
  }
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
