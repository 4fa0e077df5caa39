import { useEffect, useId, useState } from 'react';
import { AlertTriangle, Trash2 } from 'lucide-react';
import {
  DELETION_LOG_SHOWN,
  adminTexts,
  type AdminUserRow,
} from '../../../../shared/admin/schemas';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import {
  useAdminUser,
  useAdminUsers,
  useDeleteUser,
  useDeletionLog,
  type DeletedCounts,
} from '../api/users';
import { errorDetail } from '../lib/errors';
import { formatDate } from '../lib/format';
import { statusLabel } from '../lib/status-labels';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { DataTable, Td, Th } from './data-table';
import { DetailList, DetailSkeleton } from './detail-list';
import { ReauthPasswordField } from '../../auth/components/reauth-password-field';
import { useReauthStep } from '../../auth/lib/use-reauth-step';
import { FilterBar, SelectFilter, TextFilter } from './filters';
import { DeletionLogList } from './deletion-log-list';
import { ListPagination } from './list-pagination';
import { RefreshButton } from './refresh-button';
import { RowButton } from './row-button';

const typeOptions = [
  { value: '', label: 'All' },
  { value: 'candidate', label: 'Candidates' },
  { value: 'company', label: 'Companies' },
] as const;

const COLUMNS = 5;

function describeCounts(counts: DeletedCounts): string {
  return `Deleted ${counts.intro_requests} intro requests and ${counts.gigs} gigs; ${counts.email_logs_marked} emails marked user_deleted.`;
}

/** Spec 2 §8 'Data Loading Error', shown once per failure. */
function useLoadErrorToast(failed: boolean) {
  useEffect(() => {
    if (failed) toast({ ...adminTexts.dataLoadingError, variant: 'destructive' });
  }, [failed]);
}

/**
 * /admin/delete-users (spec 2 §2, §3 "Deletion log", §5 "Admin"): users with search and type,
 * the selected user's details and associated records, typed-confirmation deletion, and the 10
 * most recent deletion-log entries.
 */
