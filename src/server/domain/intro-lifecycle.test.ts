/**
 * The lifecycle as a table (issue #11, issue #17; spec 1 §4 "Intro request status (company
 * view)", "Scheduling", "Meeting reminder"; spec 2 §4 "Intro request", "Gig", "Gig-proposal
 * gate"; docs/decisions/012, 026): every state × every event → the next state, or a typed
 * refusal. Timers are asked at a clock where they can be due; their edges have their own tests.
 */
import { describe, expect, it } from 'vitest';
import { introStatuses, type IntroStatus } from '../../shared/intro-requests/schemas';
import { gigStatuses, gigStatusLabels, type GigStatus } from '../../shared/gigs/schemas';
import {
  applyGigEvent,
  companyGigActionsFor,
  applyIntroEvent,
  candidateIntroActionsFor,
  companyIntroActionsFor,
  gigEventTypes,
  introEventTypes,
  introFacts,
  NO_INTRO,
  newIntroState,
  proposalGate,
  type GigEvent,
  type GigEventType,
  type GigState,
  type IntroEvent,
  type IntroEventType,
  type IntroState,
  type IntroStateKey,
  type RefusalReason,
} from './intro-lifecycle';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const ago = (hours: number) => at(-hours * HOUR);

/**
 * A state a user could reach, placed in time so that every timer its status allows is due:
 * requested 8 days ago; accepted 15 days ago with two times offered by the candidate; a call
 * booked 2 days ago that starts in 30 minutes; a meeting completed an hour ago.
 */
function stateIn(status: IntroStatus): IntroState {
  const base = newIntroState(at(-16 * DAY));
  const slots = [at(DAY), at(2 * DAY)];
  const answered = { answeredAt: at(-15 * DAY) };
  switch (status) {
    case 'requested':
      return { ...base, requestedAt: at(-8 * DAY) };
    case 'accepted':
      return { ...base, ...answered, status, slots, slotsOfferedBy: 'candidate' };
    case 'declined':
      return { ...base, status, answeredAt: at(-DAY) };
    case 'meeting_scheduled':
      return {
        ...base,
        ...answered,
        status,
        meetingScheduledAt: at(-14 * DAY),
        slots,
        slotsOfferedBy: 'candidate',
      };
    case 'meeting_marked_by_company':
      return {
        ...base,
        ...answered,
        status,
        meetingScheduledAt: at(-2 * DAY),
        callBookedAt: at(-2 * DAY),
        meetingTime: at(30 * MIN),
        calendarSequence: 1,
      };
    case 'meeting_completed':
      return {
        ...base,
        ...answered,
        status,
        meetingScheduledAt: at(-3 * DAY),
        callBookedAt: at(-3 * DAY),
        meetingTime: at(-DAY),
        meetingCompletedAt: at(-HOUR),
        calendarSequence: 1,
      };
    case 'expired':
      return { ...base, requestedAt: at(-8 * DAY), status, closedAt: at(-DAY) };
    case 'stale':
      return { ...base, ...answered, status, closedAt: at(-DAY) };
  }
}

const states: IntroStateKey[] = [NO_INTRO, ...introStatuses];
/** The next status, or `refused:<reason>` (a status and a reason may share a name: 'declined'). */
type Expected = IntroStatus | `refused:${RefusalReason}`;
const R = (r: RefusalReason) => `refused:${r}` as const;
type TableEvent = Exclude<IntroEventType, 'admin_set_status'>;

/** The event of each column; side events are the company's (the candidate's have own tests). */
function eventOf(type: TableEvent, s: IntroState | null): IntroEvent {
  switch (type) {
    case 'offer_slots':
      return { type, by: 'company', slots: [at(3 * DAY), at(4 * DAY)] };
    case 'book_slot':
      return { type, by: 'company', start: s?.slots[0] ?? at(DAY) };
    case 'book_call':
      return { type, meetingTime: at(2 * DAY) };
    case 'cancel_call':
      return { type, by: 'company', reason: 'Something came up' };
    case 'record_outcome':
      return { type, outcome: 'keep_talking' };
    case 'reopen':
      return { type, by: 'company' };
    default:
      return { type };
  }
}

const refusedByState = (reason: RefusalReason): Record<TableEvent, Expected> =>
  Object.fromEntries(
    introEventTypes.filter((e) => e !== 'admin_set_status').map((e) => [e, R(reason)]),
  ) as Record<TableEvent, Expected>;

