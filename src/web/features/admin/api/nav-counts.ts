/**
 * `GET /api/admin/nav-counts` — candidates waiting for review and new companies (created in the
 * last 7 days), for the admin nav's badges (issue #16; docs/decisions/040). Read again when the
 * live stream says they changed (`useAdminLiveCounts`, docs/decisions/044), after any admin change
 * (everything under `['admin']` is invalidated then), and every few minutes: a company leaves "new"
 * by the clock alone, which no event announces.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNavCountsSchema, type AdminNavCounts } from '../../../../shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The slow refresh: how late at most a company that aged out leaves the Companies badge. */
export const NAV_COUNTS_REFRESH_MS = 5 * 60_000;

export function getAdminNavCounts(options: { signal?: AbortSignal } = {}): Promise<AdminNavCounts> {
  return api.get('/api/admin/nav-counts', { signal: options.signal, schema: adminNavCountsSchema });
}

export function getAdminNavCountsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.navCounts,
    queryFn: ({ signal }) => getAdminNavCounts({ signal }),
    refetchInterval: NAV_COUNTS_REFRESH_MS,
    retry: 1,
  });
}

export function useAdminNavCounts() {
  return useQuery(getAdminNavCountsQueryOptions());
}
