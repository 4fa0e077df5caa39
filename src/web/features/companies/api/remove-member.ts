/** `DELETE /api/company/members/:userId` — an owner or admin removes a member (issue #33 item 6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** Removes the member (resolves on 204); their sessions end and their work stays. */
export function removeMember(userId: string): Promise<void> {
  return api.delete(`/api/company/members/${encodeURIComponent(userId)}`);
}

/** Remove mutation; the team is read again either way. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
