/** `PUT /api/gigs/:id` — edit an open gig with the posting form (issue #30; spec 2 §5 "Gig form"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyGigSchema,
  type CompanyGig,
  type GigFormInput,
} from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { getGigQueryOptions } from './get-gig';
import { refreshGigViews } from './gig-keys';

/**
 * Saves `input` over the gig `id` and resolves with the gig as its page shows it. Rejects with
 * `ApiError`: 400 `VALIDATION_FAILED` with `fieldErrors`, 401, 403 (paused company), 404 'Gig Not
 * Found', 409 'Gig Not Open' once the gig is proposed or under way.
 */
export function editGig({ id, input }: { id: string; input: GigFormInput }): Promise<CompanyGig> {
  return api.put(`/api/gigs/${encodeURIComponent(id)}`, input, { schema: companyGigSchema });
}

/** On success the gig's page shows the answer at once; every gig view is read again either way. */
export function useEditGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGig,
    onSuccess: (gig) => queryClient.setQueryData(getGigQueryOptions(gig.id).queryKey, gig),
    onSettled: () => refreshGigViews(queryClient),
  });
}
