/** `POST /api/gigs/:id/complete` — mark a gig complete; final (spec 2 §4 "Gig"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gigStatusResultSchema, type GigStatusResult } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { refreshGigViews } from './gig-keys';

/** Rejects with `ApiError`: 404 for a gig not this company's, 409 when complete or cancelled. */
export function completeGig(id: string): Promise<GigStatusResult> {
  return api.post(
    `/api/gigs/${encodeURIComponent(id)}/complete`,
    {},
    { schema: gigStatusResultSchema },
  );
}

/** The lists are re-read whether it worked or not (a 409 means the list is out of date). */
export function useCompleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGig,
    onSettled: () => refreshGigViews(queryClient),
  });
}
