/** `GET /api/companies/me` — the logged-in company's profile (spec 1 §3 "Company"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyProfileSchema, type CompanyProfile } from '../../../../shared/companies/schemas';
import { api } from '../../../lib/api-client';

export const companyProfileQueryKey = ['companies', 'me'] as const;

/** Fetches the profile. Rejects with `ApiError` 404 `NOT_FOUND` when the company is gone. */
export function getCompanyProfile(options: { signal?: AbortSignal } = {}): Promise<CompanyProfile> {
  return api.get('/api/companies/me', { signal: options.signal, schema: companyProfileSchema });
}

export function getCompanyProfileQueryOptions() {
  return queryOptions({
    queryKey: companyProfileQueryKey,
    queryFn: ({ signal }) => getCompanyProfile({ signal }),
    retry: false,
  });
}

/** The company's profile as a query. */
export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
