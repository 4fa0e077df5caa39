/**
 * Which of the company's shortlists a candidate is on (issue #34 item 1), for the "Save to list"
 * menu of a talent card or a profile and for the profile's stage line:
 * - `GET /api/company/candidates/:candidateId/pipeline` — every list of the company with `onList`,
 *   who added the candidate and when, and the candidate's card on the board (null when off it);
 * - the feed's map of candidate → lists, read from `GET /api/company/shortlists` and each list's
 *   `GET /api/company/shortlists/:id`, so that 24 cards cost 1 + (lists) requests, not 24.
 * Every key starts with `pipelineQueryKey` (`lib/query-keys`), which the live `pipeline` event
 * invalidates. The
 * response schemas are imported with the request: the feed's first load needs no zod
 * (docs/decisions/047).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatePipeline, Shortlist } from '../../../../shared/pipeline/schemas';
import { api, type ResponseParser } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';

/** A candidate's place in the pipeline: `['pipeline', 'candidate', candidateId]`. */
export const candidatePipelineQueryKey = (candidateId: string) =>
  [...pipelineQueryKey, 'candidate', candidateId] as const;

/** The feed's candidate → list ids map: `['pipeline', 'membership']`. */
export const shortlistMembershipQueryKey = [...pipelineQueryKey, 'membership'] as const;

/** Candidate id → the ids of the company's lists they are on. */
export type ShortlistMembership = Record<string, string[]>;

const schemas = () => import('../../../../shared/pipeline/schemas');

/**
 * A parser of `{ items: T[] }` that checks each item with `item` (a zod schema): built by hand, as
 * `import('zod')` here would take all of zod into the build rather than what the schemas use.
 */
function itemsParser<T>(item: ResponseParser<T>): ResponseParser<{ items: T[] }> {
  return {
    safeParse(data) {
      const raw = (data as { items?: unknown } | null)?.items;
      if (!Array.isArray(raw)) return { success: false };
      const items: T[] = [];
      for (const entry of raw) {
        const parsed = item.safeParse(entry);
        if (!parsed.success) return { success: false };
        items.push(parsed.data);
      }
      return { success: true, data: { items } };
    },
  };
}

/**
 * Fetches a candidate's place in the company's pipeline. Company members only (a candidate gets
 * 403); 404 when the candidate is not one the company may see.
 */
export function getCandidatePipeline(
  candidateId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CandidatePipeline> {
  return api.get(`/api/company/candidates/${encodeURIComponent(candidateId)}/pipeline`, {
    signal: options.signal,
    schema: async () => (await schemas()).candidatePipelineSchema,
  });
}

export function getCandidatePipelineQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: candidatePipelineQueryKey(candidateId),
    queryFn: ({ signal }) => getCandidatePipeline(candidateId, { signal }),
  });
}

/** A candidate's lists and stage; `enabled` is false for anyone but a company member. */
export function useCandidatePipeline(candidateId: string, enabled = true) {
  return useQuery({ ...getCandidatePipelineQueryOptions(candidateId), enabled });
}

/**
 * Reads every list of the company and the candidates on it: the map the feed's Save buttons count
 * from. Lists with no candidate are not read.
 */
export async function getShortlistMembership(
  options: { signal?: AbortSignal } = {},
): Promise<ShortlistMembership> {
  const { items } = await api.get<{ items: Shortlist[] }>('/api/company/shortlists', {
    signal: options.signal,
    schema: async () => itemsParser((await schemas()).shortlistSchema),
  });
  const details = await Promise.all(
    items
      .filter((list) => list.count > 0)
      .map((list) =>
        api.get(`/api/company/shortlists/${encodeURIComponent(list.id)}`, {
          signal: options.signal,
          schema: async () => (await schemas()).shortlistDetailSchema,
        }),
      ),
  );
  const membership: ShortlistMembership = {};
  for (const list of details) {
    for (const entry of list.entries) (membership[entry.candidateId] ??= []).push(list.id);
  }
  return membership;
}

export function getShortlistMembershipQueryOptions() {
  return queryOptions({
    queryKey: shortlistMembershipQueryKey,
    queryFn: ({ signal }) => getShortlistMembership({ signal }),
  });
}

/**
 * How many of the company's lists `candidateId` is on, or null while unknown: from the candidate's
 * own pipeline query when it is loaded (read here on a profile; on a card once its menu opened),
 * else from the feed's map, read when `useFeedMap` is true (the feed's cards share one read).
 */
export function useShortlistCount(candidateId: string, useFeedMap: boolean): number | null {
  const own = useQuery({ ...getCandidatePipelineQueryOptions(candidateId), enabled: !useFeedMap });
  const map = useQuery({
    ...getShortlistMembershipQueryOptions(),
    enabled: useFeedMap,
    select: (membership) => membership[candidateId]?.length ?? 0,
  });
  if (own.data) return own.data.shortlists.filter((list) => list.onList).length;
  return map.data ?? null;
}
