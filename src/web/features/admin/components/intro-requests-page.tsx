import { RefreshCw } from 'lucide-react';
import { adminTexts } from '../../../../shared/admin/schemas';
import { introStatuses } from '../../../../shared/intro-requests/schemas';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useAdminIntros, useSetIntroStatus } from '../api/activity';
import { errorDetail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { toastIntroStatusError } from '../lib/status-toasts';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { DataTable, EmptyRow, Pagination, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { StatusSelect } from './status-select';

const COLUMNS = 5;

/** /admin/intro-requests (spec 2 §2): every intro request with a per-row status selector. */
export function AdminIntroRequestsPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    company: '',
    candidate: '',
    status: '',
  });
  const query = useAdminIntros({ ...values, page });
  const setStatus = useSetIntroStatus();
  const rows = query.data?.items ?? [];

  return (
    <AdminPage
      title="Intro Requests"
      description="Every intro request and its status."
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      }
    >
      <FilterBar label="Filter intro requests">
        <TextFilter
          label="Company"
          value={values.company}
          onCommit={(company) => setFilters({ company })}
        />
        <TextFilter
          label="Candidate"
          value={values.candidate}
          onCommit={(candidate) => setFilters({ candidate })}
        />
        <SelectFilter
          label="Status"
          value={values.status}
          onChange={(status) => setFilters({ status })}
          options={withAll(introStatuses)}
        />
      </FilterBar>

      <DataTable
        caption="Intro requests"
        columns={COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Company</Th>
            <Th>Candidate</Th>
            <Th>Candidate Role</Th>
            <Th>Requested On</Th>
            <Th>Status</Th>
          </tr>
        }
      >
        {query.isError ? (
          <EmptyRow columns={COLUMNS}>{errorDetail(query.error)}</EmptyRow>
        ) : rows.length === 0 ? (
          <EmptyRow columns={COLUMNS}>No intro requests match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <Td className="font-semibold text-slate-900">{row.companyName}</Td>
              <Td>{row.candidateName}</Td>
              <Td>{row.candidateRole}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(row.requestedAt)}</Td>
              <Td>
                <StatusSelect
                  label={`Status for ${row.companyName} and ${row.candidateName}`}
                  value={row.status}
                  options={introStatuses}
                  disabled={setStatus.isPending && setStatus.variables?.id === row.id}
                  onChange={(status) =>
                    setStatus.mutate(
                      { id: row.id, status },
                      {
                        onSuccess: () =>
                          toast({
                            title: adminTexts.introStatusUpdated,
                            description: `${row.companyName} → ${row.candidateName}: ${status}`,
                          }),
                        onError: toastIntroStatusError,
                      },
                    )
                  }
                />
              </Td>
            </tr>
          ))
        )}
      </DataTable>

      {query.data ? (
        <Pagination
          label="Intro request pages"
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}
    </AdminPage>
  );
}
