/** `POST /api/company/domains/:id/resend` — a new 24-hour link to the same address (ADR 079). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDomainSchema, type CompanyDomain } from '../../../../shared/companies/domains';
import { api } from '../../../lib/api-client';
import { companyDomainsQueryKey } from './get-company-domains';

export function resendDomainLink(id: string): Promise<CompanyDomain> {
  return api.post(`/api/company/domains/${encodeURIComponent(id)}/resend`, undefined, {
    schema: companyDomainSchema,
  });
}

/** Resend mutation; the list is read again either way. */
export function useResendDomainLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDomainLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDomainsQueryKey }),
  });
}
