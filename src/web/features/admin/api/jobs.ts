/**
 * Failed background jobs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md):
 * `GET /api/admin/jobs/failed` and `POST /api/admin/jobs/{id}/retry`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failedJobListSchema, retriedJobSchema } from '../../../../shared/admin/jobs';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The runs that failed their last retry, newest first. */
export function useFailedJobs() {
  return useQuery({
    queryKey: adminKeys.failedJobs,
    queryFn: ({ signal }) =>
      api.get('/api/admin/jobs/failed', { signal, schema: failedJobListSchema }),
  });
}

/** Puts a failed run back in its queue; the list is read again afterwards. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, {}, { schema: retriedJobSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.failedJobs }),
  });
}
