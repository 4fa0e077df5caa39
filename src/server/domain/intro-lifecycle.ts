/**
 * The life of an intro request, its meeting and the gig that may follow, as data and pure
 * functions (spec 1 §4 "Intro request status (company view)", "Scheduling", "Meeting reminder";
 * spec 2 §4 "Intro request", "Gig", "Gig-proposal gate"; docs/decisions/012).
 *
 * Every path that changes an intro request or a gig — the company's actions, the candidate's
 * dashboard, the e-mailed response link, the admin's status selector and shortcuts, the reminder
 * job — calls `applyIntroEvent` or `applyGigEvent` and carries out what they return. Nothing else
 * decides these fields. No I/O here: the caller loads the state (locked), passes the clock, writes
 * `changes` and queues `emails` in its transaction.
 *
 * The state is stored once: one status column plus one timestamp per step. The spec's booleans
 * (`meeting_scheduled`, `meeting_marked_by_company`, `meeting_completed`) and the candidate's
 * response are derived from it by `introFacts`.
 */
import {
  companyGigActions,
  gigStatusLabels,
  type CompanyGigAction,
  type GigStatus,
} from '../../shared/gigs/schemas';
import {
  companyIntroActions,
  introTexts,
  REMINDER_AFTER_MS,
  type CompanyIntroAction,
  type IntroStatus,
} from '../../shared/intro-requests/schemas';

// ---------------------------------------------------------------------------------------------
// Intro requests and their meeting
// ---------------------------------------------------------------------------------------------

/** What is stored of an intro request's life (the `intro_requests` lifecycle columns). */
export interface IntroState {
  status: IntroStatus;
  /** When the company (last) requested the intro. */
  requestedAt: Date;
  /** When the candidate (or an admin for them) answered; null while `requested`. */
  answeredAt: Date | null;
  /** When the company opened scheduling (or an admin marked it scheduled). */
  meetingScheduledAt: Date | null;
  /** When the company confirmed the call booked ('Call Booking Confirmed'). */
  callBookedAt: Date | null;
  /** When the call takes place. */
  meetingTime: Date | null;
  meetingCompletedAt: Date | null;
  /** When the booking reminder went out (spec 1 §4: once per intro request). */
  meetingReminderSentAt: Date | null;
}

/** The state before any request exists for a company/candidate pair. */
export const NO_INTRO = 'none' as const;
export type IntroStateKey = IntroStatus | typeof NO_INTRO;

/**
 * Events, by who sends them. Company: `request` (a new pair), `re_request` (after a decline),
 * `schedule`, `book_call`, `complete_meeting`, `remind`. Candidate (dashboard or response link):
 * `accept`, `decline`. Reminder job: `remind`. Admin (spec 2 §4 "the admin may set any of these
 * statuses in any order"): `admin_set_status`, `admin_mark_scheduled`, `admin_remind`.
 */
export type IntroEvent =
  | { type: 'request' }
  | { type: 're_request' }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'schedule' }
  | { type: 'book_call'; meetingTime: Date }
  | { type: 'complete_meeting' }
  | { type: 'remind' }
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
  'book_call',
  'complete_meeting',
  'remind',
  'admin_set_status',
  'admin_mark_scheduled',
  'admin_remind',
] as const satisfies readonly IntroEventType[];

/** E-mails a transition queues (spec 1 §7, spec 2 §7 template names). */
export type IntroEmail =
  | 'introRequestCompanyConfirmation'
  | 'introRequestCandidateNotification'
  | 'adminAlertNewIntro'
  | 'introAcceptedByCandidateToCompany'
  | 'introDeclinedByCandidateToCompany'
  | 'meetingScheduledCompanyNotification'
  | 'meetingCompletedCompanyNotification'
  | 'companyMeetingReminderSelf';

/** Why an event is refused: a stable reason, the HTTP-facing title and the user's text. */
export interface Refusal {
  ok: false;
  reason: RefusalReason;
  title: string;
  message: string;
}

