/**
 * `GET /api/gigs/:id` — one of the company's own gigs, for its page (issue #30: 'Details' on My
 * Trial Projects opens it). The server answers 404 'Gig Not Found' alike for another company's gig
 * and an id that does not exist.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyGigSchema, type CompanyGig } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

/** Fetches the gig. Rejects with `ApiError`: 404 `NOT_FOUND`, 401, 403 for a non-company. */
export function getGig(id: string, options: { signal?: AbortSignal } = {}): Promise<CompanyGig> {
  return api.get(`/api/gigs/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: companyGigSchema,
  });
}

/** Under the gigs key, so every gig change (`refreshGigViews`) reads it again. */
export function getGigQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...gigsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getGig(id, { signal }),
  });
}

/** The gig as a query (the app's client retries network failures and 5xx only). */
export function useGig(id: string) {
  return useQuery(getGigQueryOptions(id));
}
