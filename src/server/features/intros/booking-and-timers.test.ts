/**
 * Calls that really get booked, and intros that never leave anyone hanging (issue #17): slots
 * offered when accepting, picked by the other side, rescheduled and cancelled with calendar
 * invitations; completion after the start; the outcome; and each timer at its edge — just before
 * and just after — with an injected clock, through the real API and timers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../../db/schema/index';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { runIntroTimers } from './intro-requests.service';

const clock = testClock();
const t = await buildTestApp({ TEAM_EMAIL: 'team@warmintro.test' }, { now: clock.now });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

/** A whole minute `ms` from the test clock's now, as ISO. */
function inFuture(ms: number) {
  const d = new Date(clock.now().getTime() + ms);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

async function pair(plan: 'free' | 'pro' = 'pro', candidateValues = {}) {
  const co = await createCompany(t.db, {
    planTier: plan,
    onboardingStatus: 'complete',
    companyName: 'Booking Co',
    fullName: 'Pat Lee',
  });
  const cand = await createCandidate(t.db, {
    firstName: 'Kim',
    lastName: 'Cho',
    status: 'approved',
    calendarUrl: 'https://cal.com/kim',
    ...candidateValues,
  });
  const coCookie = await login(t.app, co.email, 'company');
  const candCookie = await login(t.app, cand.email, 'candidate');
  const made = await call(coCookie, 'POST', '/api/intro-requests', {
    ...TEST_PAY,
    candidateId: cand.id,
  });
  expect(made.statusCode).toBe(201);
  return { co, cand, coCookie, candCookie, id: made.json().id as string };
}

async function mailsTo(address: string, template: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), sql`${address} = any(${outboxEmails.to})`));
}

