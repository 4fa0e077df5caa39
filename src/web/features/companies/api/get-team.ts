/** `GET /api/company/members` — the company's members, pending invitations and seats (issue #33). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';

/** Every team query; the team's mutations write or invalidate it. */
export const teamQueryKey = ['companies', 'team'] as const;

/** Fetches the team as the reader sees it (`canManage`, `canInvite`, `you`). Any company user. */
export function getTeam(options: { signal?: AbortSignal } = {}): Promise<Team> {
  return api.get('/api/company/members', { signal: options.signal, schema: teamSchema });
}

export function getTeamQueryOptions() {
  return queryOptions({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => getTeam({ signal }),
  });
}

/** The team as a query. */
export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
