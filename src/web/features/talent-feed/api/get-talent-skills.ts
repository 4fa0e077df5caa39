/** `GET /api/talent/skills` — the skill chips: sorted unique skills of approved candidates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const skillsSchema = z.array(z.string());

export function getTalentSkills(options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return api.get('/api/talent/skills', { signal: options.signal, schema: skillsSchema });
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
