/** `GET /api/gigs?status=` — the company's own gigs, newest first (spec 2 §2 "My Trial Projects"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyGigListSchema,
  type CompanyGig,
  type GigStatus,
} from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

/** `status` narrows the list; `null` means all. Rejects with `ApiError`. */
export function getGigs(
  status: GigStatus | null,
  options: { signal?: AbortSignal } = {},
): Promise<CompanyGig[]> {
  return api.get('/api/gigs', {
    signal: options.signal,
    schema: companyGigListSchema,
    query: { status: status ?? undefined },
  });
}

export function getGigsQueryOptions(status: GigStatus | null) {
  return queryOptions({
    queryKey: [...gigsQueryKey, 'list', status ?? 'all'],
    queryFn: ({ signal }) => getGigs(status, { signal }),
  });
}

export function useGigs(status: GigStatus | null) {
  return useQuery(getGigsQueryOptions(status));
}
