/** `POST /api/gigs/proposals` — propose a trial project to a candidate, behind the gate (spec 2 §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  proposedGigSchema,
  type GigFormInput,
  type ProposedGig,
} from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { refreshGigViews } from './gig-keys';

export type { ProposedGig };

/**
 * Creates a `proposed` gig for `preferredCandidateId` (required). Rejects with `ApiError`: 400
 * with `fieldErrors`, 401, 403 (paused company), 404 'Candidate Not Found', 409
 * `INTRO_NOT_ACCEPTED` or `MEETING_NOT_SCHEDULED`.
 */
export function proposeGig(input: GigFormInput): Promise<ProposedGig> {
  return api.post('/api/gigs/proposals', input, { schema: proposedGigSchema });
}

export function useProposeGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeGig,
    onSuccess: () => refreshGigViews(queryClient),
  });
}
