/**
 * An intro request's statuses and which badge an intro shows to the company (spec 1 §4 "Intro
 * request status (company view)"), without zod: `schemas.ts` re-exports them (and builds its enum
 * from `introStatuses`), and the talent feed imports them from here so that its first load needs
 * no zod (docs/decisions/047-preact.md, kept by docs/decisions/054-react-dom-again.md). Nothing here
 * imports `schemas.ts`, so the two do not import each other.
 */

export const introStatuses = [
  'requested',
  'accepted',
  'declined',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
  /** Unanswered for 7 days (issue #17); a free company gets the request back. */
  'expired',
  /** Accepted, but no call booked within 14 days (issue #17); either side may reopen it. */
  'stale',
] as const;
export type IntroStatus = (typeof introStatuses)[number];

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
  intro: { status: IntroStatus } | null | undefined,
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
export function dashboardBadge(intro: { status: IntroStatus }): string {
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

/**
 * What a company member reads when a teammate already asked for the candidate (issue #33 item 4):
 * "Dana asked on 3 Dec — Pending Response" (the day in UTC). `name` null: a former member.
 */
export function teammateAskedText(
  name: string | null,
  requestedAt: Date | string,
  status: IntroStatus,
): string {
  const who = name ? (name.split(/\s+/)[0] ?? name) : 'A former member';
  const day = new Date(requestedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const state = status === 'requested' ? 'Pending Response' : dashboardBadge({ status });
  return `${who} asked on ${day} — ${state}`;
}
