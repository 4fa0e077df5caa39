/** `GET /api/intro-requests/:id` — one of the company's own intro requests (404 for others'). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyIntroRequestSchema,
  type CompanyIntroRequest,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { introRequestsQueryKey } from './intro-request-keys';

export function getIntroRequest(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<CompanyIntroRequest> {
  return api.get(`/api/intro-requests/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: companyIntroRequestSchema,
  });
}

export function getIntroRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...introRequestsQueryKey, 'one', id],
    queryFn: ({ signal }) => getIntroRequest(id, { signal }),
    retry: false,
  });
}

/** The intro `id` (nothing is fetched while `id` is null). */
export function useIntroRequest(id: string | null) {
  return useQuery({ ...getIntroRequestQueryOptions(id ?? ''), enabled: Boolean(id) });
}
