/** `GET /api/company/team-activity` — the team's latest invitations, joins and changes (issue #33). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teamActivityEntrySchema, type TeamActivityEntry } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { teamQueryKey } from './get-team';

/** Under the team's key: the team's mutations, which invalidate it, refresh the activity too. */
export const teamActivityQueryKey = [...teamQueryKey, 'activity'] as const;

const teamActivitySchema = z.object({ items: z.array(teamActivityEntrySchema) });

/** The newest entries first. Any company member. */
export async function getTeamActivity(
  options: { signal?: AbortSignal } = {},
): Promise<TeamActivityEntry[]> {
  const page = await api.get('/api/company/team-activity', {
    signal: options.signal,
    schema: teamActivitySchema,
  });
  return page.items;
}

export function getTeamActivityQueryOptions() {
  return queryOptions({
    queryKey: teamActivityQueryKey,
    queryFn: ({ signal }) => getTeamActivity({ signal }),
  });
}

/** The team's activity as a query. */
export function useTeamActivity() {
  return useQuery(getTeamActivityQueryOptions());
}
