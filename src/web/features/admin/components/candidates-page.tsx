import { useState } from 'react';
import { Check, Eye, Pencil, RefreshCw, X } from 'lucide-react';
import {
  ADMIN_SKILLS_SHOWN,
  adminTexts,
  type AdminCandidateRow,
} from '../../../../shared/admin/schemas';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminCandidates, useSetCandidateStatus } from '../api/candidates';
import { errorDetail } from '../lib/errors';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { CandidateEditDialog, CandidateViewDialog } from './candidate-dialogs';
import { DataTable, EmptyRow, Pagination, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter } from './filters';
import { StatusBadge } from './status-badge';

/** Spec 2 §2: status filter — all, pending, approved, rejected. */
const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

const PAGE_SIZE = 25;
const COLUMNS = 6;

/** Skills: the first 3 and a '+N' count of the rest (spec 2 §2, §9). */
function SkillList({ skills }: { skills: string[] }) {
  const shown = skills.slice(0, ADMIN_SKILLS_SHOWN);
  const more = skills.length - shown.length;
  if (skills.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((skill) => (
        <Badge key={skill}>{skill}</Badge>
      ))}
      {more > 0 ? (
        <Badge variant="brand" aria-label={`${more} more skills`}>
          +{more}
        </Badge>
      ) : null}
    </div>
  );
}

type DialogState = { mode: 'view' | 'edit'; id: string } | null;

/** /admin/candidates (spec 2 §2): vetting table with filters, dialogs, approve and reject. */
export function AdminCandidatesPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    role: '',
    status: 'all',
    location: '',
    availability: '',
  });
  const query = useAdminCandidates({ ...values, page });
  const setStatus = useSetCandidateStatus();
  const [dialog, setDialog] = useState<DialogState>(null);

  const decide = (row: AdminCandidateRow, action: 'approve' | 'reject') => {
    setStatus.mutate(
      { id: row.id, action },
      {
        onSuccess: (candidate) =>
          toast({
            title: adminTexts.profileUpdated,
            description: `${candidate.name} is now ${candidate.status}.`,
          }),
        onError: (error) =>
          toast({
            title: adminTexts.updateFailed,
            description: errorDetail(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const rows = query.data?.items ?? [];
  const busyId = setStatus.isPending ? setStatus.variables?.id : undefined;

  return (
    <AdminPage
      title="Candidates"
      description="Review, approve or reject candidates."
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
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
      >
        {query.isError ? (
          <EmptyRow columns={COLUMNS}>{errorDetail(query.error)}</EmptyRow>
        ) : rows.length === 0 ? (
          <EmptyRow columns={COLUMNS}>No candidates match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <Td>
                <div className="font-semibold text-slate-900">{row.name}</div>
                <div className="text-xs text-slate-600">{row.email}</div>
              </Td>
              <Td>{row.role}</Td>
              <Td>
                <SkillList skills={row.skills} />
              </Td>
              <Td>{row.availability || '—'}</Td>
              <Td>
                <StatusBadge status={row.status} />
              </Td>
              <Td>
                <div className="flex flex-wrap gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDialog({ mode: 'view', id: row.id })}
                  >
                    <Eye aria-hidden="true" />
                    View<span className="sr-only"> {row.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDialog({ mode: 'edit', id: row.id })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit<span className="sr-only"> {row.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-green-800"
                    disabled={row.status === 'approved' || busyId === row.id}
                    onClick={() => decide(row, 'approve')}
                  >
                    <Check aria-hidden="true" />
                    Approve<span className="sr-only"> {row.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-red-800"
                    disabled={row.status === 'rejected' || busyId === row.id}
                    onClick={() => decide(row, 'reject')}
                  >
                    <X aria-hidden="true" />
                    Reject<span className="sr-only"> {row.name}</span>
                  </Button>
                </div>
              </Td>
            </tr>
          ))
        )}
      </DataTable>

      {query.data ? (
        <Pagination
          label="Candidate pages"
          page={page}
          pageSize={query.data.pageSize || PAGE_SIZE}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}

      <CandidateViewDialog
        candidateId={dialog?.mode === 'view' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
      <CandidateEditDialog
        candidateId={dialog?.mode === 'edit' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
    </AdminPage>
  );
}
