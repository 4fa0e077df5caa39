import { useState } from 'react';
import { BellRing, CalendarCheck, Download, Eye, RefreshCw, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { adminTexts, type AdminGigRow } from '../../../../shared/admin/schemas';
import { gigStatuses } from '../../../../shared/gigs/schemas';
import { introStatuses } from '../../../../shared/intro-requests/schemas';
import { toast } from '../../../lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  useAdminGigs,
  useAdminIntros,
  useDeleteGig,
  useMarkMeetingScheduled,
  useSendReminder,
  useSetGigStatus,
} from '../api/activity';
import { downloadCsv, exportFiles } from '../api/export-csv';
import { errorDetail } from '../lib/errors';
import { formatDate, formatDateTime } from '../lib/format';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { DataTable, EmptyRow, Pagination, Td, Th } from './data-table';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { StatusBadge } from './status-badge';
import { StatusSelect } from './status-select';

type Tab = 'intros' | 'gigs';

/**
 * Export CSV (spec 2 §2, §7, §8): 'No Data' when the filtered list is empty, else the server's
 * file of every filtered row and 'Exported!'.
 */
function useExport(kind: keyof typeof exportFiles) {
  const [busy, setBusy] = useState(false);
  const run = async (total: number | undefined, filters: Record<string, string>) => {
    if (total === 0) {
      toast(adminTexts.noData);
      return;
    }
    setBusy(true);
    try {
      const count = await downloadCsv(kind, filters);
      if (count === 0) toast(adminTexts.noData);
      else toast({ title: adminTexts.exported, description: exportFiles[kind].fileName });
    } catch (error) {
      toast({ title: 'Export Failed', description: errorDetail(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** /admin/intros-and-gigs (spec 2 §2): the Intro Activity and Gig Tracking tabs. */
export function AdminIntrosAndGigsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'gigs' ? 'gigs' : 'intros';
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'gigs') out.set('tab', 'gigs');
        else out.delete('tab');
        return out;
      },
      { replace: true },
    );

  return (
    <AdminPage title="Intros & Gigs" description="Intro Activity and Gig Tracking.">
      <Tabs value={tab} onValueChange={setTab} className="space-y-6">
        <TabsList aria-label="Intros & Gigs">
          <TabsTrigger value="intros">Intro Activity</TabsTrigger>
          <TabsTrigger value="gigs">Gig Tracking</TabsTrigger>
        </TabsList>
        <TabsContent value="intros" className="space-y-6">
          <IntroActivityTab />
        </TabsContent>
        <TabsContent value="gigs" className="space-y-6">
          <GigTrackingTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

const INTRO_COLUMNS = 7;

function IntroActivityTab() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    company: '',
    candidate: '',
    status: '',
  });
  const query = useAdminIntros({ ...values, page });
  const markScheduled = useMarkMeetingScheduled();
  const reminder = useSendReminder();
  const csv = useExport('intros');
  const rows = query.data?.items ?? [];

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">Intro Activity</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button
            onClick={() => void csv.run(query.data?.total, values)}
            disabled={csv.busy || query.isPending}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>
      <FilterBar label="Filter intro activity">
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
        caption="Intro activity"
        minWidth="min-w-[64rem]"
        columns={INTRO_COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Company</Th>
            <Th>Candidate</Th>
            <Th>Candidate Role</Th>
            <Th>Requested On</Th>
            <Th>Status</Th>
            <Th>Meeting</Th>
            <Th>Actions</Th>
          </tr>
        }
      >
        {query.isError ? (
          <EmptyRow columns={INTRO_COLUMNS}>{errorDetail(query.error)}</EmptyRow>
        ) : rows.length === 0 ? (
          <EmptyRow columns={INTRO_COLUMNS}>No intro requests match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <Td className="font-semibold text-slate-900">{row.companyName}</Td>
              <Td>{row.candidateName}</Td>
              <Td>{row.candidateRole}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(row.requestedAt)}</Td>
              <Td>
                <StatusBadge status={row.status} />
              </Td>
              <Td className="text-xs text-slate-700">
                <div>
                  {row.meetingCompleted
                    ? 'Completed'
                    : row.meetingScheduled
                      ? 'Scheduled'
                      : 'Not scheduled'}
                  {row.meetingTime ? ` · ${formatDateTime(row.meetingTime)}` : ''}
                </div>
                {row.meetingReminderSentAt ? (
                  <div>Reminder sent {formatDateTime(row.meetingReminderSentAt)}</div>
                ) : null}
              </Td>
              <Td>
                <div className="flex flex-wrap gap-1.5">
                  {row.status === 'accepted' && !row.meetingScheduled ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={markScheduled.isPending}
                      onClick={() =>
                        markScheduled.mutate(row.id, {
                          onSuccess: () => toast({ title: adminTexts.introStatusUpdated }),
                          onError: (error) =>
                            toast({
                              title: adminTexts.introStatusError,
                              description: errorDetail(error),
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      <CalendarCheck aria-hidden="true" />
                      Mark Meeting Scheduled
                      <span className="sr-only">
                        {' '}
                        for {row.companyName} and {row.candidateName}
                      </span>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reminder.isPending && reminder.variables === row.id}
                    onClick={() =>
                      reminder.mutate(row.id, {
                        onSuccess: (result) => toast(adminTexts.reminderSent(result.companyName)),
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: errorDetail(error),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <BellRing aria-hidden="true" />
                    Send Reminder
                    <span className="sr-only"> to {row.companyName}</span>
                  </Button>
                </div>
              </Td>
            </tr>
          ))
        )}
      </DataTable>
      {query.data ? (
        <Pagination
          label="Intro activity pages"
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}

const GIG_COLUMNS = 9;

function GigTrackingTab() {
  const { values, page, setFilters, setPage } = useUrlFilters(
    { company: '', search: '', status: '' },
    'gig',
  );
  const query = useAdminGigs({ ...values, page });
  const setStatus = useSetGigStatus();
  const deleteGig = useDeleteGig();
  const csv = useExport('gigs');
  const [toDelete, setToDelete] = useState<AdminGigRow | null>(null);
  const rows = query.data?.items ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    const gig = toDelete;
    deleteGig.mutate(gig.id, {
      onSuccess: () => toast({ title: adminTexts.gigDeleted, description: gig.title }),
      onError: (error) =>
        toast({ title: 'Error', description: errorDetail(error), variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">Gig Tracking</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button
            onClick={() => void csv.run(query.data?.total, values)}
            disabled={csv.busy || query.isPending}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>
      <FilterBar label="Filter gigs">
        <TextFilter
          label="Company"
          value={values.company}
          onCommit={(company) => setFilters({ company })}
        />
        <TextFilter
          label="Search"
          value={values.search}
          onCommit={(search) => setFilters({ search })}
        />
        <SelectFilter
          label="Status"
          value={values.status}
          onChange={(status) => setFilters({ status })}
          options={withAll(gigStatuses)}
        />
      </FilterBar>
      <DataTable
        caption="Gigs"
        minWidth="min-w-[72rem]"
        columns={GIG_COLUMNS}
        loading={query.isPending}
        head={
          <tr>
            <Th>Project</Th>
            <Th>Company</Th>
            <Th>Role Category</Th>
            <Th>Budget</Th>
            <Th>Duration</Th>
            <Th>Start Date</Th>
            <Th>Candidate</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        }
      >
        {query.isError ? (
          <EmptyRow columns={GIG_COLUMNS}>{errorDetail(query.error)}</EmptyRow>
        ) : rows.length === 0 ? (
          <EmptyRow columns={GIG_COLUMNS}>No gigs match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <Td>
                <div className="font-semibold text-slate-900">{row.title}</div>
                <div className="text-xs text-slate-600">Posted {formatDate(row.createdAt)}</div>
              </Td>
              <Td>{row.companyName}</Td>
              <Td>{row.roleCategory}</Td>
              <Td>{row.budgetRange}</Td>
              <Td>{row.estimatedDuration}</Td>
              <Td className="whitespace-nowrap">{formatDate(row.startDate)}</Td>
              <Td>
                {row.preferredCandidateName ?? '—'}
                {row.candidateResponse ? (
                  <div className="mt-1">
                    <StatusBadge status={row.candidateResponse} />
                  </div>
                ) : null}
              </Td>
              <Td>
                <StatusSelect
                  label={`Status for ${row.title}`}
                  value={row.status}
                  options={gigStatuses}
                  disabled={setStatus.isPending && setStatus.variables?.id === row.id}
                  onChange={(status) =>
                    setStatus.mutate(
                      { id: row.id, status },
                      {
                        onSuccess: () =>
                          toast({
                            title: adminTexts.gigStatusUpdated,
                            description: `${row.title}: ${status}`,
                          }),
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: errorDetail(error),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                />
              </Td>
              <Td>
                <div className="flex gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      toast({ title: 'Coming Soon', description: 'This feature is coming soon.' })
                    }
                  >
                    <Eye aria-hidden="true" />
                    View<span className="sr-only"> {row.title}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => setToDelete(row)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete<span className="sr-only"> {row.title}</span>
                  </Button>
                </div>
              </Td>
            </tr>
          ))
        )}
      </DataTable>
      {query.data ? (
        <Pagination
          label="Gig pages"
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPage={setPage}
        />
      ) : null}

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
      >
        <AlertDialogContent>
          <AlertDialogTitle>Delete this gig?</AlertDialogTitle>
          <AlertDialogDescription>
            {toDelete
              ? `"${toDelete.title}" from ${toDelete.companyName} will be deleted permanently. This cannot be undone.`
              : ''}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={deleteGig.isPending}
              onClick={(event) => {
                event.preventDefault();
                confirmDelete();
              }}
            >
              Delete Gig
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
