/**
 * `GET /api/company/domains` — the company's verified and pending domains, and whether the
 * signed-in member may manage them (issue #35 part 3, docs/decisions/079).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyDomainListSchema,
  type CompanyDomainList,
} from '../../../../shared/companies/domains';
import { api } from '../../../lib/api-client';

export const companyDomainsQueryKey = ['companies', 'domains'] as const;

export function getCompanyDomains(
  options: { signal?: AbortSignal } = {},
): Promise<CompanyDomainList> {
  return api.get('/api/company/domains', {
    signal: options.signal,
    schema: companyDomainListSchema,
  });
}

export function getCompanyDomainsQueryOptions() {
  return queryOptions({
    queryKey: companyDomainsQueryKey,
    queryFn: ({ signal }) => getCompanyDomains({ signal }),
  });
}

/** The company's domains as a query. */
export function useCompanyDomains() {
  return useQuery(getCompanyDomainsQueryOptions());
}
