/**
 * `/api/admin/candidates` — list, detail, edit, approve and reject (spec 2 §2 "/admin/candidates",
 * §4 "Candidate status", §5 "Admin").
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminCandidateDetailSchema,
  adminCandidatePageSchema,
  adminEditResultSchema,
  type AdminCandidateUpdateForm,
} from '../../../../shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export interface AdminCandidateFilters {
  role: string;
  status: string;
  location: string;
  availability: string;
  page: number;
}

/**
 * The list's query: 'all' is no status; 'Paused' is not a status but the `intros=paused` filter
 * (issue #17, docs/decisions/028).
 */
function listQuery({ status, ...rest }: AdminCandidateFilters) {
  return compactQuery({
    ...rest,
    status: status === 'all' || status === 'paused' ? '' : status,
    intros: status === 'paused' ? 'paused' : '',
  });
}

export function getAdminCandidatesQueryOptions(filters: AdminCandidateFilters) {
  return queryOptions({
    queryKey: [...adminKeys.candidates, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/candidates', {
        query: listQuery(filters),
        signal,
        schema: adminCandidatePageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCandidates(filters: AdminCandidateFilters) {
  return useQuery(getAdminCandidatesQueryOptions(filters));
}

export function getAdminCandidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminKeys.candidates, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/candidates/${encodeURIComponent(id)}`, {
        signal,
        schema: adminCandidateDetailSchema,
      }),
  });
}

export function useAdminCandidate(id: string | null) {
  return useQuery({ ...getAdminCandidateQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** PATCH: resolves to `{ changed, changes }` ('No Changes' when `changed` is false). */
export function useUpdateAdminCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AdminCandidateUpdateForm }) =>
      api.patch(`/api/admin/candidates/${encodeURIComponent(id)}`, values, {
        schema: adminEditResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST approve/reject: 409 when the candidate already has that status. */
export function useSetCandidateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'reject' }) =>
      api.post(
        `/api/admin/candidates/${encodeURIComponent(id)}/${action}`,
        {},
        {
          schema: adminCandidateDetailSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