export interface IntroTransition {
  ok: true;
  /** The state after the event. */
  state: IntroState;
  /** Only the fields that change (what the caller writes). */
  changes: Partial<IntroState>;
  emails: IntroEmail[];
  /** A new request counts against the free plan's monthly allowance; a re-request does not. */
  countsTowardLimit: boolean;
  /** The candidate gets a new single-use response link. */
  newResponseToken: boolean;
}

export type RefusalReason =
  | 'already_requested'
  | 'no_request'
  | 'already_answered'
  | 'not_accepted'
  | 'declined'
  | 'already_scheduled'
  | 'already_booked'
  | 'not_scheduled'
  | 'already_completed'
  | 'reminder_sent'
  | 'reminder_not_due'
  | 'admin_not_schedulable'
  | 'admin_reminder_not_allowed'
  | 'gig_answered'
  | 'gig_not_awaiting_answer'
  | 'gig_not_in_progress'
  | 'gig_closed'
  | 'gig_not_found';

/** The statuses in which the candidate has said yes: contact details are shared, gigs possible. */
export const ACCEPTED_INTRO_STATUSES = [
  'accepted',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
] as const satisfies readonly IntroStatus[];

/** True while the candidate has accepted this intro (the double opt-in, docs/decisions/013). */
export function isAccepted(status: IntroStateKey): boolean {
  return (ACCEPTED_INTRO_STATUSES as readonly string[]).includes(status);
}

/** Statuses in which the call is not booked yet (the reminder's condition, spec 1 §4). */
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
  alreadyScheduled: refuse(
    'already_scheduled',
    'Meeting Scheduled',
    'The meeting is already scheduled. Confirm the call booked once you have a time.',
  ),
  alreadyBooked: refuse('already_booked', 'Call Booked', 'The call is already booked.'),
  notScheduled: refuse(
    'not_scheduled',
    'Meeting Not Scheduled',
    'Schedule the meeting before marking it completed.',
  ),
  alreadyCompleted: refuse(
    'already_completed',
    'Meeting Done',
    'This meeting is already completed.',
  ),
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

function refuse(reason: RefusalReason, title: string, message: string): Refusal {
  return { ok: false, reason, title, message };
}

/** The company-side refusal for an intro that is not (or no longer) accepted; null when accepted. */
export function notAcceptedRefusal(status: IntroStateKey): Refusal | null {
  if (status === 'declined') return refusals.declined;
  if (status === 'requested' || status === NO_INTRO) return refusals.notAccepted;
  return null;
}

/** The empty meeting: what a fresh request, an answer or a re-request leaves. */
const NO_MEETING = {
  meetingScheduledAt: null,
  callBookedAt: null,
  meetingTime: null,
  meetingCompletedAt: null,
} as const satisfies Partial<IntroState>;

/**
 * The fields an admin-set status implies (spec 2 §4; docs/decisions/012): steps up to the target
 * keep their time or get `now`, later steps are cleared, so the stored state is always one a
 * user could have reached. Setting a meeting status also marks the meeting scheduled.
 */
function adminStatusFields(s: IntroState, to: IntroStatus, now: Date): Partial<IntroState> {
  const answered = s.answeredAt ?? now;
  switch (to) {
    case 'requested':
      return { answeredAt: null, ...NO_MEETING, meetingReminderSentAt: null };
    case 'accepted':
    case 'declined':
      return { answeredAt: answered, ...NO_MEETING };
    case 'meeting_scheduled':
      return {
        answeredAt: answered,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        meetingTime: s.meetingTime ?? now,
        callBookedAt: null,
        meetingCompletedAt: null,
      };
    case 'meeting_marked_by_company':
      return {
        answeredAt: answered,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        callBookedAt: s.callBookedAt ?? now,
        meetingTime: s.meetingTime ?? now,
        meetingCompletedAt: null,
      };
    case 'meeting_completed':
      return {
        answeredAt: answered,
        meetingScheduledAt: s.meetingScheduledAt ?? now,
        meetingTime: s.meetingTime ?? now,
        meetingCompletedAt: s.meetingCompletedAt ?? now,
      };
  }
}

