/**
 * The lifecycle as a table (issue #11; spec 1 §4 "Intro request status (company view)",
 * "Scheduling", "Meeting reminder"; spec 2 §4 "Intro request", "Gig", "Gig-proposal gate";
 * docs/decisions/012): every state × every event → the next state, or a typed refusal.
 */
import { describe, expect, it } from 'vitest';
import { introStatuses, type IntroStatus } from '../../shared/intro-requests/schemas';
import { gigStatuses, type GigStatus } from '../../shared/gigs/schemas';
import {
  applyGigEvent,
  companyGigActionsFor,
  applyIntroEvent,
  companyIntroActionsFor,
  gigEventTypes,
  introEventTypes,
  introFacts,
  NO_INTRO,
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

const HOUR = 3_600_000;
const now = new Date('2026-11-23T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

/** A state a user could reach, answered `answeredHoursAgo` hours ago. */
function stateIn(status: IntroStatus, answeredHoursAgo = 1): IntroState {
  const answered = status === 'requested' ? null : ago(answeredHoursAgo);
  const scheduled = ['meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed'];
  return {
    status,
    requestedAt: ago(answeredHoursAgo + 1),
    answeredAt: answered,
    meetingScheduledAt: scheduled.includes(status) ? ago(answeredHoursAgo / 2) : null,
    callBookedAt: status === 'meeting_marked_by_company' ? ago(answeredHoursAgo / 2) : null,
    meetingTime: scheduled.includes(status) ? ago(answeredHoursAgo / 2) : null,
    meetingCompletedAt: status === 'meeting_completed' ? ago(0.1) : null,
    meetingReminderSentAt: null,
  };
}

const states: IntroStateKey[] = [NO_INTRO, ...introStatuses];
/** The next status, or `refused:<reason>` (a status and a reason may share a name: 'declined'). */
type Expected = IntroStatus | `refused:${RefusalReason}`;
const R = (r: RefusalReason) => `refused:${r}` as const;

/**
 * The table. Columns are events; `remind` is asked 49 hours after the answer (when it can be
 * due); `admin_set_status` has its own test below (any status from any existing state).
 */
const table: Record<
  IntroStateKey,
  Record<Exclude<IntroEventType, 'admin_set_status'>, Expected>
> = {
  none: {
    request: 'requested',
    re_request: R('no_request'),
    accept: R('no_request'),
    decline: R('no_request'),
    schedule: R('no_request'),
    book_call: R('no_request'),
    complete_meeting: R('no_request'),
    remind: R('no_request'),
    admin_mark_scheduled: R('no_request'),
    admin_remind: R('no_request'),
  },
  requested: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: 'accepted',
    decline: 'declined',
    schedule: R('not_accepted'),
    book_call: R('not_accepted'),
    complete_meeting: R('not_accepted'),
    remind: R('reminder_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  accepted: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: 'meeting_scheduled',
    book_call: 'meeting_marked_by_company',
    complete_meeting: R('not_scheduled'),
    remind: 'accepted',
    admin_mark_scheduled: 'meeting_scheduled',
    admin_remind: 'accepted',
  },
  declined: {
    request: R('already_requested'),
    re_request: 'requested',
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('declined'),
    book_call: R('declined'),
    complete_meeting: R('declined'),
    remind: R('reminder_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  meeting_scheduled: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_scheduled'),
    book_call: 'meeting_marked_by_company',
    complete_meeting: 'meeting_completed',
    remind: 'meeting_scheduled',
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: 'meeting_scheduled',
  },
  meeting_marked_by_company: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_booked'),
    book_call: R('already_booked'),
    complete_meeting: 'meeting_completed',
    remind: R('reminder_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
  meeting_completed: {
    request: R('already_requested'),
    re_request: R('already_requested'),
    accept: R('already_answered'),
    decline: R('already_answered'),
    schedule: R('already_completed'),
    book_call: R('already_completed'),
    complete_meeting: R('already_completed'),
    remind: R('reminder_not_due'),
    admin_mark_scheduled: R('admin_not_schedulable'),
    admin_remind: R('admin_reminder_not_allowed'),
  },
};

function eventOf(type: Exclude<IntroEventType, 'admin_set_status'>): IntroEvent {
  return type === 'book_call' ? { type, meetingTime: new Date('2026-12-01T15:00:00Z') } : { type };
}

/** The step times a status implies are set, and those of later steps are not. */
function expectConsistent(s: IntroState) {
  const meeting = ['meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed'];
  expect(s.answeredAt === null, `answeredAt in ${s.status}`).toBe(s.status === 'requested');
  expect(s.meetingScheduledAt !== null, `meetingScheduledAt in ${s.status}`).toBe(
    meeting.includes(s.status),
  );
  expect(s.meetingTime !== null, `meetingTime in ${s.status}`).toBe(meeting.includes(s.status));
  if (s.status === 'meeting_marked_by_company') expect(s.callBookedAt).not.toBeNull();
  if (!['meeting_marked_by_company', 'meeting_completed'].includes(s.status))
    expect(s.callBookedAt).toBeNull();
  expect(s.meetingCompletedAt !== null, `meetingCompletedAt in ${s.status}`).toBe(
    s.status === 'meeting_completed',
  );
}

describe('intro lifecycle: every state × every event', () => {
  it('covers every event type', () => {
    expect(Object.keys(table.none).sort()).toEqual(
      introEventTypes.filter((e) => e !== 'admin_set_status').sort(),
    );
  });

  for (const state of states) {
    for (const [type, expected] of Object.entries(table[state])) {
      it(`${state} × ${type} → ${expected}`, () => {
        const from = state === NO_INTRO ? null : stateIn(state, 49);
        const result = applyIntroEvent(from, eventOf(type as keyof typeof table.none), now);
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
  it('a new request counts against the free plan, a re-request does not; both e-mail three parties', () => {
    const fresh = applyIntroEvent(null, { type: 'request' }, now);
    const again = applyIntroEvent(stateIn('declined'), { type: 're_request' }, now);
    for (const r of [fresh, again]) {
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.newResponseToken).toBe(true);
      expect(r.emails).toEqual([
        'introRequestCompanyConfirmation',
        'introRequestCandidateNotification',
        'adminAlertNewIntro',
      ]);
      expect(r.state).toMatchObject({ status: 'requested', requestedAt: now, answeredAt: null });
    }
    expect(fresh.ok && fresh.countsTowardLimit).toBe(true);
    expect(again.ok && again.countsTowardLimit).toBe(false);
  });

  it('accepting records the answer, resets the meeting and e-mails the company (spec 2 §4)', () => {
    const r = applyIntroEvent(stateIn('requested'), { type: 'accept' }, now);
    expect(r).toMatchObject({
      ok: true,
      emails: ['introAcceptedByCandidateToCompany'],
      state: { answeredAt: now, meetingScheduledAt: null, meetingTime: null },
    });
    expect(applyIntroEvent(stateIn('requested'), { type: 'decline' }, now)).toMatchObject({
      emails: ['introDeclinedByCandidateToCompany'],
    });
  });

  it('answering twice gives the spec text with the status', () => {
    const r = applyIntroEvent(stateIn('accepted'), { type: 'decline' }, now);
    expect(r).toMatchObject({
      ok: false,
      message:
        'This intro request has already been responded to (Status: accepted). No further action is needed.',
    });
  });

  it('booking stores the call time and e-mails the company; completing e-mails it too', () => {
    const meetingTime = new Date('2026-12-01T15:00:00Z');
    const booked = applyIntroEvent(stateIn('accepted'), { type: 'book_call', meetingTime }, now);
    expect(booked).toMatchObject({
      ok: true,
      emails: ['meetingScheduledCompanyNotification'],
      state: { meetingTime, callBookedAt: now, meetingScheduledAt: now },
    });
    expect(
      applyIntroEvent(stateIn('meeting_scheduled'), { type: 'complete_meeting' }, now),
    ).toMatchObject({ emails: ['meetingCompletedCompanyNotification'] });
  });

  it('the company reminder: after 48 hours without a booked call, once (spec 1 §4, §9)', () => {
    expect(applyIntroEvent(stateIn('accepted', 47), { type: 'remind' }, now)).toMatchObject({
      ok: false,
      reason: 'reminder_not_due',
    });
    const due = applyIntroEvent(stateIn('accepted', 49), { type: 'remind' }, now);
    expect(due).toMatchObject({
      ok: true,
      emails: ['companyMeetingReminderSelf'],
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

  it('admin back to requested clears the answer, the meeting and the reminder', () => {
    const r = applyIntroEvent(
      { ...stateIn('meeting_completed'), meetingReminderSentAt: ago(3) },
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

describe('what the API shows of a state', () => {
  it.each([
    ['requested', false, false, false, null, false],
    ['accepted', false, false, false, 'accepted', true],
    ['declined', false, false, false, 'declined', false],
    ['meeting_scheduled', true, false, false, 'accepted', true],
    ['meeting_marked_by_company', true, true, false, 'accepted', true],
    ['meeting_completed', true, false, true, 'accepted', true],
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

  it('a completed meeting that was booked stays marked by the company', () => {
    expect(
      introFacts({ ...stateIn('meeting_completed'), callBookedAt: ago(2) }, now)
        .meetingMarkedByCompany,
    ).toBe(true);
  });

  it.each([
    ['requested', []],
    ['accepted', ['schedule', 'book_call']],
    ['declined', ['re_request']],
    ['meeting_scheduled', ['book_call', 'complete_meeting']],
    ['meeting_marked_by_company', ['complete_meeting', 'propose_gig']],
    ['meeting_completed', ['propose_gig']],
  ] as const)('the company may next do, in %s: %j', (status, actions) => {
    expect(companyIntroActionsFor(stateIn(status), now)).toEqual(actions);
  });

  it('offers the reminder once it is due', () => {
    expect(companyIntroActionsFor(stateIn('accepted', 49), now)).toContain('remind');
  });

  it.each([
    [null, 'intro_not_accepted'],
    ['requested', 'intro_not_accepted'],
    ['declined', 'intro_not_accepted'],
    ['accepted', 'meeting_not_scheduled'],
    ['meeting_scheduled', 'meeting_not_scheduled'],
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
      candidate_accept: 'gig_not_found',
      candidate_decline: 'gig_not_found',
    },
    open: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_not_in_progress',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    proposed: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_not_in_progress',
      candidate_accept: 'in_progress',
      candidate_decline: 'cancelled',
    },
    in_progress: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'complete',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    complete: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_closed',
      candidate_accept: 'gig_not_awaiting_answer',
      candidate_decline: 'gig_not_awaiting_answer',
    },
    cancelled: {
      post: 'gig_closed',
      propose: 'gig_closed',
      complete: 'gig_closed',
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
    ['open', []],
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

  it('a proposal e-mails the candidate', () => {
    expect(applyGigEvent(null, { type: 'propose' }, now)).toMatchObject({
      emails: ['gigProposedToCandidate'],
    });
  });
});
