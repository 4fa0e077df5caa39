/** `GET /api/companies/:id` — one active company's public page (issue #15); 404 otherwise. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyPageSchema, type CompanyPage } from '../../../../shared/companies/company-page';
import { api } from '../../../lib/api-client';

export function getCompanyPage(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<CompanyPage> {
  return api.get(`/api/companies/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: companyPageSchema,
  });
}

export function getCompanyPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['companies', 'page', id] as const,
    queryFn: ({ signal }) => getCompanyPage(id, { signal }),
    retry: false,
  });
}

export function useCompanyPage(id: string) {
  return useQuery(getCompanyPageQueryOptions(id));
}
