import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarDays,
  CheckCircle2,
  Clock,
  DollarSign,
  Eye,
  Hourglass,
  Pencil,
  UserRound,
} from 'lucide-react';
import { gigStatusLabels, type CompanyGig } from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatGigDate } from '../lib/format';
import { gigStatusColor, waitingNote } from '../lib/status';
import { MarkCompleteButton } from './mark-complete-button';

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

/**
 * One of the company's trial projects (spec 2 §2 "My Trial Projects"): title, role category,
 * budget, start date, duration, preferred candidate, the status (and the candidate's answer), and
 * Details (the gig's page), Edit (only while open) and Mark Complete (only in progress) as the
 * server offers them (`gig.actions`, docs/decisions/024; issue #30 made Details and Edit real) — a
 * disabled Completed once complete, a line saying what it waits for while open or proposed,
 * nothing more once cancelled.
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
          <Badge variant={gigStatusColor[gig.status]}>{gigStatusLabels[gig.status]}</Badge>
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
        <Button asChild size="sm" variant="outline">
          <Link to={paths.gig.getHref(gig.id)} aria-describedby={titleId}>
            <Eye aria-hidden="true" />
            Details
          </Link>
        </Button>
        {gig.actions.includes('edit') ? (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.editGig.getHref(gig.id)} aria-describedby={titleId}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
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
