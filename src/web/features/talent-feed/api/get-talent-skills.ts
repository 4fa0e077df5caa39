/** `GET /api/talent/skills` — the skill chips: sorted unique skills of approved candidates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getTalentSkills(options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return api.get('/api/talent/skills', {
    signal: options.signal,
    schema: async () => (await import('../../../../shared/talent-feed/schemas')).skillListSchema,
  });
}

export function getTalentSkillsQueryOptions() {
  return queryOptions({
    queryKey: ['talent-feed-skills'],
    queryFn: ({ signal }) => getTalentSkills({ signal }),
    staleTime: 60_000,
  });
}

export function useTalentSkills() {
  return useQuery(getTalentSkillsQueryOptions());
}
