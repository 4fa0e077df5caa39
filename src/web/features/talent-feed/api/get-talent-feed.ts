/** `GET /api/talent` — one page of the talent feed, searched and filtered by the server (spec 1 §5). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '../../../../shared/talent-feed/constants';
import type { FeedPage } from '../../../../shared/talent-feed/schemas';
import { api } from '../../../lib/api-client';
import { talentFeedQueryKey } from '../../../lib/query-keys';
import { advancedFilterParams, type FeedFilters } from '../lib/feed-filters';

/** Prefix of every feed query, kept in `lib/query-keys` since intro changes invalidate it too. */
export { talentFeedQueryKey };

/**
 * One page for `filters`; with `advanced`, their advanced filters too (issue #34 item 4: sent only
 * for a company whose plan applies them, as the server refuses them from anyone else).
 */
export function getTalentFeed(
  filters: FeedFilters,
  options: { signal?: AbortSignal; advanced?: boolean } = {},
): Promise<FeedPage> {
  return api.get('/api/talent', {
    signal: options.signal,
    // Imported with the request: the feed's first load needs no zod (docs/decisions/047).
    schema: async () => (await import('../../../../shared/talent-feed/schemas')).feedPageSchema,
    query: {
      q: filters.q || undefined,
      role: filters.role || undefined,
      location: filters.location || undefined,
      availability: filters.availability || undefined,
      skills: filters.skills.length ? filters.skills.join(',') : undefined,
      page: filters.page,
      limit: FEED_PAGE_SIZE,
      sort: filters.sort || undefined,
      ...(options.advanced ? advancedFilterParams(filters) : {}),
    },
  });
}

/**
 * The page for `filters`. Cards carry the signed-in company's intro state, which the server takes
 * from the session cookie: the feed loads at once, beside the session check, and is refetched when
 * the viewer changes (see `TalentFeed`). `advanced`: apply the advanced filters (a company on
 * Pro or Enterprise).
 */
export function getTalentFeedQueryOptions(filters: FeedFilters, advanced = false) {
  return queryOptions({
    queryKey: [...talentFeedQueryKey, filters, advanced],
    queryFn: ({ signal }) => getTalentFeed(filters, { signal, advanced }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * The page for `filters`, with their advanced filters when `advanced`; not read while `enabled`
 * is false (until it is known whether a link's advanced filters apply).
 */
export function useTalentFeed(
  filters: FeedFilters,
  options: { advanced?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    ...getTalentFeedQueryOptions(filters, options.advanced ?? false),
    enabled: options.enabled ?? true,
  });
}
