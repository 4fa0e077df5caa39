/** `GET /api/intro-requests` — the company's intro requests, newest first, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  companyIntroRequestPageSchema,
  type CompanyIntroRequestPage,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { introRequestsQueryKey } from './intro-request-keys';

export const INTRO_REQUESTS_PAGE_SIZE = 20;

export type IntroRequestsPage = CompanyIntroRequestPage;

export function getIntroRequests(
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<IntroRequestsPage> {
  return api.get('/api/intro-requests', {
    signal: options.signal,
    schema: companyIntroRequestPageSchema,
    query: { page, limit: INTRO_REQUESTS_PAGE_SIZE },
  });
}

export function getIntroRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...introRequestsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getIntroRequests(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

export function useIntroRequests() {
  return useInfiniteQuery(getIntroRequestsQueryOptions());
}
