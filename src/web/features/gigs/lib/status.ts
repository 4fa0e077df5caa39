/** How a gig's status reads on its card and its page (spec 2 §2 "My Trial Projects"; issue #30). */
import type { CompanyGig, GigStatus } from '../../../../shared/gigs/schemas';
import type { BadgeProps } from '../../../components/ui/badge';

/** The colour of each status badge. */
export const gigStatusColor: Record<GigStatus, BadgeProps['variant']> = {
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
export function waitingNote(
  gig: Pick<CompanyGig, 'status' | 'preferredCandidateName'>,
): string | null {
  if (gig.status === 'proposed') return `Waiting for ${gig.preferredCandidateName}'s answer.`;
  if (gig.status === 'open') return 'Open: candidates see it on their Gigs tab.';
  return null;
}
