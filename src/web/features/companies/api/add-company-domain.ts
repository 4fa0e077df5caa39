/**
 * `POST /api/company/domains` — adds a domain and e-mails a 24-hour link to the address at it
 * (docs/decisions/079). Rejects with `ApiError` 400 `{ domain }` for a free e-mail domain, 409
 * `{ domain }` for one another company verified.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyDomainSchema,
  type AddDomainInput,
  type CompanyDomain,
} from '../../../../shared/companies/domains';
import { api } from '../../../lib/api-client';
import { companyDomainsQueryKey } from './get-company-domains';

export function addCompanyDomain(input: AddDomainInput): Promise<CompanyDomain> {
  return api.post('/api/company/domains', input, { schema: companyDomainSchema });
}

/** Add mutation; the list is read again on success. */
export function useAddCompanyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDomainsQueryKey }),
  });
}
