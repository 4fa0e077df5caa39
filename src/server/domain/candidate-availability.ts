/**
 * Whether a candidate is open to intros, as data and a pure function (issue #17 "Candidates stay
 * current"; docs/decisions/028). Every 30 days after approval or their last confirmation an
 * approved candidate is asked by e-mail; unanswered for 7 more days, they are paused (out of the
 * feed, no new intro requests) until they confirm. They may pause and resume themselves.
 *
 * Like the intro lifecycle (decision 012), this decides and does no I/O: the caller loads the
 * state under the candidate's row lock, passes the clock, writes `changes`, mints a link when
 * `newLink` says so and queues `email` in its transaction. The timers (`ask`, `lapse`) are events
 * too, so each happens exactly once across processes and tests reach their edges with a clock.
 */
import {
  AVAILABILITY_CHECK_AFTER_MS,
  AVAILABILITY_LINK_VALID_MS,
  AVAILABILITY_PAUSE_AFTER_MS,
  availabilityTexts,
  type PausedBy,
} from '../../shared/candidates/availability';
import type { CandidateStatus } from '../../shared/candidates/schemas';

/** What is stored of a candidate's availability (the `candidates` availability columns). */
export interface AvailabilityState {
  status: CandidateStatus;
  pausedAt: Date | null;
  pausedBy: PausedBy | null;
  /** Start of the 30-day clock: approval or the last confirmation. */
  confirmedAt: Date;
  /** When the unanswered question went out; null when none is open. */
  askedAt: Date | null;
  /** When the latest one-click link was sent. */
  linkSentAt: Date | null;
}

/**
 * Events. Timers: `ask` (30 days after the last confirmation), `lapse` (7 days after an
 * unanswered `ask`). Candidate: `confirm` (the e-mailed link, or Resume on the dashboard),
 * `pause` (dashboard). Admin: `approve` (the clock starts at approval).
 */
export type AvailabilityEvent =
  | { type: 'ask' }
  | { type: 'lapse' }
  | { type: 'confirm' }
  | { type: 'pause' }
  | { type: 'approve' };
export type AvailabilityEventType = AvailabilityEvent['type'];

/** The timer events a job asks about, in the order it asks. */
export const availabilityTimerEvents = ['ask', 'lapse'] as const;

/** E-mails of a transition: the 30-day question, or the notice that the profile was paused. */
export type AvailabilityEmail = 'availabilityCheck' | 'availabilityPaused';

export interface AvailabilityTransition {
  ok: true;
  state: AvailabilityState;
  changes: Partial<AvailabilityState>;
  email: AvailabilityEmail | null;
  /** A new one-click link is minted (its hash replaces the stored one; older links stop working). */
  newLink: boolean;
  /** The candidate's presence in the feed changed (feed caches of this process are dropped). */
  feedChanged: boolean;
}

export interface AvailabilityRefusal {
  ok: false;
  reason: 'not_due' | 'not_approved' | 'already_paused';
  message: string;
}

const since = (from: Date | null, now: Date) =>
  from ? now.getTime() - from.getTime() : Number.NEGATIVE_INFINITY;

const refuse = (reason: AvailabilityRefusal['reason']): AvailabilityRefusal => ({
  ok: false,
  reason,
  message:
    reason === 'not_approved'
      ? availabilityTexts.notApproved
      : reason === 'already_paused'
        ? availabilityTexts.alreadyPaused
        : 'Not due.',
});

type Step = Omit<AvailabilityTransition, 'ok' | 'state' | 'feedChanged'>;

function decide(
  s: AvailabilityState,
  event: AvailabilityEvent,
  now: Date,
): Step | AvailabilityRefusal {
  const approved = s.status === 'approved';
  switch (event.type) {
    case 'ask':
      if (
        !approved ||
        s.pausedAt ||
        s.askedAt ||
        since(s.confirmedAt, now) < AVAILABILITY_CHECK_AFTER_MS
      )
        return refuse('not_due');
      return {
        changes: { askedAt: now, linkSentAt: now },
        email: 'availabilityCheck',
        newLink: true,
      };
    case 'lapse':
      if (!approved || s.pausedAt || since(s.askedAt, now) < AVAILABILITY_PAUSE_AFTER_MS)
        return refuse('not_due');
      return {
        // The notice carries a fresh link, so confirming stays one click.
        changes: { pausedAt: now, pausedBy: 'no_answer', askedAt: null, linkSentAt: now },
        email: 'availabilityPaused',
        newLink: true,
      };
    case 'confirm':
      if (!approved) return refuse('not_approved');
      return {
        changes: { pausedAt: null, pausedBy: null, askedAt: null, confirmedAt: now },
        email: null,
        newLink: false,
      };
    case 'pause':
      if (!approved) return refuse('not_approved');
      if (s.pausedAt) return refuse('already_paused');
      return {
        changes: { pausedAt: now, pausedBy: 'candidate', askedAt: null },
        email: null,
        newLink: false,
      };
    case 'approve':
      return { changes: { confirmedAt: now, askedAt: null }, email: null, newLink: false };
  }
}

/**
 * Applies one event to a candidate's availability at `now`.
 * @returns the next state, the changed fields and the e-mail to queue, or a refusal (a timer not
 *   due, a candidate who is not approved, a pause of a paused profile).
 */
export function applyAvailabilityEvent(
  state: AvailabilityState,
  event: AvailabilityEvent,
  now: Date,
): AvailabilityTransition | AvailabilityRefusal {
  const step = decide(state, event, now);
  if ('ok' in step) return step;
  const next = { ...state, ...step.changes };
  return {
    ok: true,
    state: next,
    ...step,
    feedChanged: Boolean(state.pausedAt) !== Boolean(next.pausedAt),
  };
}

/** Whether a one-click link sent at `sentAt` still works at `now` (30 days). */
export function linkValid(sentAt: Date | null, now: Date): boolean {
  return sentAt !== null && since(sentAt, now) <= AVAILABILITY_LINK_VALID_MS;
}
