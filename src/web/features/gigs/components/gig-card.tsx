import { useId, type ReactNode } from 'react';
import {
  CalendarDays,
  CheckCircle2,
  Clock,
  DollarSign,
  Eye,
  Hourglass,
  Loader2,
  Pencil,
  UserRound,
} from 'lucide-react';
import {
  gigMessages,
  gigStatusLabels,
  type CompanyGig,
  type GigStatus,
} from '../../../../shared/gigs/schemas';
import { toast } from '../../../lib/toast';
import { toastActionError } from '../../../lib/action-error';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useCompleteGig } from '../api/complete-gig';
import { formatGigDate } from '../lib/format';

const statusColor: Record<GigStatus, BadgeProps['variant']> = {
  open: 'brand',
  proposed: 'yellow',
  in_progress: 'blue',
  complete: 'green',
  cancelled: 'default',
};

/**
 * Why a gig offers no Mark Complete yet (docs/decisions/024): nobody is working on it until a
 * candidate accepts. Null when there is nothing to wait for.
 */
function waitingNote(gig: CompanyGig): string | null {
  if (gig.status === 'proposed') return `Waiting for ${gig.preferredCandidateName}'s answer.`;
  if (gig.status === 'open') return 'Open: candidates see it on their Gigs tab.';
  return null;
}

/** Spec 2 §2: Details and Edit only show a coming-soon notice. */
function comingSoon() {
  toast({ title: 'Coming Soon', description: 'This feature is coming soon.' });
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 [&_svg]:size-3.5 [&_svg]:text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

function MarkCompleteButton({ gig }: { gig: CompanyGig }) {
  const completeGig = useCompleteGig();

  const confirm = async () => {
    try {
      await completeGig.mutateAsync(gig.id);
      toast(gigMessages.completed);
    } catch (error) {
      toastActionError(error);
    }
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" disabled={completeGig.isPending}>
          {completeGig.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          Mark Complete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Mark this project as complete?</AlertDialogTitle>
        <AlertDialogDescription>
          “{gig.title}” will be marked as complete. This action cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction className={buttonVariants()} onClick={() => void confirm()}>
            Mark Complete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * One of the company's trial projects (spec 2 §2 "My Trial Projects"): title, role category,
 * budget, start date, duration, preferred candidate, the status (and the candidate's answer), and
 * Details, Edit, and Mark Complete when the server offers it (`gig.actions`: in progress only,
 * docs/decisions/024) — a disabled Completed once complete, a line saying what it waits for while
 * open or proposed, nothing more once cancelled.
 */
export function GigCard({ gig }: { gig: CompanyGig }) {
  const titleId = useId();
  const note = waitingNote(gig);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {gig.title}
          </h2>
          <p className="text-sm font-medium text-brand-800">{gig.roleCategory}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={statusColor[gig.status]}>{gigStatusLabels[gig.status]}</Badge>
          {gig.candidateResponse === 'accepted' ? <Badge variant="green">Accepted</Badge> : null}
          {gig.candidateResponse === 'declined' ? <Badge variant="red">Declined</Badge> : null}
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Fact icon={<DollarSign aria-hidden="true" />} label="Budget">
          {gig.budgetRange}
        </Fact>
        <Fact icon={<CalendarDays aria-hidden="true" />} label="Start date">
          {formatGigDate(gig.startDate)}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" />} label="Duration">
          {gig.estimatedDuration}
        </Fact>
        <Fact icon={<UserRound aria-hidden="true" />} label="Preferred candidate">
          {gig.preferredCandidateName}
        </Fact>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button size="sm" variant="outline" onClick={comingSoon}>
          <Eye aria-hidden="true" />
          Details
        </Button>
        <Button size="sm" variant="outline" onClick={comingSoon}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {gig.actions.includes('complete') ? (
          <MarkCompleteButton gig={gig} />
        ) : gig.status === 'complete' ? (
          <Button size="sm" variant="secondary" disabled>
            <CheckCircle2 aria-hidden="true" />
            Completed
          </Button>
        ) : null}
      </div>
      {note ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
          <Hourglass className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {note}
        </p>
      ) : null}
    </article>
  );
}
