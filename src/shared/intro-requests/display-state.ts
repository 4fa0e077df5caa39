/**
 * Which badge an intro shows to the company (spec 1 §4 "Intro request status (company view)"),
 * without zod: `schemas.ts` re-exports it, and the talent feed imports it from here so that its
 * first load needs no zod (docs/decisions/047-preact.md).
 */
import type { IntroSummary } from './schemas';

/**
 * The company-side display state of an intro (spec 1 §4 table): which badge to show. `none` when
 * there is no request. `scheduling` is the spec's `meeting_scheduled` (the booking link was
 * opened, no time confirmed yet); a booked call shows as `meeting_scheduled` (docs/decisions/026).
 */
export type IntroDisplayState =
  | 'none'
  | 'requested'
  | 'accepted'
  | 'scheduling'
  | 'meeting_scheduled'
  | 'meeting_completed'
  | 'declined'
  | 'expired'
  | 'stale';

export function introDisplayState(
  intro: Pick<IntroSummary, 'status'> | null | undefined,
): IntroDisplayState {
  if (!intro) return 'none';
  switch (intro.status) {
    case 'meeting_scheduled':
      return 'scheduling';
    case 'meeting_marked_by_company':
      return 'meeting_scheduled';
    default:
      return intro.status;
  }
}

/** Dashboard badges (spec 1 §4; issue #17 for the booking, expiry and stale states). */
export function dashboardBadge(intro: Pick<IntroSummary, 'status'>): string {
  switch (introDisplayState(intro)) {
    case 'requested':
      return 'Pending Candidate';
    case 'accepted':
      return 'Book Intro Call';
    case 'scheduling':
      return 'Booking in Progress';
    case 'meeting_scheduled':
      return 'Call Scheduled';
    case 'meeting_completed':
      return 'Meeting Done';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'stale':
      return 'Closed: No Call Booked';
    default:
      return 'Unknown';
  }
}
