/** `GET /api/companies` — Browse Companies: active companies, searched and paged by the server (issue #15). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyListPageSchema,
  type CompanyListPage,
} from '../../../../shared/companies/company-page';

/** The list's search text and page (`limit` is the page size). */
export interface CompanyListParams {
  q: string;
  page: number;
  limit: number;
}
import { api } from '../../../lib/api-client';

export const companiesQueryKey = ['companies', 'browse'] as const;

export function getCompanies(
  query: CompanyListParams,
  options: { signal?: AbortSignal } = {},
): Promise<CompanyListPage> {
  return api.get('/api/companies', {
    signal: options.signal,
    schema: companyListPageSchema,
    query: { q: query.q || undefined, page: query.page, limit: query.limit },
  });
}

export function getCompaniesQueryOptions(query: CompanyListParams) {
  return queryOptions({
    queryKey: [...companiesQueryKey, query],
    queryFn: ({ signal }) => getCompanies(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useCompanies(query: CompanyListParams) {
  return useQuery(getCompaniesQueryOptions(query));
}
