import { useState } from 'react';
import { BellRing, CalendarCheck, Eye, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { adminTexts, type AdminGigRow } from '../../../../shared/admin/schemas';
import { gigStatuses } from '../../../../shared/gigs/schemas';
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
import { errorDetail } from '../lib/errors';
import { formatDate, formatDateTime } from '../lib/format';
import { toastError } from '../lib/toast-error';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { CandidateProfileLink } from './candidate-profile-link';
import { DataTable, Td, Th } from './data-table';
import { ExportCsvButton } from './export-csv-button';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { IntroFilters } from './intro-filters';
import { ListPagination } from './list-pagination';
import { RefreshButton } from './refresh-button';
import { RowButton } from './row-button';
import { statusLabel } from '../lib/status-labels';
import { RowStatusSelect } from './row-status-select';
import { StatusBadge } from './status-badge';
import { TabHeader } from './tab-header';

type Tab = 'intros' | 'gigs';

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

  return (
    <>
      <TabHeader title="Intro Activity">
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} />
        <ExportCsvButton
          kind="intros"
          total={query.data?.total}
          filters={values}
          disabled={query.isPending}
        />
      </TabHeader>
      <IntroFilters label="Filter intro activity" values={values} setFilters={setFilters} />
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
            <Td className="whitespace-nowrap">{formatDateTime(row.requestedAt)}</Td>
            <Td>
              <StatusBadge kind="intro" status={row.status} />
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
                        onError: (error) => toastError(adminTexts.introStatusError, error),
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
                      onError: (error) => toastError('Error', error),
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
        )}
      />
      <ListPagination label="Intro activity pages" page={page} list={query.data} onPage={setPage} />
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
  const [toDelete, setToDelete] = useState<AdminGigRow | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const gig = toDelete;
    deleteGig.mutate(gig.id, {
      onSuccess: () => toast({ title: adminTexts.gigDeleted, description: gig.title }),
      onError: (error) => toastError('Error', error),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <TabHeader title="Gig Tracking">
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} />
        <ExportCsvButton
          kind="gigs"
          total={query.data?.total}
          filters={values}
          disabled={query.isPending}
        />
      </TabHeader>
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
          options={withAll(gigStatuses, (s) => statusLabel('gig', s))}
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
        error={query.isError ? errorDetail(query.error) : null}
        empty="No gigs match these filters."
        rows={query.data?.items ?? []}
        renderRow={(row) => (
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
                  <StatusBadge kind="response" status={row.candidateResponse} />
                </div>
              ) : null}
            </Td>
            <Td>
              <RowStatusSelect
                label={`Status for ${row.title}`}
                id={row.id}
                value={row.status}
                options={gigStatuses}
                labelOf={(status) => statusLabel('gig', status)}
                mutation={setStatus}
                onUpdated={(status) =>
                  toast({
                    title: adminTexts.gigStatusUpdated,
                    description: `${row.title}: ${statusLabel('gig', status)}`,
                  })
                }
                onError={(error) => toastError('Error', error)}
              />
            </Td>
            <Td>
              <div className="flex gap-1.5">
                <RowButton
                  variant="ghost"
                  icon={Eye}
                  itemName={row.title}
                  onClick={() =>
                    toast({ title: 'Coming Soon', description: 'This feature is coming soon.' })
                  }
                >
                  View
                </RowButton>
                <RowButton
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  icon={Trash2}
                  itemName={row.title}
                  onClick={() => setToDelete(row)}
                >
                  Delete
                </RowButton>
              </div>
            </Td>
          </tr>
        )}
      />
      <ListPagination label="Gig pages" page={page} list={query.data} onPage={setPage} />

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
