/** `POST /api/company/transfer-ownership` — the owner hands the company to a teammate (issue #33 item 3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type Team } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { teamQueryKey } from './get-team';
import { teamActivityQueryKey } from './get-team-activity';

/** Makes `userId` the owner (the former owner becomes an admin); resolves to the team as it is now. */
export function transferOwnership(userId: string): Promise<Team> {
  return api.post('/api/company/transfer-ownership', { userId }, { schema: teamSchema });
}

/**
 * Transfer mutation: stores the new team and re-reads the session (its `companyRole` changed) and
 * the team's activity.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey, team);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: teamActivityQueryKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