describe('booking built into the answer', () => {
  it('the candidate accepts offering times; the company picks one; both get the invitation', async () => {
    const p = await pair();
    const slots = [inFuture(DAY), inFuture(2 * DAY), inFuture(3 * DAY)];
    const accepted = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/respond`,
      { response: 'accepted', slots },
    );
    expect(accepted.statusCode).toBe(200);

    const seen = (await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json();
    expect(seen).toMatchObject({ status: 'accepted', slots, slotsOfferedBy: 'candidate' });
    expect(seen.actions).toContain('book_slot');
    expect(await mailsTo(p.co.email, 'slotsOffered')).toHaveLength(0);

    // The candidate cannot pick their own time; the company picks one.
    const own = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/book-slot`,
      { start: slots[0] },
    );
    expect(own.statusCode).toBe(409);
    const booked = await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book-slot`, {
      start: slots[1],
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      status: 'meeting_marked_by_company',
      meetingTime: slots[1],
      meetingMarkedByCompany: true,
      slots: [],
    });
    // The candidate's dashboard shows the same call.
    const mine = (await call(p.candCookie, 'GET', '/api/candidates/me/intro-requests')).json();
    expect(mine[0]).toMatchObject({ meetingTime: slots[1], status: 'meeting_marked_by_company' });

    for (const to of [p.co.email, p.cand.email]) {
      const [invite] = await mailsTo(to, 'callInvitation');
      expect(invite, to).toBeDefined();
      expect(invite!.calendarMethod).toBe('REQUEST');
      expect(invite!.calendarIcs).toContain('METHOD:REQUEST');
      expect(invite!.calendarIcs).toContain('SEQUENCE:1');
      expect(invite!.calendarIcs).toMatch(/ORGANIZER;CN="?Pat Lee"?:mailto:/i);
      expect(invite!.calendarIcs).toContain(`ATTENDEE`);
    }
  });

  it('refuses bad times with the field message and writes nothing', async () => {
    const p = await pair();
    for (const slots of [
      [inFuture(DAY)],
      [inFuture(-HOUR), inFuture(DAY)],
      [inFuture(DAY), inFuture(15 * DAY)],
      ['tomorrow', inFuture(DAY)],
    ]) {
      const res = await call(
        p.candCookie,
        'POST',
        `/api/candidates/me/intro-requests/${p.id}/respond`,
        { response: 'accepted', slots },
      );
      expect(res.statusCode, JSON.stringify(slots)).toBe(400);
      expect(res.json().errors.slots, JSON.stringify(slots)).toMatch(/Offer 2 to 5|valid date/);
    }
    expect((await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json().status).toBe(
      'requested',
    );
  });

  it('without a calendar link the candidate must offer times (the e-mailed link too)', async () => {
    const p = await pair('pro', { calendarUrl: null });
    const res = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/respond`,
      { response: 'accepted' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.slots).toMatch(/Offer 2 to 5 times/);
  });

  it("'Call Booking Confirmed' refuses the past; completion waits for the start; the outcome reaches the candidate kindly", async () => {
    const p = await pair();
    await call(p.candCookie, 'POST', `/api/candidates/me/intro-requests/${p.id}/respond`, {
      response: 'accepted',
    });
    const past = await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book`, {
      meetingTime: inFuture(-HOUR),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.meetingTime).toBe('Choose a time in the future.');

    const start = inFuture(2 * HOUR);
    expect(
      (await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book`, { meetingTime: start }))
        .statusCode,
    ).toBe(200);
    const before = (await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json();
    expect(before.actions).not.toContain('complete_meeting');
    expect(
      (await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/complete`)).statusCode,
    ).toBe(409);
    clock.advance(2 * HOUR + 60_000);
    const after = (await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json();
    expect(after.actions).toContain('complete_meeting');
    expect(
      (await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/complete`)).statusCode,
    ).toBe(200);

    const noReason = await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/outcome`, {
      outcome: 'pass',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please choose a reason.');
    const passed = await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/outcome`, {
      outcome: 'pass',
      reason: 'Timing',
      note: 'Revisit in Q3',
    });
    expect(passed.json()).toMatchObject({
      outcome: 'pass',
      outcomeReason: 'Timing',
      outcomeNote: 'Revisit in Q3',
    });
    const mine = (await call(p.candCookie, 'GET', '/api/candidates/me/intro-requests')).json();
    expect(mine[0].outcomeMessage).toMatch(/decided not to move forward this time/);
    expect(JSON.stringify(mine)).not.toContain('Revisit in Q3');
    expect(await mailsTo(p.cand.email, 'introOutcomeToCandidate')).toHaveLength(1);

    // The admin sees the outcome in the intro log and the CSV.
    const admin = await injectAs(t, 'admin');
    const log = (await call(admin.cookie, 'GET', '/api/admin/intro-requests?limit=100')).json();
    expect(log.items.find((i: { id: string }) => i.id === p.id)).toMatchObject({
      outcome: 'pass',
      outcomeReason: 'Timing',
    });
    const csv = await call(admin.cookie, 'GET', '/api/admin/intro-requests/export.csv');
    expect(csv.body.split('\n')[0]).toContain('outcome');
    expect(csv.body).toContain('Timing');
  });

  it('the candidate reschedules: new times, the old call cancelled in both calendars; then cancels with a reason', async () => {
    const p = await pair();
    await call(p.candCookie, 'POST', `/api/candidates/me/intro-requests/${p.id}/respond`, {
      response: 'accepted',
    });
    await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book`, {
      meetingTime: inFuture(DAY),
    });
    const again = [inFuture(2 * DAY), inFuture(3 * DAY)];
    const moved = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/slots`,
      { slots: again },
    );
    expect(moved.json()).toMatchObject({ status: 'accepted', meetingTime: null, slots: again });
    const [cancel] = await mailsTo(p.cand.email, 'callCancelled');
    expect(cancel!.calendarIcs).toContain('METHOD:CANCEL');
    expect(cancel!.calendarIcs).toContain('SEQUENCE:2');
    const [offer] = await mailsTo(p.co.email, 'slotsOffered');
    expect(offer!.calendarMethod).toBe('CANCEL');

    await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book-slot`, { start: again[0] });
    const noReason = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/cancel-call`,
      { reason: '  ' },
    );
    expect(noReason.statusCode).toBe(400);
    const cancelled = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/cancel-call`,
      { reason: 'A family emergency' },
    );
    expect(cancelled.json()).toMatchObject({
      status: 'accepted',
      callCancellation: { by: 'candidate', reason: 'A family emergency' },
    });
    const told = await mailsTo(p.co.email, 'callCancelled');
    expect(told.at(-1)!.textBody).toContain('A family emergency');
  });

  it('only the two sides reach the call steps', async () => {
    const p = await pair();
    const stranger = await createCompany(t.db);
    const strangerCookie = await login(t.app, stranger.email, 'company');
    expect(
      (
        await call(strangerCookie, 'POST', `/api/intro-requests/${p.id}/slots`, {
          slots: [inFuture(DAY), inFuture(2 * DAY)],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('nobody left hanging: the timers at their edges', () => {
  it('a request unanswered for 7 days expires: both told, the free request comes back; one reminder after 3 days', async () => {
    const p = await pair('free');
    const allowance = async () => (await call(p.coCookie, 'GET', '/api/billing/allowance')).json();
    expect(await allowance()).toMatchObject({ used: 1, remaining: 1, limit: 2 });

    clock.advance(3 * DAY - 60_000);
    await runIntroTimers(t.app.ctx);
    expect(await mailsTo(p.cand.email, 'introAnswerReminder')).toHaveLength(0);
    clock.advance(2 * 60_000);
    await runIntroTimers(t.app.ctx);
    await runIntroTimers(t.app.ctx);
    const reminders = await mailsTo(p.cand.email, 'introAnswerReminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.textBody).toMatch(/\/intro-response\/[A-Za-z0-9_-]{43}/);

    clock.advance(4 * DAY - 2 * 60_000);
    await runIntroTimers(t.app.ctx);
    expect((await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json().status).toBe(
      'requested',
    );
    clock.advance(2 * 60_000);
    await runIntroTimers(t.app.ctx);
    const expired = (await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json();
    expect(expired).toMatchObject({ status: 'expired' });
    expect(expired.actions).toEqual(['re_request']);
    expect(await mailsTo(p.co.email, 'introExpired')).toHaveLength(1);
    expect(await mailsTo(p.cand.email, 'introExpired')).toHaveLength(1);
    // The test clock may have crossed into a new month: the request counted in its own month.
    const now = await allowance();
    expect(now.used).toBe(0);
    expect(now.remaining).toBe(2);
  });

  it('an accepted intro without a call: reminders after 48 hours, closed as stale after 14 days, reopened by either side', async () => {
    const p = await pair();
    await call(p.candCookie, 'POST', `/api/candidates/me/intro-requests/${p.id}/respond`, {
      response: 'accepted',
    });
    clock.advance(48 * HOUR - 60_000);
    await runIntroTimers(t.app.ctx);
    expect(await mailsTo(p.cand.email, 'candidateBookingNudge')).toHaveLength(0);
    clock.advance(2 * 60_000);
    await runIntroTimers(t.app.ctx);
    expect(await mailsTo(p.co.email, 'companyMeetingReminderSelf')).toHaveLength(1);
    expect(await mailsTo(p.cand.email, 'candidateBookingNudge')).toHaveLength(1);

    clock.advance(12 * DAY - 2 * 60_000);
    await runIntroTimers(t.app.ctx);
    expect((await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json().status).toBe(
      'accepted',
    );
    clock.advance(2 * 60_000);
    await runIntroTimers(t.app.ctx);
    expect((await call(p.coCookie, 'GET', `/api/intro-requests/${p.id}`)).json().status).toBe(
      'stale',
    );
    expect(await mailsTo(p.co.email, 'introStale')).toHaveLength(1);
    expect(await mailsTo(p.cand.email, 'introStale')).toHaveLength(1);

    const reopened = await call(
      p.candCookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.id}/reopen`,
    );
    expect(reopened.json()).toMatchObject({ status: 'accepted' });
    expect(await mailsTo(p.co.email, 'introReopened')).toHaveLength(1);
  });

  it('call reminders 24 hours and 1 hour before, to both, each once', async () => {
    const p = await pair();
    await call(p.candCookie, 'POST', `/api/candidates/me/intro-requests/${p.id}/respond`, {
      response: 'accepted',
    });
    const start = inFuture(3 * DAY);
    await call(p.coCookie, 'POST', `/api/intro-requests/${p.id}/book`, { meetingTime: start });
    const until = new Date(start).getTime() - clock.now().getTime();
    const reminders = async () => (await mailsTo(p.co.email, 'callReminder')).length;
    clock.advance(until - DAY - 60_000);
    await runIntroTimers(t.app.ctx);
    expect(await reminders()).toBe(0);
    clock.advance(2 * 60_000);
    await runIntroTimers(t.app.ctx);
    await runIntroTimers(t.app.ctx);
    expect(await reminders()).toBe(1);
    clock.advance(DAY - HOUR);
    await runIntroTimers(t.app.ctx);
    expect(await reminders()).toBe(2);
    expect(await mailsTo(p.cand.email, 'callReminder')).toHaveLength(2);
  });

  it('two processes running the timers at once send each e-mail once', async () => {
    const p = await pair('pro');
    clock.advance(7 * DAY + 60_000);
    await Promise.all([runIntroTimers(t.app.ctx), runIntroTimers(t.app.ctx)]);
    expect(await mailsTo(p.co.email, 'introExpired')).toHaveLength(1);
  });
});
