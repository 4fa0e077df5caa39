/**
 * The life of an intro request, its meeting and the gig that may follow, as data and pure
 * functions (spec 1 §4 "Intro request status (company view)", "Scheduling", "Meeting reminder";
 * spec 2 §4 "Intro request", "Gig", "Gig-proposal gate"; docs/decisions/012).
 *
 * Every path that changes an intro request or a gig — the company's actions, the candidate's
 * dashboard, the e-mailed response link, the admin's status selector and shortcuts, the reminder
 * job — calls `applyIntroEvent` or `applyGigEvent` and carries out what they return. Nothing else
 * decides these fields. No I/O here: the caller loads the state (locked), passes the clock, writes
 * `changes`, queues `emails` and writes `notifications` (docs/decisions/040) in its transaction.
 *
 * The state is stored once: one status column plus one timestamp per step. The spec's booleans
 * (`meeting_scheduled`, `meeting_marked_by_company`, `meeting_completed`) and the candidate's
 * response are derived from it by `introFacts`. Timers (expiry, reminders, stale intros) are
 * events too: a job asks, at `now`, and the lifecycle answers whether one is due
 * (docs/decisions/026).
 */
import {
  companyGigActions,
  gigStatusLabels,
  type CompanyGigAction,
  type GigStatus,
} from '../../shared/gigs/schemas';
import {
  CALL_REMINDERS_MS,
  CANDIDATE_REMINDER_AFTER_MS,
  candidateIntroActions,
  companyIntroActions,
  EXPIRE_AFTER_MS,
  introTexts,
  REMINDER_AFTER_MS,
  SLOT_WINDOW_MS,
  SLOTS_MAX,
  SLOTS_MIN,
  STALE_AFTER_MS,
  type CallReminder,
  type CandidateIntroAction,
  type CompanyIntroAction,
  type IntroOutcome,
  type IntroSide,
  type IntroStatus,
  type PassReason,
} from '../../shared/intro-requests/schemas';
import type { NotificationKind, ReminderKind } from '../../shared/notifications/schemas';

// ---------------------------------------------------------------------------------------------
// Intro requests and their meeting
// ---------------------------------------------------------------------------------------------

/** What is stored of an intro request's life (the `intro_requests` lifecycle columns and slots). */
export interface IntroState {
  status: IntroStatus;
  /** When the company (last) requested the intro. */
  requestedAt: Date;
  /** When the candidate (or an admin for them) answered; null while `requested`. */
  answeredAt: Date | null;
  /** When the company opened the candidate's booking link (or an admin marked it scheduled). */
  meetingScheduledAt: Date | null;
  /** When the call was booked: a slot picked, or the time confirmed ('Call Booking Confirmed'). */
  callBookedAt: Date | null;
  /** When the booked call starts. */
  meetingTime: Date | null;
  meetingCompletedAt: Date | null;
  /** When the booking reminder went out (spec 1 §4: once per intro request). */
  meetingReminderSentAt: Date | null;
  /** When the candidate was reminded to answer (once, after 3 days). */
  candidateReminderSentAt: Date | null;
  /** When the 24-hour and 1-hour reminders of the booked call went out. */
  callReminder24hSentAt: Date | null;
  callReminder1hSentAt: Date | null;
  /** The times offered for the call (start of each 30-minute slot), and by whom. */
  slots: Date[];
  slotsOfferedBy: IntroSide | null;
  /** The last cancelled call: when, by whom and why. */
  callCancelledAt: Date | null;
  callCancelledBy: IntroSide | null;
  callCancelReason: string | null;
  /** The company's decision after the call. */
  outcome: IntroOutcome | null;
  outcomeReason: PassReason | null;
  outcomeNote: string | null;
  outcomeAt: Date | null;
  /** When the request expired or closed as stale. */
  closedAt: Date | null;
  /** The calendar invitation's SEQUENCE: raised on every change of the booked call. */
  calendarSequence: number;
}

/** The state before any request exists for a company/candidate pair. */
export const NO_INTRO = 'none' as const;
export type IntroStateKey = IntroStatus | typeof NO_INTRO;

/**
 * Events, by who sends them. Company: `request` (a new pair), `re_request` (after a decline or an
 * expiry), `schedule` (opens the booking link), `book_slot`, `book_call`, `offer_slots`,
 * `cancel_call`, `complete_meeting`, `record_outcome`, `remind`, `reopen`. Candidate (dashboard
 * or response link): `accept` (with slots, or pointing to their calendar link), `decline`,
 * `offer_slots`, `book_slot`, `cancel_call`, `reopen`. Timers: `expire`, `remind_candidate`,
 * `remind`, `close_stale`, `call_reminder`. Admin (spec 2 §4 "the admin may set any of these
 * statuses in any order"): `admin_set_status`, `admin_mark_scheduled`, `admin_remind`.
 */
export type IntroEvent =
  | { type: 'request' }
  | { type: 're_request' }
  | { type: 'accept'; slots?: Date[]; hasCalendarLink?: boolean }
  | { type: 'decline' }
  | { type: 'schedule' }
  | { type: 'offer_slots'; by: IntroSide; slots: Date[] }
  | { type: 'book_slot'; by: IntroSide; start: Date }
  | { type: 'book_call'; meetingTime: Date }
  | { type: 'cancel_call'; by: IntroSide; reason: string }
  | { type: 'complete_meeting' }
  | {
      type: 'record_outcome';
      outcome: IntroOutcome;
      reason?: PassReason | null;
      note?: string | null;
    }
  | { type: 'remind' }
  | { type: 'reopen'; by: IntroSide }
  | { type: 'expire' }
  | { type: 'remind_candidate' }
  | { type: 'close_stale' }
  | { type: 'call_reminder' }
  | { type: 'admin_set_status'; status: IntroStatus }
  | { type: 'admin_mark_scheduled' }
  | { type: 'admin_remind' };
