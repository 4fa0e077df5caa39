import { useState } from 'react';
import { Eye, Pencil, RefreshCw } from 'lucide-react';
import { ADMIN_HIRING_ROLES_SHOWN } from '../../../../shared/admin/schemas';
import { planTiers } from '../../../../shared/companies/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminCompanies } from '../api/companies';
import { errorDetail } from '../lib/errors';
import { formatDate } from '../lib/format';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { CompanyEditDialog, CompanyViewDialog } from './company-dialogs';
import { DataTable, EmptyRow, Pagination, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { StatusBadge } from './status-badge';

const COLUMNS = 8;

/** Hiring needs: the first 2 hiring roles and a count of the rest (spec 2 §2, §9). */
function HiringRoles({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span className="text-slate-500">—</span>;
  const shown = roles.slice(0, ADMIN_HIRING_ROLES_SHOWN);
  const more = roles.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((role) => (
        <Badge key={role}>{role}</Badge>
      ))}
      {more > 0 ? (
        <Badge variant="brand" aria-label={`${more} more hiring roles`}>
          +{more}
        </Badge>
      ) : null}
    </div>
  );
}

type DialogState = { mode: 'view' | 'edit'; id: string } | null;

/** /admin/companies (spec 2 §2): companies with plan, status and hiring needs; View and Edit. */
export function AdminCompaniesPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    search: '',
    planTier: '',
    joinedFrom: '',
    joinedTo: '',
  });
  const query = useAdminCompanies({ ...values, page });
  const [dialog, setDialog] = useState<DialogState>(null);
  const rows = query.data?.items ?? [];

  return (
    <AdminPage
      title="Companies"
      description="Company accounts, plans and hiring needs."
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      }
    >
      <FilterBar label="Filter companies">
        <TextFilter
          label="Search by name or email"
          value={values.search}
          onCommit={(search) => setFilters({ search })}
        />
        <SelectFilter
          label="Plan Tier"
          value={values.planTier}
          onChange={(planTier) => setFilters({ planTier })}
          options={withAll(planTiers)}
        />
        <TextFilter
          label="Joined from"
          type="date"
          value={values.joinedFrom}
          onCommit={(joinedFrom) => setFilters({ joinedFrom })}
        />
        <TextFilter
          label="Joined to"
          type="date"
          value={values.joinedTo}
          onCommit={(joinedTo) => setFilters({ joinedTo })}
        />
      </FilterBar>

      <DataTable
        caption="Companies"
        minWidth="min-w-[60rem]"
        columns={COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Company Name</Th>
            <Th>Email</Th>
            <Th>Plan Tier</Th>
            <Th>Status</Th>
            <Th>Contact Role</Th>
            <Th>Hiring Needs</Th>
            <Th>Joined Date</Th>
            <Th>Actions</Th>
          </tr>
        }
      >
        {query.isError ? (
          <EmptyRow columns={COLUMNS}>{errorDetail(query.error)}</EmptyRow>
        ) : rows.length === 0 ? (
          <EmptyRow columns={COLUMNS}>No companies match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <Td className="font-semibold text-slate-900">{row.companyName}</Td>
              <Td>{row.email}</Td>
              <Td>
                <Badge variant={row.planTier === 'free' ? 'default' : 'brand'}>
                  {row.planTier}
                </Badge>
              </Td>
              <Td>
                <StatusBadge status={row.status} />
              </Td>
              <Td>{row.contactRole}</Td>
              <Td>
                <HiringRoles roles={row.hiringRoles} />
              </Td>
              <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
              <Td>
                <div className="flex gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDialog({ mode: 'view', id: row.id })}
                  >
                    <Eye aria-hidden="true" />
                    View<span className="sr-only"> {row.companyName}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDialog({ mode: 'edit', id: row.id })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit<span className="sr-only"> {row.companyName}</span>
                  </Button>
                </div>
              </Td>
            </tr>
          ))
        )}
      </DataTable>

      {query.data ? (
        <Pagination
          label="Company pages"
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}

      <CompanyViewDialog
        companyId={dialog?.mode === 'view' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
      <CompanyEditDialog
        companyId={dialog?.mode === 'edit' ? dialog.id : null}
        onClose={() => setDialog(null)}
      />
    </AdminPage>
  );
}
