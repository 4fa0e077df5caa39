/**
 * `GET /api/talent/:id` — one approved candidate for the intro confirmation page; e-mail and
 * calendar link only when the company has an intro with them. 404 when missing or not approved.
 * Served by the talent-feed routes, but only the intro pages read it, so it lives here: the feed
 * imports intro-requests, never the reverse (docs/decisions/011-import-boundaries.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { talentDetailSchema, type TalentDetail } from '../../../../shared/talent-feed/schemas';
import { api } from '../../../lib/api-client';

export const talentDetailQueryKey = (id: string) => ['talent', id] as const;

export function getTalent(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<TalentDetail> {
  return api.get(`/api/talent/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: talentDetailSchema,
  });
}

export function getTalentQueryOptions(id: string) {
  return queryOptions({
    queryKey: talentDetailQueryKey(id),
    queryFn: ({ signal }) => getTalent(id, { signal }),
    retry: false,
  });
}

export function useTalent(id: string) {
  return useQuery(getTalentQueryOptions(id));
}
