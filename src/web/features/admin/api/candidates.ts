/**
 * `/api/admin/candidates` — list, detail, edit, approve (with the scorecard) and reject (with a
 * reason), and the median time to vet (spec 2 §2 "/admin/candidates", §4 "Candidate status", §5
 * "Admin"; docs/decisions/078).
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
import {
  vettingStatsSchema,
  type ApproveCandidateInput,
  type RejectCandidateInput,
} from '../../../../shared/admin/scorecard';
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

/**
 * POST approve with the scorecard (docs/decisions/078): 400 with field errors (keys such as
 * `criteria.communication.note`), 409 when already approved or the address is not verified.
 */
export function useApproveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApproveCandidateInput }) =>
      api.post(`/api/admin/candidates/${encodeURIComponent(id)}/approve`, input, {
        schema: adminCandidateDetailSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST reject with a reason category (docs/decisions/078): 409 when already rejected. */
export function useRejectCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RejectCandidateInput }) =>
      api.post(`/api/admin/candidates/${encodeURIComponent(id)}/reject`, input, {
        schema: adminCandidateDetailSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET the median time to vet over the last 30 days (issue #35 part 5). */
export function getVettingStatsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.candidates, 'vetting-stats'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/vetting-stats', { signal, schema: vettingStatsSchema }),
  });
}

export function useVettingStats() {
  return useQuery(getVettingStatsQueryOptions());
}
