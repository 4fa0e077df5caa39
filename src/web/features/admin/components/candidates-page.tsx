import { useState } from 'react';
import { Check, MailWarning, PauseCircle, X } from 'lucide-react';
import { ADMIN_SKILLS_SHOWN, type AdminCandidateRow } from '../../../../shared/admin/schemas';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import { availabilityLabel } from '../../../../shared/candidates/constants';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/date-time';
import { useAdminCandidates } from '../api/candidates';
import { errorDetail } from '../lib/errors';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { ApproveCandidateDialog } from './approve-candidate-dialog';
import { CandidateEditDialog, CandidateViewDialog } from './candidate-dialogs';
import { CandidateProfileLink } from './candidate-profile-link';
import { DataTable, Pagination, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter } from './filters';
import { RefreshButton } from './refresh-button';
import { RejectCandidateDialog } from './reject-candidate-dialog';
import { RowButton } from './row-button';
import { StatusBadge } from './status-badge';
import { TruncatedBadges } from './truncated-badges';
import { VettingMedian } from './vetting-median';
import { ViewEditButtons } from './view-edit-buttons';
import { WaitingSince } from './waiting-since';

/** Spec 2 §2: status filter — all, pending, approved, rejected; and paused (issue #17). */
const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  // Issue #17: paused candidates, out of the feed (docs/decisions/028).
  { value: 'paused', label: 'Paused' },
] as const;

const PAGE_SIZE = 25;
const COLUMNS = 6;

type DialogState =
  | { mode: 'view' | 'edit'; id: string }
  | { mode: 'approve' | 'reject'; id: string; name: string }
  | null;

/**
 * /admin/candidates (spec 2 §2): vetting table with filters, dialogs, approve and reject; paused
 * candidates carry a badge and have a filter of their own (issue #17, docs/decisions/028).
 * Approve opens the scorecard, Reject the reason; the pending queue is longest waiting first with
 * each candidate's wait, and the page shows the median time to vet over 30 days (issue #35 part
 * 5, docs/decisions/078).
 */
export function AdminCandidatesPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    role: '',
    status: 'all',
    location: '',
    availability: '',
  });
  const query = useAdminCandidates({ ...values, page });
  const [dialog, setDialog] = useState<DialogState>(null);
  const decide = (row: AdminCandidateRow, mode: 'approve' | 'reject') =>
    setDialog({ mode, id: row.id, name: row.name });
  const deciding = (mode: 'approve' | 'reject') =>
    dialog?.mode === mode ? { id: dialog.id, name: dialog.name } : null;

  const rows = query.data?.items ?? [];

  return (
    <AdminPage
      title="Candidates"
      description="Review, approve or reject candidates."
      actions={
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} spin />
      }
    >
      <FilterBar label="Filter candidates">
        <TextFilter label="Role" value={values.role} onCommit={(role) => setFilters({ role })} />
        <SelectFilter
          label="Status"
          value={values.status}
          onChange={(status) => setFilters({ status })}
          options={statusOptions}
        />
        <TextFilter
          label="Location"
          value={values.location}
          onCommit={(location) => setFilters({ location })}
        />
        <TextFilter
          label="Availability"
          value={values.availability}
          onCommit={(availability) => setFilters({ availability })}
        />
      </FilterBar>

      <DataTable
        caption="Candidates"
        minWidth="min-w-[56rem]"
        columns={COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Name</Th>
            <Th>Role</Th>
            <Th>Skills</Th>
            <Th>Availability</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        }
        error={query.isError ? errorDetail(query.error) : null}
        empty="No candidates match these filters."
        rows={rows}
        renderRow={(row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <Td>
              <div className="font-semibold text-slate-900">
                {row.status === 'approved' ? (
                  <CandidateProfileLink id={row.id} name={row.name} />
                ) : (
                  row.name
                )}
              </div>
              <div className="text-xs text-slate-600">{row.email}</div>
            </Td>
            <Td>{row.role}</Td>
            <Td>
              <TruncatedBadges items={row.skills} shown={ADMIN_SKILLS_SHOWN} noun="skills" />
            </Td>
            <Td>{availabilityLabel(row.availability) || '—'}</Td>
            <Td>
              <div className="flex flex-wrap items-center gap-1.5">
                <StatusBadge kind="candidate" status={row.status} />
                {row.status === 'pending' ? (
                  <WaitingSince since={row.createdAt} now={query.dataUpdatedAt} />
                ) : null}
                {row.pausedAt ? (
                  <Badge
                    variant="yellow"
                    title={`Paused ${row.pausedBy === 'no_answer' ? 'after the 30-day check went unanswered' : 'by the candidate'} on ${formatDateTime(row.pausedAt)}`}
                  >
                    <PauseCircle aria-hidden="true" />
                    {row.pausedBy === 'no_answer' ? 'Paused: no answer' : 'Paused'}
                  </Badge>
                ) : null}
                {row.emailVerified ? null : (
                  // Approval waits for a verified address (docs/decisions/065).
                  <Badge variant="default" title={emailVerificationTexts.approvalWaits}>
                    <MailWarning aria-hidden="true" />
                    E-mail not verified
                  </Badge>
                )}
              </div>
            </Td>
            <Td>
              <div className="flex flex-wrap gap-1.5">
                <ViewEditButtons
                  itemName={row.name}
                  onView={() => setDialog({ mode: 'view', id: row.id })}
                  onEdit={() => setDialog({ mode: 'edit', id: row.id })}
                />
                <RowButton
                  variant="outline"
                  className="text-green-800"
                  disabled={row.status === 'approved'}
                  onClick={() => decide(row, 'approve')}
                  icon={Check}
                  itemName={row.name}
                >
                  Approve
                </RowButton>
                <RowButton
                  variant="outline"
                  className="text-red-800"
                  disabled={row.status === 'rejected'}
                  onClick={() => decide(row, 'reject')}
                  icon={X}
                  itemName={row.name}
                >
                  Reject
                </RowButton>
              </div>
            </Td>
          </tr>
        )}
      />

      {query.data ? (
        <Pagination
          label="Candidate pages"
          page={page}
          pageSize={query.data.pageSize || PAGE_SIZE}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}

      {/* Below the table, so that on a phone the first row's actions stay in the first screen. */}
      <VettingMedian />

      <CandidateViewDialog
        candidateId={dialog?.mode === 'view' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
      <CandidateEditDialog
        candidateId={dialog?.mode === 'edit' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
      <ApproveCandidateDialog candidate={deciding('approve')} onClose={() => setDialog(null)} />
      <RejectCandidateDialog candidate={deciding('reject')} onClose={() => setDialog(null)} />
    </AdminPage>
  );
}
