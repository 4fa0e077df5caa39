/** `DELETE /api/company/invitations/:id` — the link stops working (issue #33 item 2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** Revokes the invitation (resolves on 204). */
export function revokeInvitation(id: string): Promise<void> {
  return api.delete(`/api/company/invitations/${encodeURIComponent(id)}`);
}

/** Revoke mutation; the team is read again either way. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