export type IntroEventType = IntroEvent['type'];

export const introEventTypes = [
  'request',
  're_request',
  'accept',
  'decline',
  'schedule',
  'offer_slots',
  'book_slot',
  'book_call',
  'cancel_call',
  'complete_meeting',
  'record_outcome',
  'remind',
  'reopen',
  'expire',
  'remind_candidate',
  'close_stale',
  'call_reminder',
  'admin_set_status',
  'admin_mark_scheduled',
  'admin_remind',
] as const satisfies readonly IntroEventType[];

/** E-mails a transition queues (spec 1 §7, spec 2 §7 template names; issue #17's own). */
export type IntroEmail =
  | 'introRequestCompanyConfirmation'
  | 'introRequestCandidateNotification'
  | 'adminAlertNewIntro'
  | 'introAcceptedByCandidateToCompany'
  | 'introDeclinedByCandidateToCompany'
  | 'meetingScheduledCompanyNotification'
  | 'meetingCompletedCompanyNotification'
  | 'companyMeetingReminderSelf'
  | 'candidateBookingNudge'
  | 'slotsOffered'
  | 'callInvitation'
  | 'callCancelled'
  | 'callReminder'
  | 'introOutcomeToCandidate'
  | 'introAnswerReminder'
  | 'introExpired'
  | 'introStale'
  | 'introReopened';

/**
 * A notification a transition gives one side (issue #16; docs/decisions/040): the side the event
 * happened to, never the side that acted. Written in the event's transaction.
 */
export interface IntroNotice {
  kind: NotificationKind;
  to: IntroSide;
  /** For `reminder`: which one. */
  reminder?: ReminderKind;
}

/** Who receives an e-mail of a transition: one side, or the WarmIntro team. */
export type Recipient = IntroSide | 'team';

export interface IntroMail {
  template: IntroEmail;
  to: Recipient;
  /** The calendar invitation it carries: the booked call, or its cancellation. */
  calendar?: 'request' | 'cancel';
}

/**
 * What a transition adds to the responsiveness counts (docs/decisions/027), written in the event's
 * transaction: the candidate answered a request after `afterMs`, or let it expire; the company's
 * intro was accepted, or a call got booked in it for the first time.
 */
export type StatsEffect =
  | { kind: 'candidate_answered'; afterMs: number }
  | { kind: 'candidate_expired' }
  | { kind: 'company_accepted' }
  | { kind: 'company_booked' };

/** Why an event is refused: a stable reason, the HTTP-facing title and the user's text. */
export interface Refusal {
  ok: false;
  reason: RefusalReason;
  title: string;
  message: string;
  /** Set for bad input (400 with this field's message) rather than a wrong state (409). */
  field?: string;
}

export interface IntroTransition {
  ok: true;
  /** The state after the event. */
  state: IntroState;
  /** Only the fields that change (what the caller writes). */
  changes: Partial<IntroState>;
  emails: IntroMail[];
  /** The notifications to write (docs/decisions/040). */
  notifications: IntroNotice[];
  /** A new request counts against the free plan's monthly allowance; a re-request does not. */
  countsTowardLimit: boolean;
  /** The responsiveness counts to add (docs/decisions/027). */
  stats: StatsEffect[];
  /** The request gives its free allowance back (it expired unanswered). */
  refundsAllowance: boolean;
  /** The candidate gets a new single-use response link. */
  newResponseToken: boolean;
  /**
   * What happens to the pair's conversation (issue #16): `open` when the candidate has just said
   * yes (or the intro is open and accepted again), `close` when it leaves the open accepted
   * statuses (declined, expired, stale, or set back by an admin); null when nothing changes.
   */
  conversation: ConversationEffect;
}

/** The conversation step of a transition (issue #16, docs/decisions/037). */
export type ConversationEffect = 'open' | 'close' | null;

/**
 * The statuses in which the pair's conversation takes new messages: accepted and not closed.
 * A stale intro keeps its conversation readable but closed until it is reopened.
 */
export const CONVERSATION_OPEN_STATUSES = [
  'accepted',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
] as const satisfies readonly IntroStatus[];

/** True while the pair's conversation takes new messages (issue #16). */
export function conversationOpen(status: IntroStateKey): boolean {
  return (CONVERSATION_OPEN_STATUSES as readonly string[]).includes(status);
}

/** The conversation step of going from `before` to `after` (null: no request before). */
function conversationEffect(before: IntroStateKey, after: IntroStatus): ConversationEffect {
  const was = conversationOpen(before);
  const is = conversationOpen(after);
  if (is && !was) return 'open';
  if (was && !is) return 'close';
  return null;
}

export type RefusalReason =
  | 'already_requested'
  | 'no_request'
  | 'already_answered'
  | 'not_accepted'
  | 'declined'
  | 'closed'
  | 'already_scheduled'
  | 'already_booked'
  | 'not_booked'
  | 'not_scheduled'
  | 'call_not_started'
  | 'already_completed'
  | 'not_completed'
  | 'bad_slots'
  | 'slots_required'
  | 'no_such_slot'
  | 'own_slots'
  | 'time_in_past'
  | 'reason_required'
  | 'reminder_sent'
  | 'reminder_not_due'
  | 'timer_not_due'
  | 'not_stale'
  | 'admin_not_schedulable'
  | 'admin_reminder_not_allowed'
  | 'gig_answered'
  | 'gig_not_awaiting_answer'
  | 'gig_not_in_progress'
  | 'gig_not_open'
  | 'gig_closed'
  | 'gig_not_found';

/**
 * The statuses in which the candidate has said yes: contact details are shared, gigs possible.
 * A stale intro stays accepted (nothing was withdrawn); it only waits to be reopened.
 */