export function AdminDeleteUsersPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({ type: '', search: '' });
  const users = useAdminUsers({ ...values, page });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useAdminUser(selectedId);
  const log = useDeletionLog({ limit: DELETION_LOG_SHOWN });
  const [toDelete, setToDelete] = useState<AdminUserRow | null>(null);
  useLoadErrorToast(users.isError || selected.isError || log.isError);

  const [warningTitle, ...warningRest] = adminTexts.dangerZone.split(': ');
  const rows = users.data?.items ?? [];

  return (
    <AdminPage title={adminTexts.deleteHeader}>
      <div
        role="alert"
        className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <p>
          <strong className="font-bold">{warningTitle}:</strong> {warningRest.join(': ')}
        </p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="users-heading" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="users-heading" className="text-lg font-bold text-slate-900">
              Users
            </h2>
            <RefreshButton
              onRefresh={() => {
                void users.refetch();
                void log.refetch();
              }}
              fetching={users.isFetching}
              spin
            />
          </div>
          <FilterBar label="Filter users">
            <SelectFilter
              label="User type"
              value={values.type}
              onChange={(type) => setFilters({ type })}
              options={typeOptions}
            />
            <div className="sm:col-span-1 lg:col-span-3">
              <TextFilter
                label="Search by name or email"
                value={values.search}
                onCommit={(search) => setFilters({ search })}
              />
            </div>
          </FilterBar>
          <DataTable
            caption="Users"
            columns={COLUMNS}
            loading={users.isPending}
            head={
              <tr>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Type</Th>
                <Th>Joined</Th>
                <Th>Actions</Th>
              </tr>
            }
            error={users.isError ? adminTexts.dataLoadingError.description : null}
            empty="No users match these filters."
            rows={rows}
            renderRow={(row) => (
              <tr
                key={row.id}
                data-selected={row.id === selectedId ? '' : undefined}
                className={cn('hover:bg-slate-50', row.id === selectedId && 'bg-brand-50')}
              >
                <Td className="font-semibold text-slate-900">{row.name}</Td>
                <Td>{row.email}</Td>
                <Td>
                  <Badge>{statusLabel('user', row.type)}</Badge>
                </Td>
                <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
                <Td>
                  <div className="flex gap-1.5">
                    <RowButton
                      variant={row.id === selectedId ? 'secondary' : 'outline'}
                      aria-pressed={row.id === selectedId}
                      itemName={row.name}
                      onClick={() => setSelectedId(row.id)}
                    >
                      Select
                    </RowButton>
                    <RowButton
                      variant="destructive"
                      icon={Trash2}
                      itemName={row.name}
                      disabled={!row.deletable}
                      title={row.deletable ? undefined : adminTexts.deletionBlocked.description}
                      onClick={() => setToDelete(row)}
                    >
                      Delete
                    </RowButton>
                  </div>
                  {row.deletable ? null : (
                    <p className="mt-1 text-xs text-slate-600">
                      {adminTexts.deletionBlocked.description}
                    </p>
                  )}
                </Td>
              </tr>
            )}
          />
          <ListPagination label="User pages" page={page} list={users.data} onPage={setPage} />
        </section>

        <aside aria-label="Selected user and deletion log" className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Selected User</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {!selectedId ? (
                <p className="text-sm text-slate-600">Select a user to see their details.</p>
              ) : selected.isError ? (
                <p className="text-sm text-red-700">{adminTexts.dataLoadingError.description}</p>
              ) : !selected.data ? (
                <DetailSkeleton />
              ) : (
                <>
                  <DetailList
                    items={[
                      { label: 'Name', value: selected.data.name, wide: true },
                      { label: 'Email', value: selected.data.email, wide: true },
                      { label: 'Type', value: statusLabel('user', selected.data.type) },
                      { label: 'Joined', value: formatDate(selected.data.createdAt) },
                    ]}
                  />
                  <div>
                    <h3 className="text-sm font-semibold text-slate-900">Associated records</h3>
                    <ul className="mt-2 space-y-1 text-sm text-slate-800">
                      <li>Intro requests: {selected.data.associated.introRequests}</li>
                      <li>Gigs: {selected.data.associated.gigs}</li>
                      <li>Emails: {selected.data.associated.emails}</li>
                    </ul>
                  </div>
                  <Button
                    variant="destructive"
                    className="w-full"
                    disabled={!selected.data.deletable}
                    onClick={() => setToDelete(selected.data)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete User
                  </Button>
                  {selected.data.deletable ? null : (
                    <p className="text-xs text-slate-600">
                      {adminTexts.deletionBlocked.description}
                    </p>
                  )}
                </>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Deletion Log</CardTitle>
            </CardHeader>
            <CardContent>
              {log.isPending ? (
                <DetailSkeleton />
              ) : (
                <DeletionLogList entries={log.data ?? []} compact />
              )}
            </CardContent>
          </Card>
        </aside>
      </div>

      <DeleteUserDialog
        user={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(id) => {
          if (id === selectedId) setSelectedId(null);
        }}
      />
    </AdminPage>
  );
}

interface DeleteUserDialogProps {
  user: AdminUserRow | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Typed-confirmation deletion (the admin types the user's e-mail; a reason is optional). */
function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        {user ? (
          <DeleteUserForm key={user.id} user={user} onClose={onClose} onDeleted={onDeleted} />
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeleteUserForm({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const [confirmation, setConfirmation] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The admin's password again, once the server asks for it (docs/decisions/066).
  const reauth = useReauthStep();
  const deleteUser = useDeleteUser();
  const formId = useId();
  const matches = confirmation.trim().toLowerCase() === user.email.toLowerCase();

  // Awaited rather than `mutate`'s callbacks, which do not run once the lists' refresh has taken
  // this dialog's user (and the dialog with it) away.
  const submit = async () => {
    let counts: Awaited<ReturnType<typeof deleteUser.mutateAsync>>;
    try {
      const outcome = await reauth.run(() =>
        deleteUser.mutateAsync({ id: user.id, confirmation, reason }),
      );
      if (!outcome.done) return;
      counts = outcome.value;
    } catch (err) {
      if (isApiError(err) && err.status === 403) {
        toast({ ...adminTexts.deletionBlocked, variant: 'destructive' });
        onClose();
        return;
      }
      const message = isApiError(err) ? err.fieldErrors.confirmation : undefined;
      setError(message ?? errorDetail(err));
      return;
    }
    toast({
      title: adminTexts.userDeleted,
      description: `${user.name}: ${describeCounts(counts)}`,
    });
    onDeleted(user.id);
    onClose();
  };

  return (
    <form
      id={formId}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !deleteUser.isPending) void submit();
      }}
    >
      <AlertDialogTitle>Delete {user.name} permanently?</AlertDialogTitle>
      <AlertDialogDescription>
        This deletes the {user.type} account of {user.email} with all its intro requests, gigs and
        files. This cannot be undone. Type the e-mail address to confirm.
      </AlertDialogDescription>
      <FormField label={`Type ${user.email} to confirm`} error={error}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <FormField label="Reason (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      {reauth.field ? <ReauthPasswordField id={`${formId}-password`} {...reauth.field} /> : null}
      <AlertDialogFooter>
        <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </AlertDialogCancel>
        <Button
          type="submit"
          variant="destructive"
          disabled={!matches || reauth.waiting || deleteUser.isPending}
          aria-busy={deleteUser.isPending}
        >
          <Trash2 aria-hidden="true" />
          Delete Permanently
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
