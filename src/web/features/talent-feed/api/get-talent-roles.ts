/** `GET /api/talent/roles` — the Role filter's options: sorted unique roles of approved candidates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Fetches the role options. */
export function getTalentRoles(options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return api.get('/api/talent/roles', {
    signal: options.signal,
    schema: async () => (await import('../../../../shared/talent-feed/schemas')).roleListSchema,
  });
}

/** Query options: cached a minute in the page (the server caches 30 s). */
export function getTalentRolesQueryOptions() {
  return queryOptions({
    queryKey: ['talent-feed-roles'],
    queryFn: ({ signal }) => getTalentRoles({ signal }),
    staleTime: 60_000,
  });
}

/** The role options for the Role select. */
export function useTalentRoles() {
  return useQuery(getTalentRolesQueryOptions());
}
