/** `POST /api/company/invitations` — an owner or admin invites by e-mail with a role (issue #33 item 2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pendingInvitationSchema,
  type InviteMemberInput,
  type PendingInvitation,
} from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/**
 * Sends the invitation; resolves to it (201). Rejects with `ApiError`: 409 with the server's words
 * (seats full, already a member, another company, already invited), 400 with `fieldErrors`.
 */
export function inviteMember(input: InviteMemberInput): Promise<PendingInvitation> {
  return api.post('/api/company/invitations', input, { schema: pendingInvitationSchema });
}

/** Invite mutation; the team (its invitations and seats) is read again either way. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
