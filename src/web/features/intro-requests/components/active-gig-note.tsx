import { Link } from 'react-router';
import { Hourglass, Rocket } from 'lucide-react';
import type { ActiveGig } from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

interface ActiveGigNoteProps {
  gig: ActiveGig;
  /** The candidate's first name, for "waiting for {first}'s answer". */
  first: string;
  className?: string;
}

/**
 * The trial project with this candidate that is in progress ('Gig in progress', said instead of
 * Propose Gig) or awaits their answer (docs/decisions/024), with a link to My Trial Projects.
 */
export function ActiveGigNote({ gig, first, className }: ActiveGigNoteProps) {
  const underWay = gig.status === 'in_progress';
  const Icon = underWay ? Rocket : Hourglass;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
        underWay ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-950',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {underWay ? 'Gig in progress: ' : 'Gig proposed: '}
        <span className="font-semibold">{gig.title}</span>
        {underWay ? '. ' : ` — waiting for ${first}'s answer. `}
        <Link
          to={paths.gigs.getHref()}
          className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-4 hover:no-underline"
        >
          My Trial Projects
        </Link>
      </span>
    </p>
  );
}
