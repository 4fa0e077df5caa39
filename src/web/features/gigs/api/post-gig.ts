/** `POST /api/gigs` — post an open trial project (spec 2 §2, §5 "Gig form"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gigStatusResultSchema,
  type GigFormInput,
  type GigStatusResult,
} from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { refreshGigViews } from './gig-keys';

export type PostedGig = GigStatusResult;

/**
 * Creates an `open` gig. Rejects with `ApiError`: 400 `VALIDATION_FAILED` with `fieldErrors`
 * (also for a preferred candidate without an accepted intro), 401, 403 for a paused or
 * blacklisted company (`title`/`detail` to show).
 */
export function postGig(input: GigFormInput): Promise<PostedGig> {
  return api.post('/api/gigs', input, { schema: gigStatusResultSchema });
}

export function usePostGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGig,
    onSuccess: () => refreshGigViews(queryClient),
  });
}