export const ACCEPTED_INTRO_STATUSES = [
  'accepted',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
  'stale',
] as const satisfies readonly IntroStatus[];

/** True while the candidate has accepted this intro (the double opt-in, docs/decisions/013). */
export function isAccepted(status: IntroStateKey): boolean {
  return (ACCEPTED_INTRO_STATUSES as readonly string[]).includes(status);
}

/** Statuses in which the intro is open and the call not booked yet (spec 1 §4 reminder). */
const UNBOOKED: readonly IntroStatus[] = ['accepted', 'meeting_scheduled'];

const refusals = {
  alreadyRequested: refuse(
    'already_requested',
    'Intro Requested',
    'You have already requested an intro to this candidate.',
  ),
  noRequest: refuse(
    'no_request',
    'Request Not Found',
    'There is no intro request with this candidate yet.',
  ),
  alreadyAnswered: (status: IntroStateKey) =>
    refuse('already_answered', 'Already Responded', introTexts.alreadyResponded(status)),
  notAccepted: refuse(
    'not_accepted',
    'Intro Not Accepted',
    'The candidate has not accepted this intro yet.',
  ),
  declined: refuse('declined', 'Intro Declined', 'The candidate declined this intro.'),
  closed: (status: IntroStatus) =>
    refuse(
      'closed',
      'Intro Closed',
      status === 'expired'
        ? 'This intro request expired without an answer.'
        : 'This intro closed because no call was booked. Reopen it to go on.',
    ),
  alreadyScheduled: refuse(
    'already_scheduled',
    'Meeting Scheduled',
    'The meeting is already scheduled. Confirm the call booked once you have a time.',
  ),
  alreadyBooked: refuse(
    'already_booked',
    'Call Booked',
    'The call is already booked. Reschedule it to change the time.',
  ),
  notBooked: refuse('not_booked', 'No Call Booked', 'There is no booked call to change.'),
  notScheduled: refuse(
    'not_scheduled',
    'Meeting Not Scheduled',
    'Book the call before marking the meeting completed.',
  ),
  callNotStarted: refuse(
    'call_not_started',
    'Call Not Started',
    'You can mark the meeting completed once the call has started.',
  ),
  alreadyCompleted: refuse(
    'already_completed',
    'Meeting Done',
    'This meeting is already completed.',
  ),
  notCompleted: refuse(
    'not_completed',
    'Meeting Not Completed',
    'Record the outcome once the meeting is completed.',
  ),
  badSlots: refuse(
    'bad_slots',
    'Check the Times',
    `Offer ${SLOTS_MIN} to ${SLOTS_MAX} different times within the next 14 days.`,
    'slots',
  ),
  slotsRequired: refuse(
    'slots_required',
    'Offer Some Times',
    `Offer ${SLOTS_MIN} to ${SLOTS_MAX} times for the call, or add your calendar link to your profile.`,
    'slots',
  ),
  noSuchSlot: refuse(
    'no_such_slot',
    'Time Not Available',
    'That time is no longer offered. Pick one of the times shown.',
    'start',
  ),
  ownSlots: refuse(
    'own_slots',
    'Waiting for the Other Side',
    'You offered these times; the other side picks one.',
  ),
  timeInPast: refuse(
    'time_in_past',
    'Choose a Later Time',
    'Choose a time in the future.',
    'meetingTime',
  ),
  reasonRequired: refuse('reason_required', 'Reason Required', 'Please choose a reason.', 'reason'),
  reminderSent: refuse(
    'reminder_sent',
    'Reminder Sent',
    'A reminder was already sent for this intro.',
  ),
  reminderNotDue: refuse(
    'reminder_not_due',
    'No Reminder Due',
    'No reminder is due for this intro.',
  ),
  timerNotDue: refuse('timer_not_due', 'Not Due', 'Nothing is due for this intro yet.'),
  notStale: refuse('not_stale', 'Intro Open', 'Only a closed intro can be reopened.'),
  adminNotSchedulable: refuse(
    'admin_not_schedulable',
    'Update Error',
    'Only an accepted intro without a scheduled meeting can be marked scheduled.',
  ),
  adminReminderNotAllowed: refuse(
    'admin_reminder_not_allowed',
    'Update Error',
    'A reminder can only be sent for an accepted intro whose call is not booked yet.',
  ),
} as const;

function refuse(reason: RefusalReason, title: string, message: string, field?: string): Refusal {
  return field
    ? { ok: false, reason, title, message, field }
    : { ok: false, reason, title, message };
}

/**
 * The refusal for a company or candidate step on an intro that is not open and accepted; null
 * when it is.
 */
export function notAcceptedRefusal(status: IntroStateKey): Refusal | null {
  if (status === 'declined') return refusals.declined;
  if (status === 'expired' || status === 'stale') return refusals.closed(status);
  if (status === 'requested' || status === NO_INTRO) return refusals.notAccepted;
  return null;
}

/** The empty meeting: what a fresh request, an answer or a re-request leaves. */
const NO_MEETING = {
  meetingScheduledAt: null,
  callBookedAt: null,
  meetingTime: null,
  meetingCompletedAt: null,
  callReminder24hSentAt: null,
  callReminder1hSentAt: null,
  slots: [],
  slotsOfferedBy: null,
  outcome: null,
  outcomeReason: null,
  outcomeNote: null,
  outcomeAt: null,
} as const satisfies Partial<IntroState>;

/** No booked call: what offering new times or cancelling leaves (slots are set by the caller). */
const NO_CALL = {
  meetingScheduledAt: null,
  callBookedAt: null,
  meetingTime: null,
  callReminder24hSentAt: null,
  callReminder1hSentAt: null,
} as const satisfies Partial<IntroState>;

