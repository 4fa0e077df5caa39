/**
 * `GET /api/gigs/candidate-choices` — the candidates this company has an accepted intro with: the
 * options of the form's optional preferred candidate.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateChoiceListSchema, type CandidateChoice } from '../../../../shared/gigs/schemas';
import { api } from '../../../lib/api-client';
import { gigsQueryKey } from './gig-keys';

export type { CandidateChoice };

export function getCandidateChoices(
  options: { signal?: AbortSignal } = {},
): Promise<CandidateChoice[]> {
  return api.get('/api/gigs/candidate-choices', {
    signal: options.signal,
    schema: candidateChoiceListSchema,
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