/** True when the company's once-only booking reminder is due (spec 1 §4, §9: after 48 hours). */
export function reminderDue(s: IntroState, now: Date): boolean {
  return (
    UNBOOKED.includes(s.status) &&
    s.meetingReminderSentAt === null &&
    s.answeredAt !== null &&
    now.getTime() - s.answeredAt.getTime() > REMINDER_AFTER_MS
  );
}

interface Step {
  status: IntroStatus;
  set?: Partial<IntroState>;
  emails?: IntroEmail[];
  countsTowardLimit?: boolean;
  newResponseToken?: boolean;
}

const requestEmails: IntroEmail[] = [
  'introRequestCompanyConfirmation',
  'introRequestCandidateNotification',
  'adminAlertNewIntro',
];

/** A new request for a pair: counted against the free allowance, with a new response link. */
function requestStep(now: Date): Step {
  return {
    status: 'requested',
    set: { requestedAt: now, answeredAt: null, ...NO_MEETING, meetingReminderSentAt: null },
    emails: requestEmails,
    countsTowardLimit: true,
    newResponseToken: true,
  };
}

/** The rule for one event in one state: the step to take, or why not. */
function decide(s: IntroState | null, event: IntroEvent, now: Date): Step | Refusal {
  if (!s) return event.type === 'request' ? requestStep(now) : refusals.noRequest;
  const status = s.status;
  switch (event.type) {
    case 'request':
      return refusals.alreadyRequested;
    case 're_request':
      // Spec 1 §4: a declined pair goes back to requested, meeting cleared, not counted again.
      if (status !== 'declined') return refusals.alreadyRequested;
      return {
        status: 'requested',
        set: { requestedAt: now, answeredAt: null, ...NO_MEETING, meetingReminderSentAt: null },
        emails: requestEmails,
        newResponseToken: true,
      };
    case 'accept':
    case 'decline':
      // Spec 2 §4: only a request in 'requested' can be answered.
      if (status !== 'requested') return refusals.alreadyAnswered(status);
      return event.type === 'accept'
        ? {
            status: 'accepted',
            set: { answeredAt: now, ...NO_MEETING },
            emails: ['introAcceptedByCandidateToCompany'],
          }
        : {
            status: 'declined',
            set: { answeredAt: now, ...NO_MEETING },
            emails: ['introDeclinedByCandidateToCompany'],
          };
    case 'schedule': {
      const notAccepted = notAcceptedRefusal(status);
      if (notAccepted) return notAccepted;
      if (status === 'meeting_scheduled') return refusals.alreadyScheduled;
      if (status === 'meeting_marked_by_company') return refusals.alreadyBooked;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      return { status: 'meeting_scheduled', set: { meetingScheduledAt: now, meetingTime: now } };
    }
    case 'book_call': {
      const notAccepted = notAcceptedRefusal(status);
      if (notAccepted) return notAccepted;
      if (status === 'meeting_marked_by_company') return refusals.alreadyBooked;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      return {
        status: 'meeting_marked_by_company',
        set: {
          meetingScheduledAt: s.meetingScheduledAt ?? now,
          callBookedAt: now,
          meetingTime: event.meetingTime,
        },
        emails: ['meetingScheduledCompanyNotification'],
      };
    }
    case 'complete_meeting': {
      const notAccepted = notAcceptedRefusal(status);
      if (notAccepted) return notAccepted;
      if (status === 'accepted') return refusals.notScheduled;
      if (status === 'meeting_completed') return refusals.alreadyCompleted;
      return {
        status: 'meeting_completed',
        set: { meetingCompletedAt: now },
        emails: ['meetingCompletedCompanyNotification'],
      };
    }
    case 'remind': {
      if (s.meetingReminderSentAt) return refusals.reminderSent;
      if (!reminderDue(s, now)) return refusals.reminderNotDue;
      return {
        status: s.status,
        set: { meetingReminderSentAt: now },
        emails: ['companyMeetingReminderSelf'],
      };
    }
    case 'admin_set_status':
      return { status: event.status, set: adminStatusFields(s, event.status, now) };
    case 'admin_mark_scheduled':
      // Spec 2 §4: the shortcut is for requests accepted by the candidate and not yet scheduled.
      if (status !== 'accepted') return refusals.adminNotSchedulable;
      return {
        status: 'meeting_scheduled',
        set: { meetingScheduledAt: now, meetingTime: s.meetingTime ?? now },
      };
    case 'admin_remind':
      // The admin may nudge again; the company's own reminder stays once per intro.
      if (!UNBOOKED.includes(status)) return refusals.adminReminderNotAllowed;
      return {
        status: s.status,
        set: { meetingReminderSentAt: now },
        emails: ['companyMeetingReminderSelf'],
      };
  }
}

