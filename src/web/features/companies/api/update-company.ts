/** `PATCH /api/companies/me` — account tab edit (spec 1 §2 "Company dashboard", §5 "Account edit"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyProfileSchema,
  type CompanyAccountUpdateInput,
  type CompanyProfile,
} from '../../../../shared/companies/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { companyProfileQueryKey } from './get-company-profile';

/** Saves company name, hiring roles and timezone; resolves to the updated profile. */
export function updateCompany(input: CompanyAccountUpdateInput): Promise<CompanyProfile> {
  return api.patch('/api/companies/me', input, { schema: companyProfileSchema });
}

/** Update mutation: stores the new profile and re-reads the session (the menu shows the name). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (profile) => {
      queryClient.setQueryData(companyProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
