/**
 * How the admin area words a stored status: the spec's words, never the raw value
 * (`in_progress` → 'In Progress'; spec 2 §4 for intros and gigs). One lookup for badges, row
 * selectors, filters and toasts.
 */
import { gigStatusLabels } from '../../../../shared/gigs/schemas';
import { introStatusLabels } from '../../../../shared/intro-requests/schemas';

/** Which kind of status a value is: the same word can mean different things. */
export type StatusKind =
  'intro' | 'gig' | 'response' | 'candidate' | 'company' | 'plan' | 'email' | 'user';

const byKind: Partial<Record<StatusKind, Record<string, string>>> = {
  intro: introStatusLabels,
  gig: gigStatusLabels,
  // The candidate's answer to a gig (spec 2 §2 badges).
  response: { accepted: 'Accepted', declined: 'Declined' },
};

/** The words for `value` of `kind`; single-word values are capitalised ('pending' → 'Pending'). */
export function statusLabel(kind: StatusKind, value: string): string {
  const known = byKind[kind]?.[value];
  if (known) return known;
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
