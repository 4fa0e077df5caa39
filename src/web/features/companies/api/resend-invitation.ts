/** `POST /api/company/invitations/:id/resend` — a new link, valid 7 more days (issue #33 item 2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pendingInvitationSchema, type PendingInvitation } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** Sends the invitation again; resolves to it with its new expiry. */
export function resendInvitation(id: string): Promise<PendingInvitation> {
  return api.post(`/api/company/invitations/${encodeURIComponent(id)}/resend`, undefined, {
    schema: pendingInvitationSchema,
  });
}

/** Resend mutation; the team is read again either way. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
