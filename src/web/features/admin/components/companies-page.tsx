import { useState } from 'react';
import { ADMIN_HIRING_ROLES_SHOWN } from '../../../../shared/admin/schemas';
import { planTiers } from '../../../../shared/companies/schemas';
import { Badge } from '../../../components/ui/badge';
import { useAdminCompanies } from '../api/companies';
import { errorDetail } from '../lib/errors';
import { formatDate } from '../lib/format';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { CompanyEditDialog, CompanyViewDialog } from './company-dialogs';
import { DataTable, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { ListPagination } from './list-pagination';
import { RefreshButton } from './refresh-button';
import { statusLabel } from '../lib/status-labels';
import { StatusBadge } from './status-badge';
import { TruncatedBadges } from './truncated-badges';
import { ViewEditButtons } from './view-edit-buttons';

const COLUMNS = 8;

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
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} spin />
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
          options={withAll(planTiers, (s) => statusLabel('plan', s))}
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
        error={query.isError ? errorDetail(query.error) : null}
        empty="No companies match these filters."
        rows={rows}
        renderRow={(row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <Td className="font-semibold text-slate-900">{row.companyName}</Td>
            <Td>{row.email}</Td>
            <Td>
              <Badge variant={row.planTier === 'free' ? 'default' : 'brand'}>
                {statusLabel('plan', row.planTier)}
              </Badge>
            </Td>
            <Td>
              <StatusBadge kind="company" status={row.status} />
            </Td>
            <Td>{row.contactRole}</Td>
            <Td>
              <TruncatedBadges
                items={row.hiringRoles}
                shown={ADMIN_HIRING_ROLES_SHOWN}
                noun="hiring roles"
              />
            </Td>
            <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
            <Td>
              <div className="flex gap-1.5">
                <ViewEditButtons
                  itemName={row.companyName}
                  onView={() => setDialog({ mode: 'view', id: row.id })}
                  onEdit={() => setDialog({ mode: 'edit', id: row.id })}
                />
              </div>
            </Td>
          </tr>
        )}
      />

      <ListPagination label="Company pages" page={page} list={query.data} onPage={setPage} />

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
