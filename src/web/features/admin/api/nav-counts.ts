/**
 * `GET /api/admin/nav-counts` — candidates waiting for review and new companies (created in the
 * last 7 days), for the admin nav's badges (issue #16; docs/decisions/040). Read again every
 * minute and after any admin change (everything under `['admin']` is invalidated then).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNavCountsSchema, type AdminNavCounts } from '../../../../shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getAdminNavCounts(options: { signal?: AbortSignal } = {}): Promise<AdminNavCounts> {
  return api.get('/api/admin/nav-counts', { signal: options.signal, schema: adminNavCountsSchema });
}

export function getAdminNavCountsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.navCounts,
    queryFn: ({ signal }) => getAdminNavCounts({ signal }),
    refetchInterval: 60_000,
    retry: 1,
  });
}

export function useAdminNavCounts() {
  return useQuery(getAdminNavCountsQueryOptions());
}