/** A fresh request: answer, meeting, reminders and closing all cleared. */
const FRESH = {
  answeredAt: null,
  ...NO_MEETING,
  meetingReminderSentAt: null,
  candidateReminderSentAt: null,
  callCancelledAt: null,
  callCancelledBy: null,
  callCancelReason: null,
  closedAt: null,
} as const satisfies Partial<IntroState>;

/** The state of a request made at `now`, before it is stored. */
export function newIntroState(now: Date): IntroState {
  return { status: 'requested', requestedAt: now, ...FRESH, slots: [], calendarSequence: 0 };
}

/**
 * The fields an admin-set status implies (spec 2 §4; docs/decisions/012): steps up to the target
 * keep their time or get `now`, later steps are cleared, so the stored state is always one a
 * user could have reached. Setting a meeting status also marks the meeting scheduled.
 */
function adminStatusFields(s: IntroState, to: IntroStatus, now: Date): Partial<IntroState> {
  const answered = s.answeredAt ?? now;
  const open = { closedAt: null };
  switch (to) {
    case 'requested':
      return { ...FRESH };
    case 'expired':
      return { ...FRESH, closedAt: s.closedAt ?? now };
    case 'accepted':
    case 'declined':
      return { answeredAt: answered, ...NO_MEETING, ...open };
    case 'stale':
      return { answeredAt: answered, ...NO_MEETING, closedAt: s.closedAt ?? now };
    case 'meeting_scheduled':
      return {
        answeredAt: answered,
        ...NO_CALL,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        meetingCompletedAt: null,
        outcome: null,
        outcomeReason: null,
        outcomeNote: null,
        outcomeAt: null,
        ...open,
      };
    case 'meeting_marked_by_company':
      return {
        answeredAt: answered,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        callBookedAt: s.callBookedAt ?? now,
        meetingTime: s.meetingTime ?? now,
        meetingCompletedAt: null,
        outcome: null,
        outcomeReason: null,
        outcomeNote: null,
        outcomeAt: null,
        ...open,
      };
    case 'meeting_completed':
      return {
        answeredAt: answered,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        meetingTime: s.meetingTime ?? now,
        meetingCompletedAt: s.meetingCompletedAt ?? now,
        ...open,
      };
  }
}

const since = (from: Date | null, now: Date) =>
  from === null ? -Infinity : now.getTime() - from.getTime();

/** True when the company's once-only booking reminder is due (spec 1 §4, §9: after 48 hours). */
export function reminderDue(s: IntroState, now: Date): boolean {
  return (
    UNBOOKED.includes(s.status) &&
    s.meetingReminderSentAt === null &&
    since(s.answeredAt, now) > REMINDER_AFTER_MS
  );
}

/** Which reminder of the booked call is due at `now`, if any (24 hours, then 1 hour before). */
export function callReminderDue(s: IntroState, now: Date): CallReminder | null {
  if (s.status !== 'meeting_marked_by_company' || !s.meetingTime || !s.callBookedAt) return null;
  const start = s.meetingTime.getTime();
  if (now.getTime() >= start) return null;
  for (const which of ['1h', '24h'] as const) {
    const at = start - CALL_REMINDERS_MS[which];
    const sent = which === '1h' ? s.callReminder1hSentAt : s.callReminder24hSentAt;
    // A call booked inside a reminder's window needs no reminder: the invitation just went out.
    if (!sent && now.getTime() >= at && s.callBookedAt.getTime() < at) return which;
  }
  return null;
}

/**
 * Checks offered times: 2–5 distinct starts, each after `now` and within the next 14 days.
 * @returns the times sorted, or null when they break a rule.
 */
export function checkSlots(slots: readonly Date[], now: Date): Date[] | null {
  const times = [...new Set(slots.map((d) => d.getTime()))].sort((a, b) => a - b);
  if (times.length !== slots.length || times.length < SLOTS_MIN || times.length > SLOTS_MAX)
    return null;
  const from = now.getTime();
  if (times.some((t) => Number.isNaN(t) || t <= from || t > from + SLOT_WINDOW_MS)) return null;
  return times.map((t) => new Date(t));
}

interface Step {
  status: IntroStatus;
  set?: Partial<IntroState>;
  emails?: IntroMail[];
  notify?: IntroNotice[];
  countsTowardLimit?: boolean;
  refundsAllowance?: boolean;
  newResponseToken?: boolean;
  stats?: StatsEffect[];
}

const toCompany = (template: IntroEmail): IntroMail => ({ template, to: 'company' });
const toCandidate = (template: IntroEmail): IntroMail => ({ template, to: 'candidate' });
const toBoth = (template: IntroEmail, calendar?: 'request' | 'cancel'): IntroMail[] => [
  { template, to: 'company', calendar },
  { template, to: 'candidate', calendar },
];
const other = (side: IntroSide): IntroSide => (side === 'company' ? 'candidate' : 'company');
const notice = (to: IntroSide, kind: NotificationKind, reminder?: ReminderKind): IntroNotice =>
  reminder ? { kind, to, reminder } : { kind, to };
const noticeBoth = (kind: NotificationKind, reminder?: ReminderKind): IntroNotice[] => [
  notice('company', kind, reminder),
  notice('candidate', kind, reminder),
];

const requestEmails: IntroMail[] = [
  toCompany('introRequestCompanyConfirmation'),
  toCandidate('introRequestCandidateNotification'),
  { template: 'adminAlertNewIntro', to: 'team' },
];

/** The new call: booked now at `start`, reminders reset, a new invitation sequence. */
function bookedAt(s: IntroState, start: Date, now: Date): Partial<IntroState> {
  return {
    meetingScheduledAt: s.meetingScheduledAt ?? now,
    callBookedAt: now,
    meetingTime: start,
    slots: [],
    slotsOfferedBy: null,
    callReminder24hSentAt: null,
    callReminder1hSentAt: null,
    calendarSequence: s.calendarSequence + 1,
  };
}

