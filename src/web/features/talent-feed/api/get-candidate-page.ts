/**
 * `GET /api/candidates/:id` — a candidate's profile page (issue #15): public, 404 unless approved;
 * the signed-in company's intro with them, and contact details once they accepted it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidatePageSchema,
  type CandidatePage,
} from '../../../../shared/candidates/candidate-page';
import { api } from '../../../lib/api-client';

/**
 * Under `['talent']`, so every intro change (refreshIntroViews) re-reads the page; `viewerKey`
 * (role and id of the signed-in user) keeps one viewer's answer from showing to the next.
 */
export const candidatePageQueryKey = (id: string, viewerKey: string) =>
  ['talent', 'profile', id, viewerKey] as const;

export function getCandidatePage(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<CandidatePage> {
  return api.get(`/api/candidates/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: candidatePageSchema,
  });
}

export function getCandidatePageQueryOptions(id: string, viewerKey: string) {
  return queryOptions({
    queryKey: candidatePageQueryKey(id, viewerKey),
    queryFn: ({ signal }) => getCandidatePage(id, { signal }),
    retry: false,
  });
}

/** The profile page of candidate `id` as the current viewer sees it. */
export function useCandidatePage(id: string, viewerKey: string, enabled = true) {
  return useQuery({ ...getCandidatePageQueryOptions(id, viewerKey), enabled });
}
