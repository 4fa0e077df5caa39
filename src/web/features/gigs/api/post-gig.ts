/** `POST /api/gigs` — post an open trial project (spec 2 §2, §5 "Gig form"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gigStatuses, type GigFormInput } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { refreshGigViews } from './gig-keys';

const postedGigSchema = z.object({ id: z.string(), status: z.enum(gigStatuses) });
export type PostedGig = z.infer<typeof postedGigSchema>;

/**
 * Creates an `open` gig. Rejects with `ApiError`: 400 `VALIDATION_FAILED` with `fieldErrors`
 * (also for a preferred candidate without an accepted intro), 401, 403 for a paused or
 * blacklisted company (`title`/`detail` to show).
 */
export function postGig(input: GigFormInput): Promise<PostedGig> {
  return api.post('/api/gigs', input, { schema: postedGigSchema });
}

export function usePostGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGig,
    onSuccess: () => refreshGigViews(queryClient),
  });
}