/** The candidate answered `s` at `now`: how long it took (docs/decisions/027). */
const answered = (s: IntroState, now: Date): StatsEffect => ({
  kind: 'candidate_answered',
  afterMs: Math.max(0, now.getTime() - s.requestedAt.getTime()),
});

/**
 * A booking counts for the company once per accepted intro: the first call booked in it. The
 * invitation's sequence is 0 until a call was first booked (any later change raises it).
 */
const firstBooking = (s: IntroState): StatsEffect[] =>
  s.calendarSequence === 0 ? [{ kind: 'company_booked' }] : [];

/** The reason a rescheduled call records as its cancellation. */
export const RESCHEDULED = 'Rescheduled: new times were offered.';

/** The rule for one event in one state: the step to take, or why not. */
function decide(s: IntroState | null, event: IntroEvent, now: Date): Step | Refusal {
  if (!s)
    return event.type === 'request'
      ? {
          status: 'requested',
          set: { requestedAt: now, ...FRESH },
          emails: requestEmails,
          notify: [notice('candidate', 'intro_requested')],
          countsTowardLimit: true,
          newResponseToken: true,
        }
      : refusals.noRequest;
  const status = s.status;
  const notAccepted = notAcceptedRefusal(status);
  switch (event.type) {
    case 'request':
      return refusals.alreadyRequested;
    case 're_request':
      // Spec 1 §4: a declined pair goes back to requested, meeting cleared, not counted again.
      // An expired request gave its allowance back, so asking again counts (issue #17).
      if (status !== 'declined' && status !== 'expired') return refusals.alreadyRequested;
      return {
        status: 'requested',
        set: { requestedAt: now, ...FRESH },
        emails: requestEmails,
        notify: [notice('candidate', 'intro_requested')],
        countsTowardLimit: status === 'expired',
        newResponseToken: true,
      };
    case 'accept': {
      // Spec 2 §4: only a request in 'requested' can be answered.
      if (status === 'expired') return refusals.closed(status);
      if (status !== 'requested') return refusals.alreadyAnswered(status);
      const offered = event.slots ?? [];
      let slots: Date[] = [];
      if (offered.length > 0) {
        const checked = checkSlots(offered, now);
        if (!checked) return refusals.badSlots;
        slots = checked;
      } else if (event.hasCalendarLink === false) {
        return refusals.slotsRequired;
      }
      return {
        status: 'accepted',
        set: {
          answeredAt: now,
          ...NO_MEETING,
          slots,
          slotsOfferedBy: slots.length ? 'candidate' : null,
        },
        emails: [toCompany('introAcceptedByCandidateToCompany')],
        notify: [notice('company', 'intro_accepted')],
        stats: [answered(s, now), { kind: 'company_accepted' }],
      };
    }
    case 'decline':
      if (status === 'expired') return refusals.closed(status);
      if (status !== 'requested') return refusals.alreadyAnswered(status);
      return {
        status: 'declined',
        set: { answeredAt: now, ...NO_MEETING },
        emails: [toCompany('introDeclinedByCandidateToCompany')],
        notify: [notice('company', 'intro_declined')],
        stats: [answered(s, now)],
      };
    case 'schedule':
      // Spec 1 §4 "Scheduling": opening the booking link marks the meeting scheduled; no time
      // is booked by it (docs/decisions/026).
      if (notAccepted) return notAccepted;
      if (status === 'meeting_scheduled') return refusals.alreadyScheduled;
      if (status === 'meeting_marked_by_company') return refusals.alreadyBooked;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      return {
        status: 'meeting_scheduled',
        set: { meetingScheduledAt: now },
        notify: [notice('candidate', 'meeting_scheduled')],
      };
    case 'offer_slots': {
      // Either side offers (new) times; offering during a booked call reschedules it.
      if (notAccepted) return notAccepted;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      const slots = checkSlots(event.slots, now);
      if (!slots) return refusals.badSlots;
      const booked = status === 'meeting_marked_by_company';
      return {
        status: booked ? 'accepted' : status,
        set: {
          ...(booked
            ? {
                ...NO_CALL,
                callCancelledAt: now,
                callCancelledBy: event.by,
                callCancelReason: RESCHEDULED,
                calendarSequence: s.calendarSequence + 1,
              }
            : {}),
          slots,
          slotsOfferedBy: event.by,
        },
        // Rescheduling a booked call removes it from both calendars.
        emails: booked
          ? [
              { template: 'slotsOffered', to: other(event.by), calendar: 'cancel' },
              { template: 'callCancelled', to: event.by, calendar: 'cancel' },
            ]
          : [{ template: 'slotsOffered', to: other(event.by) }],
        notify: [notice(other(event.by), 'slots_offered')],
      };
    }
    case 'book_slot': {
      if (notAccepted) return notAccepted;
      if (status === 'meeting_marked_by_company') return refusals.alreadyBooked;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      if (s.slotsOfferedBy === event.by) return refusals.ownSlots;
      const slot = s.slots.find((d) => d.getTime() === event.start.getTime());
      if (!slot || slot.getTime() <= now.getTime()) return refusals.noSuchSlot;
      return {
        status: 'meeting_marked_by_company',
        set: bookedAt(s, slot, now),
        emails: [
          toCompany('meetingScheduledCompanyNotification'),
          ...toBoth('callInvitation', 'request'),
        ],
        notify: [notice(other(event.by), 'meeting_booked')],
        stats: firstBooking(s),
      };
    }
    case 'book_call':
      // Spec 1 §4 'Call Booking Confirmed': the company confirms a time it booked itself (the
      // calendar-link path); the time must lie ahead (issue #17).
      if (notAccepted) return notAccepted;
      if (status === 'meeting_marked_by_company') return refusals.alreadyBooked;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      if (event.meetingTime.getTime() <= now.getTime()) return refusals.timeInPast;
      return {
        status: 'meeting_marked_by_company',
        set: bookedAt(s, event.meetingTime, now),
        emails: [
          toCompany('meetingScheduledCompanyNotification'),
          ...toBoth('callInvitation', 'request'),
        ],
        notify: [notice('candidate', 'meeting_booked')],
        stats: firstBooking(s),
      };
    case 'cancel_call':
      if (notAccepted) return notAccepted;
      if (status !== 'meeting_marked_by_company') return refusals.notBooked;
      if (!event.reason.trim()) return refusals.reasonRequired;
      return {
        status: 'accepted',
        set: {
          ...NO_CALL,
          slots: [],
          slotsOfferedBy: null,
          callCancelledAt: now,
          callCancelledBy: event.by,
          callCancelReason: event.reason.trim(),
          calendarSequence: s.calendarSequence + 1,
          // The 48-hour and 14-day clocks start again from the cancellation.
          answeredAt: now,
          meetingReminderSentAt: null,
        },
        emails: toBoth('callCancelled', 'cancel'),
        notify: [notice(other(event.by), 'call_cancelled')],
      };
    case 'complete_meeting':
      // Issue #17: only a booked call, and only once it has started.
      if (notAccepted) return notAccepted;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      if (status !== 'meeting_marked_by_company') return refusals.notScheduled;
      if (!s.meetingTime || s.meetingTime.getTime() > now.getTime()) return refusals.callNotStarted;
      return {
        status: 'meeting_completed',
        set: { meetingCompletedAt: now },
        emails: [toCompany('meetingCompletedCompanyNotification')],
        notify: [notice('candidate', 'meeting_completed')],
      };
    case 'record_outcome':
      if (status !== 'meeting_completed') return notAccepted ?? refusals.notCompleted;
      if (event.outcome === 'pass' && !event.reason) return refusals.reasonRequired;
      return {
        status,
        set: {
          outcome: event.outcome,
          outcomeReason: event.outcome === 'pass' ? (event.reason ?? null) : null,
          outcomeNote: event.note?.trim() || null,
          outcomeAt: now,
        },
        emails: [toCandidate('introOutcomeToCandidate')],
        notify: [notice('candidate', 'intro_outcome')],
      };
    case 'remind':
      if (s.meetingReminderSentAt) return refusals.reminderSent;
      if (!reminderDue(s, now)) return refusals.reminderNotDue;
      return {
        status,
        set: { meetingReminderSentAt: now },
        emails: [toCompany('companyMeetingReminderSelf'), toCandidate('candidateBookingNudge')],
        notify: [
          notice('company', 'reminder', 'book_call'),
          notice('candidate', 'reminder', 'offer_times'),
        ],
      };
    case 'reopen':
      if (status !== 'stale') return refusals.notStale;
      return {
        status: 'accepted',
        set: { answeredAt: now, ...NO_MEETING, meetingReminderSentAt: null, closedAt: null },
        emails: [{ template: 'introReopened', to: other(event.by) }],
        notify: [notice(other(event.by), 'intro_reopened')],
      };
    case 'expire':
      if (status !== 'requested' || since(s.requestedAt, now) < EXPIRE_AFTER_MS)
        return refusals.timerNotDue;
      return {
        status: 'expired',
        set: { closedAt: now },
        emails: toBoth('introExpired'),
        notify: noticeBoth('intro_expired'),
        refundsAllowance: true,
        stats: [{ kind: 'candidate_expired' }],
      };
    case 'remind_candidate':
      if (
        status !== 'requested' ||
        s.candidateReminderSentAt ||
        since(s.requestedAt, now) < CANDIDATE_REMINDER_AFTER_MS
      )
        return refusals.timerNotDue;
      return {
        status,
        set: { candidateReminderSentAt: now },
        emails: [toCandidate('introAnswerReminder')],
        notify: [notice('candidate', 'reminder', 'answer')],
        // The reminder carries a fresh link: only a hash of a link is stored.
        newResponseToken: true,
      };
    case 'close_stale':
      if (!UNBOOKED.includes(status) || since(s.answeredAt, now) < STALE_AFTER_MS)
        return refusals.timerNotDue;
      return {
        status: 'stale',
        set: { ...NO_MEETING, closedAt: now },
        emails: toBoth('introStale'),
        notify: noticeBoth('intro_closed'),
      };
    case 'call_reminder': {
      const due = callReminderDue(s, now);
      if (!due) return refusals.timerNotDue;
      return {
        status,
        set: due === '1h' ? { callReminder1hSentAt: now } : { callReminder24hSentAt: now },
        emails: toBoth('callReminder'),
        notify: noticeBoth('reminder', due === '1h' ? 'call_1h' : 'call_24h'),
      };
    }
    case 'admin_set_status': {
      const set = adminStatusFields(s, event.status, now);
      return { status: event.status, set };
    }
    case 'admin_mark_scheduled':
      // Spec 2 §4: the shortcut is for requests accepted by the candidate and not yet scheduled.
      if (status !== 'accepted') return refusals.adminNotSchedulable;
      return { status: 'meeting_scheduled', set: { meetingScheduledAt: now } };
    case 'admin_remind':
      // The admin may nudge again; the company's own reminder stays once per intro.
      if (!UNBOOKED.includes(status)) return refusals.adminReminderNotAllowed;
      return {
        status,
        set: { meetingReminderSentAt: now },
        emails: [toCompany('companyMeetingReminderSelf')],
        notify: [notice('company', 'reminder', 'book_call')],
      };
  }
}

