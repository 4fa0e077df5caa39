import { Timer } from 'lucide-react';
import type { CandidateResponsiveness } from '../../shared/responsiveness/schemas';
import { responsivenessText } from '../../shared/responsiveness/texts';
import { cn } from '../lib/cn';

interface ResponsivenessNoteProps {
  /** The card's or profile's `responsiveness`; nothing is shown when null (below 3 requests). */
  responsiveness: CandidateResponsiveness;
  className?: string;
}

/**
 * How a candidate answers intro requests over the last 90 days (issue #17; docs/decisions/027):
 * "Usually answers within 2 days · 75% answered". Shown only from 3 settled requests on, so it
 * renders nothing for null. For the feed card and the candidate profile page.
 */
export function ResponsivenessNote({ responsiveness, className }: ResponsivenessNoteProps) {
  if (!responsiveness) return null;
  return (
    <p
      className={cn('flex items-center gap-2 text-sm text-slate-700', className)}
      title={`Over the last 90 days: ${responsiveness.answered} of ${responsiveness.requests} intro requests answered`}
    >
      <Timer className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>{responsivenessText(responsiveness)}</span>
    </p>
  );
}
