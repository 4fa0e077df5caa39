/** `DELETE /api/company/domains/:id` — removes a domain, pending or verified (ADR 079). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyDomainsQueryKey } from './get-company-domains';

export function removeCompanyDomain(id: string): Promise<void> {
  return api.delete(`/api/company/domains/${encodeURIComponent(id)}`);
}

/** Remove mutation; the list is read again either way. */
export function useRemoveCompanyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyDomain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDomainsQueryKey }),
  });
}