/**
 * Applies one event to an intro's state (`null`: no request for the pair yet) at `now`.
 * @returns the next state with the changed fields and the effects to carry out, or a `Refusal`
 *   (the service answers 409 with its text, or 400 with its `field` for bad input).
 */
export function applyIntroEvent(
  state: IntroState | null,
  event: IntroEvent,
  now: Date,
): IntroTransition | Refusal {
  const step = decide(state, event, now);
  if ('ok' in step) return step;
  const changes: Partial<IntroState> = { status: step.status, ...step.set };
  return {
    ok: true,
    state: { ...(state ?? newIntroState(now)), ...changes },
    changes,
    emails: step.emails ?? [],
    notifications: step.notify ?? [],
    countsTowardLimit: step.countsTowardLimit ?? false,
    refundsAllowance: step.refundsAllowance ?? false,
    newResponseToken: step.newResponseToken ?? false,
    stats: step.stats ?? [],
    conversation: conversationEffect(state?.status ?? NO_INTRO, step.status),
  };
}

/** The timer events a job asks about, in the order it asks. */
export const timerEvents = [
  'expire',
  'remind_candidate',
  'remind',
  'close_stale',
  'call_reminder',
] as const satisfies readonly IntroEventType[];

/** What the API shows of an intro's state: the spec's fields, derived in this one place. */
export interface IntroFacts {
  meetingScheduled: boolean;
  meetingMarkedByCompany: boolean;
  meetingCompleted: boolean;
  candidateResponse: 'accepted' | 'declined' | null;
  /** When the candidate accepted; null unless they did. */
  acceptedAt: Date | null;
  /** Contact details are shared with the company (docs/decisions/013). */
  contactShared: boolean;
  /** The reminder banner shows (spec 1 §4 "Meeting reminder"). */
  reminderDue: boolean;
}

