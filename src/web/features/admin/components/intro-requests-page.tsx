import { adminTexts } from '../../../../shared/admin/schemas';
import { introStatuses } from '../../../../shared/intro-requests/schemas';
import { toast } from '../../../lib/toast';
import { useAdminIntros, useSetIntroStatus } from '../api/activity';
import { errorDetail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { statusLabel } from '../lib/status-labels';
import { toastIntroStatusError } from '../lib/status-toasts';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { CandidateProfileLink } from './candidate-profile-link';
import { DataTable, Td, Th } from './data-table';
import { IntroDetailsCell } from './intro-details-cell';
import { IntroFilters } from './intro-filters';
import { ListPagination } from './list-pagination';
import { RefreshButton } from './refresh-button';
import { RowStatusSelect } from './row-status-select';

const COLUMNS = 7;

/** /admin/intro-requests (spec 2 §2): every intro request with a per-row status selector. */
export function AdminIntroRequestsPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    company: '',
    candidate: '',
    status: '',
  });
  const query = useAdminIntros({ ...values, page });
  const setStatus = useSetIntroStatus();

  return (
    <AdminPage
      title="Intro Requests"
      description="Every intro request and its status."
      actions={
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} spin />
      }
    >
      <IntroFilters label="Filter intro requests" values={values} setFilters={setFilters} />

      <DataTable
        caption="Intro requests"
        columns={COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Company</Th>
            <Th>Candidate</Th>
            <Th>Candidate Role</Th>
            <Th>Role &amp; Note</Th>
            <Th>Pay</Th>
            <Th>Requested On</Th>
            <Th>Status</Th>
          </tr>
        }
        error={query.isError ? errorDetail(query.error) : null}
        empty="No intro requests match these filters."
        rows={query.data?.items ?? []}
        renderRow={(row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <Td className="font-semibold text-slate-900">{row.companyName}</Td>
            <Td>
              <CandidateProfileLink id={row.candidateId} name={row.candidateName} />
            </Td>
            <Td>{row.candidateRole}</Td>
            <Td>
              <IntroDetailsCell roleDescription={row.roleDescription} message={row.message} />
            </Td>
            <Td className={row.compensation ? undefined : 'text-slate-500'}>{row.pay}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(row.requestedAt)}</Td>
            <Td>
              <RowStatusSelect
                label={`Status for ${row.companyName} and ${row.candidateName}`}
                id={row.id}
                value={row.status}
                options={introStatuses}
                labelOf={(status) => statusLabel('intro', status)}
                mutation={setStatus}
                onUpdated={(status) =>
                  toast({
                    title: adminTexts.introStatusUpdated,
                    description: `${row.companyName} → ${row.candidateName}: ${statusLabel('intro', status)}`,
                  })
                }
                onError={toastIntroStatusError}
              />
            </Td>
          </tr>
        )}
      />

      <ListPagination label="Intro request pages" page={page} list={query.data} onPage={setPage} />
    </AdminPage>
  );
}
