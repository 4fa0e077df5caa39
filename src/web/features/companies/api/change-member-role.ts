/** `PATCH /api/company/members/:userId` — a member becomes admin or member (issue #33 item 3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  teamMemberSchema,
  type AssignableRole,
  type TeamMember,
} from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** Gives `userId` the role; resolves to the member as updated. Ownership moves only by transfer. */
export function changeMemberRole(input: {
  userId: string;
  role: AssignableRole;
}): Promise<TeamMember> {
  return api.patch(
    `/api/company/members/${encodeURIComponent(input.userId)}`,
    { role: input.role },
    { schema: teamMemberSchema },
  );
}

/** Role change mutation; the team is read again either way. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