/**
 * Applies one event to an intro's state (`null`: no request for the pair yet) at `now`.
 * @returns the next state with the changed fields and the effects to carry out, or a `Refusal`
 *   (the service answers it with 409 and the refusal's text).
 */
export function applyIntroEvent(
  state: IntroState | null,
  event: IntroEvent,
  now: Date,
): IntroTransition | Refusal {
  const step = decide(state, event, now);
  if ('ok' in step) return step;
  const changes: Partial<IntroState> = { status: step.status, ...step.set };
  const base: IntroState = state ?? {
    status: 'requested',
    requestedAt: now,
    ...NO_MEETING,
    answeredAt: null,
    meetingReminderSentAt: null,
  };
  return {
    ok: true,
    state: { ...base, ...changes },
    changes,
    emails: step.emails ?? [],
    countsTowardLimit: step.countsTowardLimit ?? false,
    newResponseToken: step.newResponseToken ?? false,
  };
}

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
  return companyIntroActions.filter((action) => {
    if (action === 'propose_gig') return proposalGate(s, activeGig) === 'ok';
    const event: IntroEvent =
      action === 'book_call' ? { type: 'book_call', meetingTime: now } : { type: action };
    return applyIntroEvent(s, event, now).ok;
  });
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
 * Gig events. Company: `post` (open), `propose` (to a candidate, behind the gate), `complete`.
 * The addressed candidate: `candidate_accept`, `candidate_decline` (docs/decisions/005). Admin:
 * `admin_set_status` (spec 2 §4: any of the five, freely).
 */
export type GigEvent =
  | { type: 'post' }
  | { type: 'propose' }
  | { type: 'complete' }
  | { type: 'candidate_accept' }
  | { type: 'candidate_decline' }
  | { type: 'admin_set_status'; status: GigStatus };
export type GigEventType = GigEvent['type'];

export const gigEventTypes = [
  'post',
  'propose',
  'complete',
  'candidate_accept',
  'candidate_decline',
  'admin_set_status',
] as const satisfies readonly GigEventType[];

export type GigEmail = 'gigProposedToCandidate' | 'gigAnsweredByCandidate';

export interface GigTransition {
  ok: true;
  state: GigState;
  changes: Partial<GigState>;
  emails: GigEmail[];
}

/**
 * The status from which the company may mark its gig complete: work has started (the candidate
 * accepted, or an admin set it). Open and proposed gigs have nobody working on them yet
 * (docs/decisions/024).
 */
const COMPLETABLE: readonly GigStatus[] = ['in_progress'];

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
  const next = (changes: Partial<GigState>, emails: GigEmail[] = []): GigTransition => ({
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
  });
  if (event.type === 'post' || event.type === 'propose') {
    if (gig) return refuse('gig_closed', 'Gig Exists', 'This gig already exists.');
    return event.type === 'post'
      ? next({ status: 'open' })
      : next({ status: 'proposed' }, ['gigProposedToCandidate']);
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
      return next({ status: 'complete' });
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
