import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { sessionQueryKey } from '../../auth/api/get-session';

/** Spec 1 §8 "Company data missing". */
export const companyDataMissingNotice = {
  title: 'Error',
  description: 'Company data not found. Please try logging in again.',
  variant: 'destructive',
} as const;

/**
 * What to do when the company's record is gone (404): the spec's notice, then /create-account.
 * The session is re-read, since the server no longer knows the company.
 */
export function useCompanyDataMissing() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    toast(companyDataMissingNotice);
    void navigate(paths.createAccount.getHref(), { replace: true });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [navigate, queryClient]);
}
