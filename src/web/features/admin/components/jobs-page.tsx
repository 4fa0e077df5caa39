import { RotateCcw } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useFailedJobs, useRetryJob } from '../api/jobs';
import { errorDetail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { toastError } from '../lib/toast-error';
import { AdminPage } from './admin-page';
import { DataTable, Td, Th } from './data-table';
import { RefreshButton } from './refresh-button';
import { RowButton } from './row-button';

const COLUMNS = 5;

/**
 * /admin/jobs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md): the background jobs that
 * failed their last retry — which job, when, after how many tries, and why — each with Retry.
 */
export function AdminJobsPage() {
  const query = useFailedJobs();
  const retry = useRetryJob();
  const rows = query.data?.jobs ?? [];

  return (
    <AdminPage
      title="Jobs"
      description="Background jobs that failed after all their retries."
      actions={
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} spin />
      }
    >
      <DataTable
        caption="Failed jobs"
        minWidth="min-w-[48rem]"
        columns={COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Job</Th>
            <Th>Failed</Th>
            <Th>Attempts</Th>
            <Th>Error</Th>
            <Th>Actions</Th>
          </tr>
        }
        error={query.isError ? errorDetail(query.error) : null}
        empty="No failed jobs."
        rows={rows}
        renderRow={(job) => (
          <tr key={job.id}>
            <Td className="font-mono text-xs">{job.queue}</Td>
            <Td>{formatDateTime(job.failedAt)}</Td>
            <Td>{job.attempts}</Td>
            <Td className="max-w-96 break-words">{job.error}</Td>
            <Td>
              <RowButton
                icon={RotateCcw}
                itemName={`${job.queue} ${formatDateTime(job.failedAt)}`}
                variant="outline"
                disabled={retry.isPending && retry.variables === job.id}
                onClick={() =>
                  retry.mutate(job.id, {
                    onSuccess: () =>
                      toast({ title: 'Job queued', description: `${job.queue} runs again.` }),
                    onError: (error) => toastError('Retry failed', error),
                  })
                }
              >
                Retry
              </RowButton>
            </Td>
          </tr>
        )}
      />
    </AdminPage>
  );
}