/** Derives the spec's meeting flags and the candidate's response from the stored state. */
export function introFacts(s: IntroState, now: Date): IntroFacts {
  const accepted = isAccepted(s.status);
  return {
    meetingScheduled:
      s.status === 'meeting_scheduled' ||
      s.status === 'meeting_marked_by_company' ||
      s.status === 'meeting_completed',
    meetingMarkedByCompany:
      s.status === 'meeting_marked_by_company' ||
      (s.status === 'meeting_completed' && s.callBookedAt !== null),
    meetingCompleted: s.status === 'meeting_completed',
    candidateResponse: accepted ? 'accepted' : s.status === 'declined' ? 'declined' : null,
    acceptedAt: accepted ? s.answeredAt : null,
    contactShared: accepted,
    reminderDue: reminderDue(s, now),
  };
}

/** A stand-in for each event type, to ask the lifecycle whether that step is open now. */
function probe(
  action: CompanyIntroAction | CandidateIntroAction,
  side: IntroSide,
  s: IntroState,
  now: Date,
): IntroEvent {
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const soon = [later, new Date(later.getTime() + 60 * 60 * 1000)];
  switch (action) {
    case 'accept':
      return { type: 'accept' };
    case 'offer_slots':
      return { type: 'offer_slots', by: side, slots: soon };
    case 'book_slot':
      return {
        type: 'book_slot',
        by: side,
        start: s.slots.find((d) => d.getTime() > now.getTime()) ?? new Date(0),
      };
    case 'book_call':
      return { type: 'book_call', meetingTime: later };
    case 'cancel_call':
      return { type: 'cancel_call', by: side, reason: 'probe' };
    case 'record_outcome':
      return { type: 'record_outcome', outcome: 'keep_talking' };
    case 'reopen':
      return { type: 'reopen', by: side };
    case 'propose_gig':
      throw new Error('not an intro event');
    default:
      return { type: action };
  }
}

/**
 * What the company may do next with this intro at `now`: exactly the events the lifecycle would
 * accept, so a page never offers what the server refuses (or hides what it allows). `activeGig`:
 * the company's gig with this candidate that is proposed or in progress, if any.
 */
export function companyIntroActionsFor(
  s: IntroState,
  now: Date,
  activeGig: Pick<GigState, 'status'> | null = null,
): CompanyIntroAction[] {
  return companyIntroActions.filter((action) =>
    action === 'propose_gig'
      ? proposalGate(s, activeGig) === 'ok'
      : applyIntroEvent(s, probe(action, 'company', s, now), now).ok,
  );
}

/** What the candidate may do next with this intro at `now` (issue #17). */
export function candidateIntroActionsFor(s: IntroState, now: Date): CandidateIntroAction[] {
  return candidateIntroActions.filter(
    (action) => applyIntroEvent(s, probe(action, 'candidate', s, now), now).ok,
  );
}

// ---------------------------------------------------------------------------------------------
// Gig proposals and gigs
// ---------------------------------------------------------------------------------------------

/** Why a company may or may not propose a gig to a candidate (spec 2 §4 "Gig-proposal gate"). */
export type ProposalGate = 'ok' | 'intro_not_accepted' | 'meeting_not_scheduled' | 'gig_under_way';

/** True while a gig with the candidate is in progress: they accepted it (docs/decisions/024). */
export function isGigUnderWay(gig: Pick<GigState, 'status'> | null | undefined): boolean {
  return gig?.status === 'in_progress';
}

/**
 * The gig-proposal gate: an accepted intro with this company whose call is marked booked, or whose
 * meeting is done (spec 1 §4 table: 'Meeting Done' offers Propose Gig) — and no gig with this
 * candidate in progress (`activeGig`; one trial project under way at a time, docs/decisions/024).
 */
