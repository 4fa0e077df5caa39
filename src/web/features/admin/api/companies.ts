/**
 * `/api/admin/companies` — list, detail and edit (spec 2 §2 "/admin/companies", §4, §5 "Admin"),
 * and the company's team (issue #33).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminCompanyDetailSchema,
  adminCompanyPageSchema,
  adminEditResultSchema,
  type AdminCompanyUpdateForm,
} from '../../../../shared/admin/schemas';
import { adminCompanyTeamSchema } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export interface AdminCompanyFilters {
  search: string;
  planTier: string;
  joinedFrom: string;
  joinedTo: string;
  page: number;
}

export function getAdminCompaniesQueryOptions(filters: AdminCompanyFilters) {
  return queryOptions({
    queryKey: [...adminKeys.companies, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/companies', {
        query: compactQuery({ ...filters }),
        signal,
        schema: adminCompanyPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompanies(filters: AdminCompanyFilters) {
  return useQuery(getAdminCompaniesQueryOptions(filters));
}

export function useAdminCompany(id: string | null) {
  return useQuery({
    queryKey: [...adminKeys.companies, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/companies/${encodeURIComponent(id ?? '')}`, {
        signal,
        schema: adminCompanyDetailSchema,
      }),
    enabled: Boolean(id),
  });
}

/** PATCH: resolves to `{ changed, changes }`. */
export function useUpdateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AdminCompanyUpdateForm }) =>
      api.patch(`/api/admin/companies/${encodeURIComponent(id)}`, values, {
        schema: adminEditResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `GET /api/admin/companies/:id/team` — the company's members and team activity (issue #33). */
export function useAdminCompanyTeam(id: string | null) {
  return useQuery({
    queryKey: [...adminKeys.companies, 'team', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/companies/${encodeURIComponent(id ?? '')}/team`, {
        signal,
        schema: adminCompanyTeamSchema,
      }),
    enabled: Boolean(id),
  });
}
