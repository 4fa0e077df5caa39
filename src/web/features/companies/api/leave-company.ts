/** `POST /api/company/leave` — a member who is not the owner leaves the company (issue #33 item 3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { teamTexts } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { guestSession, sessionQueryKey } from '../../auth/api/get-session';

/** Leaves the company (resolves on 204); the server ends the session. */
export function leaveCompany(): Promise<void> {
  return api.post('/api/company/leave');
}

/**
 * Leave mutation, as a logout: goes to `/` first (so the guarded page does not bounce to the
 * login screen), then drops every cached query, marks the session guest and shows the toast.
 */
export function useLeaveCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: leaveCompany,
    onSuccess: async () => {
      await navigate(paths.home.getHref());
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, guestSession);
      toast({ title: teamTexts.leftCompany });
    },
  });
}
