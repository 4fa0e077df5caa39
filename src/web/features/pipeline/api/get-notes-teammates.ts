/**
 * The teammates a note may mention (issue #34 item 2): `GET /api/company/members` (the team page's
 * API, issue #33), read here as names only, without the signed-in member (a mention of oneself
 * notifies nobody). Any member of the company may read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import type { Mentionable } from '../lib/mentions';

/** `['notes-teammates']`: outside the pipeline's prefix, which pipeline events invalidate. */
export const notesTeammatesQueryKey = ['notes-teammates'] as const;

/** Fetches the members other than the reader, as `{ userId, fullName }`. */
export async function getNotesTeammates(
  options: { signal?: AbortSignal } = {},
): Promise<Mentionable[]> {
  const team = await api.get('/api/company/members', {
    signal: options.signal,
    schema: teamSchema,
  });
  return team.members
    .filter((member) => !member.you)
    .map((member) => ({ userId: member.userId, fullName: member.fullName }));
}

export function getNotesTeammatesQueryOptions() {
  return queryOptions({
    queryKey: notesTeammatesQueryKey,
    queryFn: ({ signal }) => getNotesTeammates({ signal }),
    staleTime: 5 * 60_000,
  });
}

/** The teammates to offer after `@`. */
export function useNotesTeammates() {
  return useQuery(getNotesTeammatesQueryOptions());
}