export function proposalGate(
  intro: IntroState | null,
  activeGig: Pick<GigState, 'status'> | null = null,
): ProposalGate {
  if (!intro || !isAccepted(intro.status)) return 'intro_not_accepted';
  if (intro.status !== 'meeting_marked_by_company' && intro.status !== 'meeting_completed')
    return 'meeting_not_scheduled';
  return isGigUnderWay(activeGig) ? 'gig_under_way' : 'ok';
}

/** What is stored of a gig's life. */
export interface GigState {
  status: GigStatus;
  candidateResponse: 'accepted' | 'declined' | null;
  candidateResponseDate: Date | null;
}

/**
 * Gig events. Company: `post` (open), `propose` (to a candidate, behind the gate), `complete`,
 * `edit` (change what was entered, while open; issue #30).
 * The addressed candidate: `candidate_accept`, `candidate_decline` (docs/decisions/005). Admin:
 * `admin_set_status` (spec 2 §4: any of the five, freely).
 */
export type GigEvent =
  | { type: 'post' }
  | { type: 'propose' }
  | { type: 'complete' }
  | { type: 'edit' }
  | { type: 'candidate_accept' }
  | { type: 'candidate_decline' }
  | { type: 'admin_set_status'; status: GigStatus };
export type GigEventType = GigEvent['type'];

export const gigEventTypes = [
  'post',
  'propose',
  'complete',
  'edit',
  'candidate_accept',
  'candidate_decline',
  'admin_set_status',
] as const satisfies readonly GigEventType[];

export type GigEmail = 'gigProposedToCandidate' | 'gigAnsweredByCandidate';

/** A notification a gig event gives one side (docs/decisions/040). */
export interface GigNotice {
  kind: Extract<NotificationKind, `gig_${string}`>;
  to: IntroSide;
}

export interface GigTransition {
  ok: true;
  state: GigState;
  changes: Partial<GigState>;
  emails: GigEmail[];
  /** The notifications to write (docs/decisions/040). */
  notifications: GigNotice[];
}

/**
 * The status from which the company may mark its gig complete: work has started (the candidate
 * accepted, or an admin set it). Open and proposed gigs have nobody working on them yet
 * (docs/decisions/024).
 */
const COMPLETABLE: readonly GigStatus[] = ['in_progress'];

/**
 * The status in which the company may edit its gig (issue #30): open — posted, not proposed,
 * nobody has answered or works on it. Once proposed the candidate has been told what it is (an
 * e-mail and a notification carry its title, budget and dates), so it no longer changes.
 */
const EDITABLE: readonly GigStatus[] = ['open'];

/**
 * Applies one event to a gig (`null`: not created yet) at `now`. Creating events need no state;
 * `propose` assumes the caller checked `proposalGate`.
 * @returns the next state with changes and e-mails, or a `Refusal` (409).
 */
export function applyGigEvent(
  gig: GigState | null,
  event: GigEvent,
  now: Date,
): GigTransition | Refusal {
  const next = (
    changes: Partial<GigState>,
    emails: GigEmail[] = [],
    notifications: GigNotice[] = [],
  ): GigTransition => ({
    ok: true,
    state: {
      status: 'open',
      candidateResponse: null,
      candidateResponseDate: null,
      ...gig,
      ...changes,
    },
    changes,
    emails,
    notifications,
  });
  if (event.type === 'post' || event.type === 'propose') {
    if (gig) return refuse('gig_closed', 'Gig Exists', 'This gig already exists.');
    return event.type === 'post'
      ? next({ status: 'open' })
      : next(
          { status: 'proposed' },
          ['gigProposedToCandidate'],
          [{ kind: 'gig_proposed', to: 'candidate' }],
        );
  }
  if (!gig) return refuse('gig_not_found', 'Gig Not Found', 'Gig not found.');
  switch (event.type) {
    case 'complete':
      if (gig.status === 'complete' || gig.status === 'cancelled')
        return refuse(
          'gig_closed',
          'Gig Closed',
          `This gig is already ${gigStatusLabels[gig.status].toLowerCase()}.`,
        );
      if (!COMPLETABLE.includes(gig.status))
        return refuse(
          'gig_not_in_progress',
          'Gig Not In Progress',
          `Only a gig in progress can be marked complete; this one is ${gigStatusLabels[gig.status].toLowerCase()}.`,
        );
      return next({ status: 'complete' }, [], [{ kind: 'gig_completed', to: 'candidate' }]);
    case 'edit':
      if (!EDITABLE.includes(gig.status))
        return refuse(
          'gig_not_open',
          'Gig Not Open',
          `Only an open gig can be edited; this one is ${gigStatusLabels[gig.status].toLowerCase()}.`,
        );
      // The status stays; the caller writes the form's fields.
      return next({});
    case 'candidate_accept':
    case 'candidate_decline': {
      if (gig.candidateResponse)
        return refuse(
          'gig_answered',
          'Already Answered',
          `You have already ${gig.candidateResponse} this gig.`,
        );
      if (gig.status !== 'proposed')
        return refuse(
          'gig_not_awaiting_answer',
          'Not Awaiting Answer',
          'This gig is not awaiting your answer.',
        );
      const accepted = event.type === 'candidate_accept';
      return next(
        {
          status: accepted ? 'in_progress' : 'cancelled',
          candidateResponse: accepted ? 'accepted' : 'declined',
          candidateResponseDate: now,
        },
        ['gigAnsweredByCandidate'],
        [{ kind: accepted ? 'gig_accepted' : 'gig_declined', to: 'company' }],
      );
    }
    case 'admin_set_status':
      return next({ status: event.status });
  }
}

/**
 * What the company may do next with its gig: exactly the company events the lifecycle would
 * accept now, so the card never offers what the server refuses (as `companyIntroActionsFor`).
 */
export function companyGigActionsFor(gig: GigState, now: Date): CompanyGigAction[] {
  return companyGigActions.filter((action) => applyGigEvent(gig, { type: action }, now).ok);
}
