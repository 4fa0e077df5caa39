import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, ListChecks, StickyNote } from 'lucide-react';
import type { PipelineCard } from '../../../../shared/pipeline/schemas';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { timeInStage } from '../lib/pipeline-format';

/**
 * One candidate on the board (issue #34 item 3), as every view shows it: the name (to the
 * profile), the role, the time in the stage, the lists they are on, the team's notes count, the
 * Not a fit reason, and the next step the server allows. `handle` (the drag handle) and `actions`
 * (the "Move to…" menu) come from the view that places the card.
 */
export function PipelineCardView({
  card,
  handle,
  actions,
  className,
  copy = false,
}: {
  card: PipelineCard;
  handle?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** The drag overlay's copy: hidden from assistive technology, its ids left to the original. */
  copy?: boolean;
}) {
  const nameId = copy ? undefined : `pipeline-card-${card.candidateId}`;
  return (
    <article
      aria-labelledby={nameId}
      aria-hidden={copy || undefined}
      data-pipeline-card={copy ? undefined : card.candidateId}
      className={cn(
        'grid gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="font-semibold break-words text-slate-900">
            <Link
              to={paths.talentProfile.getHref(card.candidateId)}
              className="underline-offset-4 hover:underline focus-visible:underline"
            >
              {card.name}
            </Link>
          </h3>
          <p className="break-words text-slate-600">{card.role}</p>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">In this stage for </span>
          {timeInStage(card.since)}
          <span aria-hidden="true"> in stage</span>
        </span>
      </p>
      {card.reason ? (
        <p className="text-xs text-red-800">
          <span className="font-semibold">Reason:</span> {card.reason}
        </p>
      ) : null}
      {card.shortlists.length > 0 || card.notesCount > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          {card.shortlists.length > 0 ? (
            <ul aria-label="Lists" className="flex flex-wrap gap-1.5">
              {card.shortlists.map((name) => (
                <li key={name}>
                  <Badge variant="brand">
                    <ListChecks aria-hidden="true" />
                    {name}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {card.notesCount > 0 ? (
            <Badge>
              <StickyNote aria-hidden="true" />
              {card.notesCount === 1 ? '1 note' : `${card.notesCount} notes`}
            </Badge>
          ) : null}
        </div>
      ) : null}
      {card.nextStep || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          {card.nextStep ? (
            <Link
              to={card.nextStep.href}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {card.nextStep.label}
              <ArrowRight className="size-3.5" aria-hidden="true" />
              <span className="sr-only"> for {card.name}</span>
            </Link>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
    </article>
  );
}
