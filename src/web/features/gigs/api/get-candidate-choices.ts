/**
 * `GET /api/gigs/candidate-choices` — the candidates this company has an accepted intro with: the
 * options of the form's optional preferred candidate.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

const candidateChoiceSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
const candidateChoicesSchema = z.array(candidateChoiceSchema);
export type CandidateChoice = z.infer<typeof candidateChoiceSchema>;

export function getCandidateChoices(
  options: { signal?: AbortSignal } = {},
): Promise<CandidateChoice[]> {
  return api.get('/api/gigs/candidate-choices', {
    signal: options.signal,
    schema: candidateChoicesSchema,
  });
}

export function getCandidateChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...gigsQueryKey, 'candidate-choices'],
    queryFn: ({ signal }) => getCandidateChoices({ signal }),
  });
}

export function useCandidateChoices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCandidateChoicesQueryOptions(), enabled: options.enabled ?? true });
}