/** The table: rows are states, columns events. */
const table: Record<IntroStateKey, Record<TableEvent, Expected>> = {
  none: { ...refusedByState('no_request'), request: 'requested' },
  requested: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: 'accepted',
    decline: 'declined',
    schedule: R('not_accepted'),
    offer_slots: R('not_accepted'),
    book_slot: R('not_accepted'),
    book_call: R('not_accepted'),
    cancel_call: R('not_accepted'),
    complete_meeting: R('not_accepted'),
    record_outcome: R('not_accepted'),
    remind: R('reminder_not_due'),
    reopen: R('not_stale'),
    expire: 'expired',
    remind_candidate: 'requested',
    close_stale: R('timer_not_due'),
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  accepted: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: 'meeting_scheduled',
    offer_slots: 'accepted',
    book_slot: 'meeting_marked_by_company',
    book_call: 'meeting_marked_by_company',
    cancel_call: R('not_booked'),
    complete_meeting: R('not_scheduled'),
    record_outcome: R('not_completed'),
    remind: 'accepted',
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: 'stale',
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: 'meeting_scheduled',
    admin_remind: 'accepted',
  },
  declined: {
    ...refusedByState('declined'),
    request: R('already_requested'),
    re_request: 'requested',
    accept: R('already_answered'),
    decline: R('already_answered'),
    remind: R('reminder_not_due'),
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: R('timer_not_due'),
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  meeting_scheduled: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_scheduled'),
    offer_slots: 'meeting_scheduled',
    book_slot: 'meeting_marked_by_company',
    book_call: 'meeting_marked_by_company',
    cancel_call: R('not_booked'),
    complete_meeting: R('not_scheduled'),
    record_outcome: R('not_completed'),
    remind: 'meeting_scheduled',
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: 'stale',
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: 'meeting_scheduled',
  },
  meeting_marked_by_company: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_booked'),
    offer_slots: 'accepted',
    book_slot: R('already_booked'),
    book_call: R('already_booked'),
    cancel_call: 'accepted',
    complete_meeting: R('call_not_started'),
    record_outcome: R('not_completed'),
    remind: R('reminder_not_due'),
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: R('timer_not_due'),
    call_reminder: 'meeting_marked_by_company',
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  meeting_completed: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_completed'),
    offer_slots: R('already_completed'),
    book_slot: R('already_completed'),
    book_call: R('already_completed'),
    cancel_call: R('not_booked'),
    complete_meeting: R('already_completed'),
    record_outcome: 'meeting_completed',
    remind: R('reminder_not_due'),
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: R('timer_not_due'),
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  expired: {
    ...refusedByState('closed'),
    request: R('already_requested'),
    re_request: 'requested',
    remind: R('reminder_not_due'),
    reopen: R('not_stale'),
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: R('timer_not_due'),
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  stale: {
    ...refusedByState('closed'),
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    remind: R('reminder_not_due'),
    reopen: 'accepted',
    expire: R('timer_not_due'),
    remind_candidate: R('timer_not_due'),
    close_stale: R('timer_not_due'),
    call_reminder: R('timer_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
};

/** The step times a status implies are set, and those of later steps are not. */
function expectConsistent(s: IntroState) {
  const meeting = ['meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed'];
  const answered = !['requested', 'expired'].includes(s.status);
  expect(s.answeredAt !== null, `answeredAt in ${s.status}`).toBe(answered);
  expect(s.meetingScheduledAt !== null, `meetingScheduledAt in ${s.status}`).toBe(
    meeting.includes(s.status),
  );
  const booked = ['meeting_marked_by_company', 'meeting_completed'].includes(s.status);
  expect(s.meetingTime !== null, `meetingTime in ${s.status}`).toBe(booked);
  if (s.status === 'meeting_marked_by_company') expect(s.callBookedAt).not.toBeNull();
  if (!booked) expect(s.callBookedAt).toBeNull();
  expect(s.meetingCompletedAt !== null, `meetingCompletedAt in ${s.status}`).toBe(
    s.status === 'meeting_completed',
  );
  expect(s.closedAt !== null, `closedAt in ${s.status}`).toBe(
    s.status === 'expired' || s.status === 'stale',
  );
}

describe('intro lifecycle: every state × every event', () => {
  it('covers every state and every event type', () => {
    expect(Object.keys(table).sort()).toEqual([...states].sort());
    for (const row of Object.values(table))
      expect(Object.keys(row).sort()).toEqual(
        introEventTypes.filter((e) => e !== 'admin_set_status').sort(),
      );
  });

  for (const state of states) {
    for (const [type, expected] of Object.entries(table[state])) {
      it(`${state} × ${type} → ${expected}`, () => {
        const from = state === NO_INTRO ? null : stateIn(state);
        const result = applyIntroEvent(from, eventOf(type as TableEvent, from), now);
        if (!expected.startsWith('refused:')) {
          expect(result.ok, result.ok ? '' : result.message).toBe(true);
          if (!result.ok) return;
          expect(result.state.status).toBe(expected);
          expectConsistent(result.state);
        } else {
          expect(result).toMatchObject({ ok: false, reason: expected.slice('refused:'.length) });
          if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
        }
      });
    }
  }

  for (const state of introStatuses) {
    for (const target of introStatuses) {
      it(`${state} × admin_set_status(${target}) → ${target}, with consistent step times`, () => {
        const result = applyIntroEvent(
          stateIn(state),
          { type: 'admin_set_status', status: target },
          now,
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.state.status).toBe(target);
        expectConsistent(result.state);
        expect(result.emails).toEqual([]);
      });
    }
  }
  it('none × admin_set_status → no_request', () => {
    expect(
      applyIntroEvent(null, { type: 'admin_set_status', status: 'accepted' }, now),
    ).toMatchObject({ ok: false, reason: 'no_request' });
  });
});

describe('intro lifecycle: effects', () => {
  it('a new request counts against the free plan, a re-request after a decline does not; both e-mail three parties', () => {
    const fresh = applyIntroEvent(null, { type: 'request' }, now);
    const again = applyIntroEvent(stateIn('declined'), { type: 're_request' }, now);
    for (const r of [fresh, again]) {
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.newResponseToken).toBe(true);
      expect(r.emails.map((m) => m.template)).toEqual([
        'introRequestCompanyConfirmation',
        'introRequestCandidateNotification',
        'adminAlertNewIntro',
      ]);
      expect(r.state).toMatchObject({ status: 'requested', requestedAt: now, answeredAt: null });
    }
    expect(fresh.ok && fresh.countsTowardLimit).toBe(true);
    expect(again.ok && again.countsTowardLimit).toBe(false);
  });

  it('an expiry gives the free request back; asking again after it counts again (issue #17)', () => {
    const expired = applyIntroEvent(stateIn('requested'), { type: 'expire' }, now);
    expect(expired).toMatchObject({
      ok: true,
      refundsAllowance: true,
      state: { status: 'expired', closedAt: now },
    });
    expect(expired.ok && expired.emails).toEqual([
      { template: 'introExpired', to: 'company' },
      { template: 'introExpired', to: 'candidate' },
    ]);
    expect(applyIntroEvent(stateIn('expired'), { type: 're_request' }, now)).toMatchObject({
      ok: true,
      countsTowardLimit: true,
    });
  });

  it('accepting records the answer, resets the meeting and e-mails the company (spec 2 §4)', () => {
    const r = applyIntroEvent(stateIn('requested'), { type: 'accept' }, now);
    expect(r).toMatchObject({
      ok: true,
      emails: [{ template: 'introAcceptedByCandidateToCompany', to: 'company' }],
      state: { answeredAt: now, meetingScheduledAt: null, meetingTime: null, slots: [] },
    });
    expect(applyIntroEvent(stateIn('requested'), { type: 'decline' }, now)).toMatchObject({
      emails: [{ template: 'introDeclinedByCandidateToCompany', to: 'company' }],
    });
  });

  it('accepting may offer 2–5 times within 14 days; without a calendar link it must (issue #17)', () => {
    const slots = [at(2 * HOUR), at(DAY), at(3 * DAY)];
    const r = applyIntroEvent(stateIn('requested'), { type: 'accept', slots }, now);
    expect(r).toMatchObject({ ok: true, state: { slots, slotsOfferedBy: 'candidate' } });
    for (const bad of [
      [at(DAY)],
      [at(DAY), at(DAY)],
      [at(-HOUR), at(DAY)],
      [at(DAY), at(15 * DAY)],
      [at(DAY), at(2 * DAY), at(3 * DAY), at(4 * DAY), at(5 * DAY), at(6 * DAY)],
    ])
      expect(
        applyIntroEvent(stateIn('requested'), { type: 'accept', slots: bad }, now),
        bad.map((d) => d.toISOString()).join(),
      ).toMatchObject({ ok: false, reason: 'bad_slots', field: 'slots' });
    expect(
      applyIntroEvent(stateIn('requested'), { type: 'accept', hasCalendarLink: false }, now),
    ).toMatchObject({ ok: false, reason: 'slots_required', field: 'slots' });
  });

  it('answering twice gives the spec text with the status', () => {
    const r = applyIntroEvent(stateIn('accepted'), { type: 'decline' }, now);
    expect(r).toMatchObject({
      ok: false,
      message:
        'This intro request has already been responded to (Status: accepted). No further action is needed.',
    });
  });

  it('picking a slot books it: both get the invitation, the sequence rises', () => {
    const s = stateIn('accepted');
    const r = applyIntroEvent(s, { type: 'book_slot', by: 'company', start: s.slots[1]! }, now);
    expect(r).toMatchObject({
      ok: true,
      state: { meetingTime: s.slots[1], callBookedAt: now, slots: [], calendarSequence: 1 },
    });
    expect(r.ok && r.emails).toEqual([
      { template: 'meetingScheduledCompanyNotification', to: 'company' },
      { template: 'callInvitation', to: 'company', calendar: 'request' },
      { template: 'callInvitation', to: 'candidate', calendar: 'request' },
    ]);
    // The side that offered the times does not pick one; an unknown time is refused.
    expect(
      applyIntroEvent(s, { type: 'book_slot', by: 'candidate', start: s.slots[0]! }, now),
    ).toMatchObject({ ok: false, reason: 'own_slots' });
    expect(
      applyIntroEvent(s, { type: 'book_slot', by: 'company', start: at(5 * DAY) }, now),
    ).toMatchObject({ ok: false, reason: 'no_such_slot', field: 'start' });
  });

  it("'Call Booking Confirmed' refuses the past (issue #17)", () => {
    expect(
      applyIntroEvent(stateIn('accepted'), { type: 'book_call', meetingTime: at(-MIN) }, now),
    ).toMatchObject({ ok: false, reason: 'time_in_past', field: 'meetingTime' });
  });

  it('rescheduling a booked call offers new times and cancels it in both calendars', () => {
    const r = applyIntroEvent(
      stateIn('meeting_marked_by_company'),
      { type: 'offer_slots', by: 'candidate', slots: [at(DAY), at(2 * DAY)] },
      now,
    );
    expect(r).toMatchObject({
      ok: true,
      state: {
        status: 'accepted',
        meetingTime: null,
        slotsOfferedBy: 'candidate',
        calendarSequence: 2,
      },
    });
    expect(r.ok && r.emails).toEqual([
      { template: 'slotsOffered', to: 'company', calendar: 'cancel' },
      { template: 'callCancelled', to: 'candidate', calendar: 'cancel' },
    ]);
  });

  it('cancelling needs a reason, tells both sides and restarts the booking clocks', () => {
    const s = stateIn('meeting_marked_by_company');
    expect(
      applyIntroEvent(s, { type: 'cancel_call', by: 'candidate', reason: ' ' }, now),
    ).toMatchObject({ ok: false, reason: 'reason_required' });
    const r = applyIntroEvent(s, { type: 'cancel_call', by: 'candidate', reason: 'Ill' }, now);
    expect(r).toMatchObject({
      ok: true,
      state: {
        status: 'accepted',
        callCancelledBy: 'candidate',
        callCancelReason: 'Ill',
        answeredAt: now,
        meetingReminderSentAt: null,
      },
    });
    expect(r.ok && r.emails).toEqual([
      { template: 'callCancelled', to: 'company', calendar: 'cancel' },
      { template: 'callCancelled', to: 'candidate', calendar: 'cancel' },
    ]);
  });

  it("'Mark Meeting Completed' only once the booked call has started (issue #17)", () => {
    const s = stateIn('meeting_marked_by_company');
    expect(applyIntroEvent(s, { type: 'complete_meeting' }, at(29 * MIN))).toMatchObject({
      ok: false,
      reason: 'call_not_started',
    });
    expect(applyIntroEvent(s, { type: 'complete_meeting' }, at(30 * MIN))).toMatchObject({
      ok: true,
      emails: [{ template: 'meetingCompletedCompanyNotification', to: 'company' }],
    });
  });

  it('an outcome after the call: passing needs a reason; the candidate is told', () => {
    const s = stateIn('meeting_completed');
    expect(applyIntroEvent(s, { type: 'record_outcome', outcome: 'pass' }, now)).toMatchObject({
      ok: false,
      reason: 'reason_required',
    });
    expect(
      applyIntroEvent(
        s,
        { type: 'record_outcome', outcome: 'pass', reason: 'Timing', note: ' Next year! ' },
        now,
      ),
    ).toMatchObject({
      ok: true,
      state: {
        outcome: 'pass',
        outcomeReason: 'Timing',
        outcomeNote: 'Next year!',
        outcomeAt: now,
      },
      emails: [{ template: 'introOutcomeToCandidate', to: 'candidate' }],
    });
  });

  it('the company reminder: after 48 hours without a booked call, once (spec 1 §4, §9)', () => {
    const accepted = (hoursAgo: number) => ({
      ...stateIn('accepted'),
      answeredAt: at(-hoursAgo * HOUR),
    });
    expect(applyIntroEvent(accepted(47), { type: 'remind' }, now)).toMatchObject({
      ok: false,
      reason: 'reminder_not_due',
    });
    const due = applyIntroEvent(accepted(49), { type: 'remind' }, now);
    expect(due).toMatchObject({
      ok: true,
      emails: [
        { template: 'companyMeetingReminderSelf', to: 'company' },
        { template: 'candidateBookingNudge', to: 'candidate' },
      ],
      state: { meetingReminderSentAt: now },
    });
    if (!due.ok) return;
    expect(applyIntroEvent(due.state, { type: 'remind' }, now)).toMatchObject({
      ok: false,
      reason: 'reminder_sent',
    });
    // The admin may nudge again while the call is not booked.
    expect(applyIntroEvent(due.state, { type: 'admin_remind' }, now)).toMatchObject({ ok: true });
  });

  it.each([
    ['expire', 'requested', 7 * DAY, 'requestedAt'],
    ['remind_candidate', 'requested', 3 * DAY, 'requestedAt'],
    ['close_stale', 'accepted', 14 * DAY, 'answeredAt'],
  ] as const)(
    '%s is due %s ms after %s, not a minute before (issue #17)',
    (type, status, after, from) => {
      const s = { ...stateIn(status), [from]: at(-after) } as IntroState;
      expect(applyIntroEvent(s, { type }, at(-MIN))).toMatchObject({
        ok: false,
        reason: 'timer_not_due',
      });
      expect(applyIntroEvent(s, { type }, now)).toMatchObject({ ok: true });
    },
  );

  it('the candidate reminder goes once, with a fresh link', () => {
    const r = applyIntroEvent(stateIn('requested'), { type: 'remind_candidate' }, now);
    expect(r).toMatchObject({ ok: true, newResponseToken: true });
    if (!r.ok) return;
    expect(applyIntroEvent(r.state, { type: 'remind_candidate' }, now)).toMatchObject({
      ok: false,
      reason: 'timer_not_due',
    });
  });

  it('call reminders: 24 hours and 1 hour before, each once; none for a call booked inside the window', () => {
    const booked = {
      ...stateIn('meeting_marked_by_company'),
      callBookedAt: at(-3 * DAY),
      meetingTime: at(DAY),
    };
    expect(applyIntroEvent(booked, { type: 'call_reminder' }, at(-MIN))).toMatchObject({
      ok: false,
    });
    const first = applyIntroEvent(booked, { type: 'call_reminder' }, now);
    expect(first).toMatchObject({ ok: true, state: { callReminder24hSentAt: now } });
    if (!first.ok) return;
    expect(applyIntroEvent(first.state, { type: 'call_reminder' }, at(HOUR))).toMatchObject({
      ok: false,
    });
    const second = applyIntroEvent(first.state, { type: 'call_reminder' }, at(23 * HOUR));
    expect(second).toMatchObject({ ok: true, state: { callReminder1hSentAt: at(23 * HOUR) } });
    const late = { ...booked, callBookedAt: at(-MIN), meetingTime: at(2 * HOUR) };
    expect(applyIntroEvent(late, { type: 'call_reminder' }, now)).toMatchObject({ ok: false });
  });

  it('either side reopens a stale intro; the other side is told', () => {
    const r = applyIntroEvent(stateIn('stale'), { type: 'reopen', by: 'candidate' }, now);
    expect(r).toMatchObject({
      ok: true,
      state: { status: 'accepted', answeredAt: now, closedAt: null },
      emails: [{ template: 'introReopened', to: 'company' }],
    });
  });

  it('admin back to requested clears the answer, the meeting and the reminder', () => {
    const r = applyIntroEvent(
      { ...stateIn('meeting_completed'), meetingReminderSentAt: at(-3 * HOUR) },
      { type: 'admin_set_status', status: 'requested' },
      now,
    );
    expect(r.ok && r.state).toMatchObject({
      answeredAt: null,
      meetingTime: null,
      meetingCompletedAt: null,
      meetingReminderSentAt: null,
    });
  });
});

describe('intro lifecycle: responsiveness effects (issue #17, docs/decisions/027)', () => {
  /** The stats effects of each transition of the table that has any; all others add nothing. */
  const withStats: Partial<Record<IntroStateKey, Partial<Record<TableEvent, unknown[]>>>> = {
    requested: {
      accept: [{ kind: 'candidate_answered', afterMs: 8 * DAY }, { kind: 'company_accepted' }],
      decline: [{ kind: 'candidate_answered', afterMs: 8 * DAY }],
      expire: [{ kind: 'candidate_expired' }],
    },
    accepted: { book_slot: [{ kind: 'company_booked' }], book_call: [{ kind: 'company_booked' }] },
    meeting_scheduled: {
      book_slot: [{ kind: 'company_booked' }],
      book_call: [{ kind: 'company_booked' }],
    },
  };

  for (const state of states) {
    for (const type of Object.keys(table[state]) as TableEvent[]) {
      const expected = withStats[state]?.[type] ?? [];
      it(`${state} × ${type} adds ${expected.length ? JSON.stringify(expected) : 'nothing'}`, () => {
        const from = state === NO_INTRO ? null : stateIn(state);
        const result = applyIntroEvent(from, eventOf(type, from), now);
        if (result.ok) expect(result.stats).toEqual(expected);
        else expect(expected).toEqual([]);
      });
    }
  }

  it('a call booked again after a reschedule or a cancellation counts once per accepted intro', () => {
    const rescheduled: IntroState = { ...stateIn('accepted'), calendarSequence: 2 };
    const booked = applyIntroEvent(
      rescheduled,
      { type: 'book_slot', by: 'company', start: rescheduled.slots[0]! },
      now,
    );
    expect(booked.ok && booked.stats).toEqual([]);
  });

  it('an admin-set status is not the candidate answering', () => {
    const result = applyIntroEvent(
      stateIn('requested'),
      { type: 'admin_set_status', status: 'accepted' },
      now,
    );
    expect(result.ok && result.stats).toEqual([]);
  });
});

describe('intro lifecycle: notifications (issue #16, docs/decisions/040)', () => {
  /**
   * The notifications of each transition of the table that has any (side events are the
   * company's, so the candidate is told); every other transition, and every refusal, writes none.
   */
  const withNotices: Partial<Record<IntroStateKey, Partial<Record<TableEvent, unknown[]>>>> = {
    none: { request: [{ kind: 'intro_requested', to: 'candidate' }] },
    requested: {
      accept: [{ kind: 'intro_accepted', to: 'company' }],
      decline: [{ kind: 'intro_declined', to: 'company' }],
      expire: [
        { kind: 'intro_expired', to: 'company' },
        { kind: 'intro_expired', to: 'candidate' },
      ],
      remind_candidate: [{ kind: 'reminder', to: 'candidate', reminder: 'answer' }],
    },
    declined: { re_request: [{ kind: 'intro_requested', to: 'candidate' }] },
    expired: { re_request: [{ kind: 'intro_requested', to: 'candidate' }] },
    accepted: {
      schedule: [{ kind: 'meeting_scheduled', to: 'candidate' }],
      offer_slots: [{ kind: 'slots_offered', to: 'candidate' }],
      book_slot: [{ kind: 'meeting_booked', to: 'candidate' }],
      book_call: [{ kind: 'meeting_booked', to: 'candidate' }],
      remind: [
        { kind: 'reminder', to: 'company', reminder: 'book_call' },
        { kind: 'reminder', to: 'candidate', reminder: 'offer_times' },
      ],
      close_stale: [
        { kind: 'intro_closed', to: 'company' },
        { kind: 'intro_closed', to: 'candidate' },
      ],
      admin_remind: [{ kind: 'reminder', to: 'company', reminder: 'book_call' }],
    },
    meeting_scheduled: {
      offer_slots: [{ kind: 'slots_offered', to: 'candidate' }],
      book_slot: [{ kind: 'meeting_booked', to: 'candidate' }],
      book_call: [{ kind: 'meeting_booked', to: 'candidate' }],
      remind: [
        { kind: 'reminder', to: 'company', reminder: 'book_call' },
        { kind: 'reminder', to: 'candidate', reminder: 'offer_times' },
      ],
      close_stale: [
        { kind: 'intro_closed', to: 'company' },
        { kind: 'intro_closed', to: 'candidate' },
      ],
      admin_remind: [{ kind: 'reminder', to: 'company', reminder: 'book_call' }],
    },
    meeting_marked_by_company: {
      offer_slots: [{ kind: 'slots_offered', to: 'candidate' }],
      cancel_call: [{ kind: 'call_cancelled', to: 'candidate' }],
      call_reminder: [
        { kind: 'reminder', to: 'company', reminder: 'call_1h' },
        { kind: 'reminder', to: 'candidate', reminder: 'call_1h' },
      ],
    },
    meeting_completed: { record_outcome: [{ kind: 'intro_outcome', to: 'candidate' }] },
    stale: { reopen: [{ kind: 'intro_reopened', to: 'candidate' }] },
  };

  for (const state of states) {
    for (const type of Object.keys(table[state]) as TableEvent[]) {
      const expected = withNotices[state]?.[type] ?? [];
      it(`${state} × ${type} notifies ${expected.length ? JSON.stringify(expected) : 'nobody'}`, () => {
        const from = state === NO_INTRO ? null : stateIn(state);
        const result = applyIntroEvent(from, eventOf(type, from), now);
        // A refused event writes nothing, so it can announce nothing.
        if (result.ok) expect(result.notifications).toEqual(expected);
        else expect(expected).toEqual([]);
      });
    }
  }

  it('a side is never told of its own step: the candidate booking, cancelling or reopening tells the company', () => {
    const accepted: IntroState = { ...stateIn('accepted'), slotsOfferedBy: 'company' };
    const booked = applyIntroEvent(
      accepted,
      { type: 'book_slot', by: 'candidate', start: accepted.slots[0]! },
      now,
    );
    expect(booked.ok && booked.notifications).toEqual([{ kind: 'meeting_booked', to: 'company' }]);
    const cancelled = applyIntroEvent(
      stateIn('meeting_marked_by_company'),
      { type: 'cancel_call', by: 'candidate', reason: 'Sick' },
      now,
    );
    expect(cancelled.ok && cancelled.notifications).toEqual([
      { kind: 'call_cancelled', to: 'company' },
    ]);
    const reopened = applyIntroEvent(stateIn('stale'), { type: 'reopen', by: 'candidate' }, now);
    expect(reopened.ok && reopened.notifications).toEqual([
      { kind: 'intro_reopened', to: 'company' },
    ]);
  });

  it('an admin-set status tells nobody', () => {
    for (const from of introStatuses)
      for (const to of introStatuses) {
        const result = applyIntroEvent(
          stateIn(from),
          { type: 'admin_set_status', status: to },
          now,
        );
        expect(result.ok && result.notifications).toEqual([]);
      }
  });

  it('gigs: a proposal tells the candidate, an answer the company, completion the candidate', () => {
    const gigAt = (status: GigStatus): GigState => ({
      status,
      candidateResponse: null,
      candidateResponseDate: null,
    });
    const cases: [GigState | null, GigEvent, unknown[]][] = [
      [null, { type: 'post' }, []],
      [null, { type: 'propose' }, [{ kind: 'gig_proposed', to: 'candidate' }]],
      [gigAt('proposed'), { type: 'candidate_accept' }, [{ kind: 'gig_accepted', to: 'company' }]],
      [gigAt('proposed'), { type: 'candidate_decline' }, [{ kind: 'gig_declined', to: 'company' }]],
      [gigAt('in_progress'), { type: 'complete' }, [{ kind: 'gig_completed', to: 'candidate' }]],
      [gigAt('proposed'), { type: 'admin_set_status', status: 'complete' }, []],
    ];
    for (const [gig, event, expected] of cases) {
      const result = applyGigEvent(gig, event, now);
      expect(result.ok && result.notifications, event.type).toEqual(expected);
    }
  });
});

describe('what the API shows of a state', () => {
  it.each([
    ['requested', false, false, false, null, false],
    ['accepted', false, false, false, 'accepted', true],
    ['declined', false, false, false, 'declined', false],
    ['meeting_scheduled', true, false, false, 'accepted', true],
    ['meeting_marked_by_company', true, true, false, 'accepted', true],
    ['meeting_completed', true, true, true, 'accepted', true],
    ['expired', false, false, false, null, false],
    ['stale', false, false, false, 'accepted', true],
  ] as const)(
    '%s → scheduled %s, booked %s, completed %s, response %s, contact %s',
    (status, sched, booked, done, response, contact) => {
      expect(introFacts(stateIn(status), now)).toMatchObject({
        meetingScheduled: sched,
        meetingMarkedByCompany: booked,
        meetingCompleted: done,
        candidateResponse: response,
        contactShared: contact,
      });
    },
  );

  it.each([
    ['requested', []],
    ['accepted', ['schedule', 'book_slot', 'book_call', 'offer_slots', 'remind']],
    ['declined', ['re_request']],
    ['meeting_scheduled', ['book_slot', 'book_call', 'offer_slots', 'remind']],
    ['meeting_marked_by_company', ['offer_slots', 'cancel_call', 'propose_gig']],
    ['meeting_completed', ['record_outcome', 'propose_gig']],
    ['expired', ['re_request']],
    ['stale', ['reopen']],
  ] as const)('the company may next do, in %s: %j', (status, actions) => {
    expect(companyIntroActionsFor(stateIn(status), now)).toEqual(actions);
  });

  it.each([
    ['requested', ['accept', 'decline']],
    ['accepted', ['offer_slots']],
    ['meeting_marked_by_company', ['offer_slots', 'cancel_call']],
    ['meeting_completed', []],
    ['expired', []],
    ['stale', ['reopen']],
  ] as const)('the candidate may next do, in %s: %j', (status, actions) => {
    expect(candidateIntroActionsFor(stateIn(status), now)).toEqual(actions);
  });

  it('the candidate picks a time the company offered', () => {
    const s = { ...stateIn('accepted'), slotsOfferedBy: 'company' as const };
    expect(candidateIntroActionsFor(s, now)).toEqual(['offer_slots', 'book_slot']);
    expect(companyIntroActionsFor(s, now)).not.toContain('book_slot');
  });

  it.each([
    [null, 'intro_not_accepted'],
    ['requested', 'intro_not_accepted'],
    ['declined', 'intro_not_accepted'],
    ['expired', 'intro_not_accepted'],
    ['accepted', 'meeting_not_scheduled'],
    ['meeting_scheduled', 'meeting_not_scheduled'],
    ['stale', 'meeting_not_scheduled'],
    ['meeting_marked_by_company', 'ok'],
    ['meeting_completed', 'ok'],
  ] as const)('the gig-proposal gate for %s: %s (spec 2 §4)', (status, gate) => {
    expect(proposalGate(status ? stateIn(status) : null)).toBe(gate);
  });

  it.each([
    ['proposed', 'ok'],
    ['in_progress', 'gig_under_way'],
    ['open', 'ok'],
    ['complete', 'ok'],
    ['cancelled', 'ok'],
  ] as const)(
    'with a gig %s to the candidate the gate answers %s, and Propose Gig follows (docs/decisions/024)',
    (gigStatus, gate) => {
      const booked = stateIn('meeting_marked_by_company');
      expect(proposalGate(booked, { status: gigStatus })).toBe(gate);
      expect(
        companyIntroActionsFor(booked, now, { status: gigStatus }).includes('propose_gig'),
      ).toBe(gate === 'ok');
    },
  );
});

describe('gig lifecycle: every state × every event', () => {
  const gigAt = (status: GigStatus, answered: 'accepted' | 'declined' | null = null): GigState => ({
    status,
    candidateResponse: answered,
    candidateResponseDate: answered ? ago(1) : null,
  });
  type GigExpected = GigStatus | RefusalReason;
  const gigTable: Record<
    GigStatus | 'none',
    Record<Exclude<GigEventType, 'admin_set_status'>, GigExpected>
  > = {
    none: {
      post: 'open',
      propose: 'proposed',
      complete: 'gig_not_found',
      edit: 'gig_not_found',
      candidate_accept: 'gig_not_found',
      candidate_decline: 'gig_not_found',
    },
    open: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_not_in_progress',
      edit: 'open',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    proposed: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_not_in_progress',
      edit: 'gig_not_open',
      candidate_accept: 'in_progress',
      candidate_decline: 'cancelled',
    },
    in_progress: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'complete',
      edit: 'gig_not_open',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    complete: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_closed',
      edit: 'gig_not_open',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    cancelled: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_closed',
      edit: 'gig_not_open',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
  };

  it('covers every gig event type', () => {
    expect(Object.keys(gigTable.none).sort()).toEqual(
      gigEventTypes.filter((e) => e !== 'admin_set_status').sort(),
    );
  });

  for (const [state, row] of Object.entries(gigTable)) {
    for (const [type, expected] of Object.entries(row)) {
      it(`${state} × ${type} → ${expected}`, () => {
        const from = state === 'none' ? null : gigAt(state as GigStatus);
        const result = applyGigEvent(from, { type } as GigEvent, now);
        if ((gigStatuses as readonly string[]).includes(expected)) {
          expect(result.ok && result.state.status).toBe(expected);
        } else {
          expect(result).toMatchObject({ ok: false, reason: expected });
        }
      });
    }
  }

  for (const from of gigStatuses) {
    for (const to of gigStatuses) {
      it(`${from} × admin_set_status(${to}) → ${to}`, () => {
        const result = applyGigEvent(gigAt(from), { type: 'admin_set_status', status: to }, now);
        expect(result.ok && result.state.status).toBe(to);
      });
    }
  }

  it('a candidate answers once: the answer and its date are kept, the company is e-mailed', () => {
    const accepted = applyGigEvent(gigAt('proposed'), { type: 'candidate_accept' }, now);
    expect(accepted).toMatchObject({
      ok: true,
      emails: ['gigAnsweredByCandidate'],
      state: { status: 'in_progress', candidateResponse: 'accepted', candidateResponseDate: now },
    });
    expect(
      applyGigEvent(gigAt('proposed', 'declined'), { type: 'candidate_accept' }, now),
    ).toMatchObject({ ok: false, message: 'You have already declined this gig.' });
  });

  it.each([
    // Issue #30: an open gig may be edited; nothing else may.
    ['open', ['edit']],
    ['proposed', []],
    ['in_progress', ['complete']],
    ['complete', []],
    ['cancelled', []],
  ] as const)(
    'the company may next do, with a gig %s: %j (docs/decisions/024)',
    (status, actions) => {
      expect(companyGigActionsFor(gigAt(status), now)).toEqual(actions);
    },
  );

  it("says why a gig cannot be completed, in the spec's words", () => {
    expect(applyGigEvent(gigAt('proposed'), { type: 'complete' }, now)).toMatchObject({
      ok: false,
      message: 'Only a gig in progress can be marked complete; this one is proposed.',
    });
    expect(applyGigEvent(gigAt('complete'), { type: 'complete' }, now)).toMatchObject({
      ok: false,
      message: 'This gig is already complete.',
    });
  });

  it('says why a gig cannot be edited: only an open one may (issue #30)', () => {
    for (const status of ['proposed', 'in_progress', 'complete', 'cancelled'] as const)
      expect(applyGigEvent(gigAt(status), { type: 'edit' }, now)).toMatchObject({
        ok: false,
        reason: 'gig_not_open',
        title: 'Gig Not Open',
        message: `Only an open gig can be edited; this one is ${gigStatusLabels[status].toLowerCase()}.`,
      });
    // An edit keeps the status and everything the lifecycle holds; the form's fields are the caller's.
    expect(applyGigEvent(gigAt('open'), { type: 'edit' }, now)).toMatchObject({
      ok: true,
      changes: {},
      emails: [],
      notifications: [],
      state: { status: 'open', candidateResponse: null },
    });
  });

  it('a proposal e-mails the candidate', () => {
    expect(applyGigEvent(null, { type: 'propose' }, now)).toMatchObject({
      emails: ['gigProposedToCandidate'],
    });
  });
});

describe('intro lifecycle: the conversation (issue #16)', () => {
  const openStatuses: IntroStatus[] = [
    'accepted',
    'meeting_scheduled',
    'meeting_marked_by_company',
    'meeting_completed',
  ];
  const isOpen = (s: IntroStateKey) => (openStatuses as string[]).includes(s);

  it('opens when the candidate accepts, on any path that accepts', () => {
    const result = applyIntroEvent(stateIn('requested'), { type: 'accept' }, now);
    expect(result).toMatchObject({ ok: true, conversation: 'open' });
  });

  it('closes when the intro expires, goes stale or an admin declines it; reopening opens it', () => {
    const stale = applyIntroEvent(stateIn('accepted'), { type: 'close_stale' }, now);
    expect(stale).toMatchObject({ ok: true, conversation: 'close' });
    const reopened = applyIntroEvent(stateIn('stale'), { type: 'reopen', by: 'company' }, now);
    expect(reopened).toMatchObject({ ok: true, conversation: 'open' });
    const expired = applyIntroEvent(stateIn('requested'), { type: 'expire' }, now);
    expect(expired).toMatchObject({ ok: true, conversation: null });
  });

  it('every transition opens exactly when it enters the open statuses and closes when it leaves', () => {
    for (const state of introStatuses)
      for (const target of introStatuses) {
        const result = applyIntroEvent(
          stateIn(state),
          { type: 'admin_set_status', status: target },
          now,
        );
        if (!result.ok) continue;
        const expected =
          isOpen(target) && !isOpen(state)
            ? 'open'
            : !isOpen(target) && isOpen(state)
              ? 'close'
              : null;
        expect(result.conversation, `${state} → ${target}`).toBe(expected);
      }
  });
});
