/**
 * Intro request lifecycle API (spec 1 §4 "Intro request status", "Scheduling", "Meeting reminder",
 * §7 e-mails, §9 free limit; spec 2 §2 "Intro response page", §4 "Intro request"; DESIGN.md
 * "Departures": random single-use response link, 2 new requests per calendar month).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, introRequests, notifications, outboxEmails } from '../../../db/schema/index';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';

const clock = testClock();
const t = await buildTestApp(
  { APP_URL: 'https://warmintro.test', TEAM_EMAIL: 'team@warmintro.test' },
  { now: clock.now },
);

async function companyOn(plan: 'free' | 'pro') {
  const c = await createCompany(t.db, {
    planTier: plan,
    onboardingStatus: 'complete',
    companyName: `Co ${plan}`,
    fullName: 'Pat Lee',
  });
  return { ...c, cookie: await login(t.app, c.email, 'company') };
}
async function candidate(values = {}) {
  return createCandidate(t.db, {
    firstName: 'Kim',
    lastName: 'Cho',
    role: 'Data Engineer',
    calendarUrl: 'https://cal.com/kim',
    status: 'approved',
    ...values,
  });
}
function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}
async function responseToken(candidateEmail: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.template, 'introRequestCandidateNotification'),
        sql`${candidateEmail} = any(${outboxEmails.to})`,
      ),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return /\/intro-response\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
}

describe('requesting an intro', () => {
  it('creates a requested intro, counts it and queues the three e-mails of spec 1 §7', async () => {
    const co = await companyOn('free');
    const kim = await candidate();
    const res = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      message: 'Hi!',
      roleDescription: 'Data platform lead',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.db.select().from(introRequests).where(eq(introRequests.id, id));
    expect((await call(co.cookie, 'GET', `/api/intro-requests/${id}`)).json()).toMatchObject({
      status: 'requested',
      message: 'Hi!',
      roleDescription: 'Data platform lead',
      meetingScheduled: false,
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, co.id));
    expect(company!.introRequestCount).toBe(1);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.payload}->>'requestId' = ${id}`);
    expect(mails.map((m) => m.template).sort()).toEqual([
      'adminAlertNewIntro',
      'introRequestCandidateNotification',
    ]);
    const candidateMail = mails.find((m) => m.template === 'introRequestCandidateNotification')!;
    expect(candidateMail.to).toEqual([kim.email]);
    expect(candidateMail.textBody).toMatch(
      /https:\/\/warmintro\.test\/intro-response\/[A-Za-z0-9_-]{43}/,
    );
    expect(mails.find((m) => m.template === 'adminAlertNewIntro')!.to).toEqual([
      'team@warmintro.test',
    ]);
    const confirmations = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'introRequestCompanyConfirmation'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(confirmations).toHaveLength(1);
    expect(row!.responseTokenHash).not.toContain(await responseToken(kim.email));
  });

  it('refuses candidates who are not approved, a second request, visitors and candidates', async () => {
    const co = await companyOn('pro');
    const pending = await candidate({ status: 'pending' });
    expect(
      (
        await call(co.cookie, 'POST', '/api/intro-requests', {
          ...TEST_PAY,
          candidateId: pending.id,
        })
      ).statusCode,
    ).toBe(404);
    const kim = await candidate();
    expect(
      (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id }))
        .statusCode,
    ).toBe(201);
    const again = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/intro-requests',
          payload: { ...TEST_PAY, candidateId: kim.id },
        })
      ).statusCode,
    ).toBe(401);
    const someone = await injectAs(t, 'candidate');
    expect(
      (
        await call(someone.cookie, 'POST', '/api/intro-requests', {
          ...TEST_PAY,
          candidateId: kim.id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a paused company with a clear message', async () => {
    const co = await companyOn('pro');
    await t.db.update(companies).set({ status: 'paused' }).where(eq(companies.id, co.id));
    const res = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: (await candidate()).id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('paused');
  });

  it('refuses a company whose preferences are pending with ONBOARDING_REQUIRED (spec 1 §4)', async () => {
    const co = await companyOn('pro');
    await t.db
      .update(companies)
      .set({ onboardingStatus: 'pending_preferences' })
      .where(eq(companies.id, co.id));
    const kim = await candidate();
    const res = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ONBOARDING_REQUIRED',
      title: 'Onboarding Required',
      detail: 'Save or skip your hiring preferences before you request an intro.',
    });
    expect(
      await t.db.select().from(introRequests).where(eq(introRequests.candidateId, kim.id)),
    ).toEqual([]);
    // Once skipped, the same request goes through.
    expect((await call(co.cookie, 'POST', '/api/companies/me/preferences/skip')).statusCode).toBe(
      200,
    );
    expect(
      (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id }))
        .statusCode,
    ).toBe(201);
  });
});

describe('free plan limit (2 new intro requests per calendar month, UTC)', () => {
  it('allows two, refuses the third with 402 LIMIT_REACHED, and re-requests do not count', async () => {
    const co = await companyOn('free');
    const [a, b, c] = [await candidate(), await candidate(), await candidate()];
    expect(
      (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: a.id }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: b.id }))
        .statusCode,
    ).toBe(201);
    const third = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: c.id,
    });
    expect(third.statusCode).toBe(402);
    expect(third.json()).toMatchObject({ code: 'LIMIT_REACHED', title: 'Free Plan Limit Reached' });
    expect(third.json().detail).toMatch(
      /2 new intro requests per month\. Your limit resets on \w+ 1, \d{4}\./,
    );

    // b declines; re-requesting b is not a new request.
    const token = await responseToken(b.email);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/intro-responses/${token}`,
          payload: { response: 'declined' },
        })
      ).statusCode,
    ).toBe(200);
    const re = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: b.id,
    });
    expect(re.statusCode).toBe(201);
    expect(re.json().rerequested).toBe(true);
  });

  it("answers 404 for a candidate who does not exist, and last month's requests leave this month's allowance whole", async () => {
    const co = await companyOn('free');
    const missing = await call(co.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('Candidate Not Found');
    for (const k of [await candidate(), await candidate()]) {
      expect(
        (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: k.id }))
          .statusCode,
      ).toBe(201);
    }
    const later = await candidate();
    expect(
      (await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: later.id }))
        .statusCode,
    ).toBe(402);
    const month = 32 * 86_400_000;
    clock.advance(month);
    try {
      const cookie = await login(t.app, co.email, 'company');
      expect(
        (await call(cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: later.id }))
          .statusCode,
      ).toBe(201);
    } finally {
      clock.advance(-month);
    }
  });

  it('pro companies are unlimited', async () => {
    const co = await companyOn('pro');
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await call(co.cookie, 'POST', '/api/intro-requests', {
            ...TEST_PAY,
            candidateId: (await candidate()).id,
          })
        ).statusCode,
      ).toBe(201);
    }
  });

  it('20 simultaneous requests from a free company create exactly 2', async () => {
    const co = await companyOn('free');
    const targets = await Promise.all(Array.from({ length: 20 }, () => candidate()));
    const results = await Promise.all(
      targets.map((k) =>
        call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: k.id }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 402)).toHaveLength(18);
    const rows = await t.db.select().from(introRequests).where(eq(introRequests.companyId, co.id));
    expect(rows).toHaveLength(2);
    // A refused request writes nothing (docs/decisions/052): e-mails, notifications and the
    // company's count are the two stored requests' only.
    const asked = rows.map((r) => targets.find((k) => k.id === r.candidateId)!);
    const mailed = await t.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'introRequestCandidateNotification'),
          sql`${outboxEmails.to} && ${sql.param(
            targets.map((k) => k.email),
            outboxEmails.to,
          )}`,
        ),
      );
    expect(mailed.map((m) => m.to[0]).sort()).toEqual(asked.map((k) => k.email).sort());
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          targets.map((k) => k.id),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual(asked.map((k) => k.id).sort());
    const [counted] = await t.db
      .select({ n: companies.introRequestCount })
      .from(companies)
      .where(eq(companies.id, co.id));
    expect(counted!.n).toBe(2);
  });

  it('simultaneous first requests for one pair: one is created, the others answer 409, one set of e-mails', async () => {
    const co = await companyOn('pro');
    const kim = await candidate();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(
      'You have already requested an intro to this candidate.',
    );
    const mails = await t.db
      .select({ template: outboxEmails.template })
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.payload}->>'candidateName' = 'Kim Cho' and (${outboxEmails.payload}->>'companyEmail' = ${co.email} or ${kim.email} = any(${outboxEmails.to}))`,
      );
    expect(mails.map((m) => m.template).sort()).toEqual([
      'adminAlertNewIntro',
      'introRequestCandidateNotification',
      'introRequestCompanyConfirmation',
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, kim.id));
    expect(told).toHaveLength(1);
  });
});

describe('the candidate answers', () => {
  it('through the link: shows the request, accepts once, then says it was answered (spec 2 §2, §4)', async () => {
    const co = await companyOn('pro');
    const kim = await candidate();
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', {
        ...TEST_PAY,
        candidateId: kim.id,
        roleDescription: 'Lead data engineer',
      })
    ).json();
    const token = await responseToken(kim.email);

    const view = await t.app.inject(`/api/intro-responses/${token}`);
    expect(view.json()).toEqual({
      status: 'requested',
      companyId: co.id,
      companyName: 'Co pro',
      companyHiringRoles: ['Engineering'],
      // Who asked, by name and title (issue #33 item 8).
      requestedBy: 'Pat Lee, Founder at Co pro',
      roleDescription: 'Lead data engineer',
      message: null,
      // The stated pay (issue #35, docs/decisions/077).
      compensation: TEST_PAY.compensation,
      candidateName: 'Kim Cho',
      candidateRole: 'Data Engineer',
      candidateHasCalendarLink: true,
      // The company's public data, with its booking rate (none below 3 accepted intros, #17).
      company: {
        companyName: 'Co pro',
        hiringRoles: ['Engineering'],
        bookingRate: null,
        // No verified domain, no badge (docs/decisions/079).
        verifiedDomain: null,
      },
    });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/intro-responses/${token}`,
      payload: { response: 'accepted' },
    });
    expect(accept.json()).toEqual({
      status: 'accepted',
      message:
        'Thank you for accepting! The company has been notified and can now schedule a meeting.',
    });
    const row = (await call(co.cookie, 'GET', `/api/intro-requests/${id}`)).json();
    expect(row).toMatchObject({
      status: 'accepted',
      candidateResponse: 'accepted',
      meetingScheduled: false,
      meetingTime: null,
      meetingCompleted: false,
    });
    expect(new Date(row.candidateResponseDate).getTime()).not.toBeNaN();
    const told = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'introAcceptedByCandidateToCompany'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(told).toHaveLength(1);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/intro-responses/${token}`,
      payload: { response: 'declined' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      'This intro request has already been responded to (Status: accepted). No further action is needed.',
    );
  });

  it('an unknown link answers 404 with the spec text', async () => {
    const res = await t.app.inject(
      '/api/intro-responses/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Intro request not found or link is invalid.');
  });

  it('from the dashboard: only their own requests, declined e-mails the company', async () => {
    const co = await companyOn('pro');
    const kim = await candidate();
    const other = await candidate();
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id })
    ).json();
    const kimCookie = await login(t.app, kim.email, 'candidate');
    const otherCookie = await login(t.app, other.email, 'candidate');

    const list = await call(kimCookie, 'GET', '/api/candidates/me/intro-requests');
    expect(list.json()).toMatchObject([{ id, status: 'requested', companyName: 'Co pro' }]);
    expect((await call(otherCookie, 'GET', '/api/candidates/me/intro-requests')).json()).toEqual(
      [],
    );
    expect(
      (
        await call(otherCookie, 'POST', `/api/candidates/me/intro-requests/${id}/respond`, {
          response: 'accepted',
        })
      ).statusCode,
    ).toBe(404);

    const decline = await call(
      kimCookie,
      'POST',
      `/api/candidates/me/intro-requests/${id}/respond`,
      { response: 'declined' },
    );
    expect(decline.json()).toEqual({
      status: 'declined',
      message: 'Thank you for your response. The company has been notified.',
    });
    const told = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'introDeclinedByCandidateToCompany'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(told).toHaveLength(1);
  });
});

describe('the meeting (spec 1 §4 "Scheduling")', () => {
  async function acceptedIntro() {
    const co = await companyOn('pro');
    const kim = await candidate();
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/intro-responses/${await responseToken(kim.email)}`,
      payload: { response: 'accepted' },
    });
    return { co, kim, id };
  }

  it('refuses meeting steps before the candidate accepts (409)', async () => {
    const co = await companyOn('pro');
    const kim = await candidate();
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id })
    ).json();
    for (const step of ['schedule', 'book', 'complete']) {
      expect(
        (
          await call(co.cookie, 'POST', `/api/intro-requests/${id}/${step}`, {
            meetingTime: new Date(clock.now().getTime() + 86_400_000).toISOString(),
          })
        ).statusCode,
        step,
      ).toBe(409);
    }
  });

  it('schedule → book → complete, with the e-mails and an .ics file', async () => {
    const { co, id } = await acceptedIntro();
    expect((await call(co.cookie, 'POST', `/api/intro-requests/${id}/complete`)).statusCode).toBe(
      409,
    );

    // No time booked yet: no calendar file (issue #30; it used to be a confirmed event at "now").
    const early = await call(co.cookie, 'GET', `/api/intro-requests/${id}/meeting.ics`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ title: 'No Call Booked' });

    const scheduled = await call(co.cookie, 'POST', `/api/intro-requests/${id}/schedule`);
    expect(scheduled.json()).toMatchObject({
      calendarUrl: 'https://cal.com/kim',
      intro: { meetingScheduled: true, meetingMarkedByCompany: false },
    });
    expect((await call(co.cookie, 'GET', `/api/intro-requests/${id}/meeting.ics`)).statusCode).toBe(
      409,
    );

    // The call is booked a day ahead; completing waits until it has started (issue #17).
    const start = new Date(clock.now().getTime() + 86_400_000);
    start.setUTCSeconds(0, 0);
    const booked = await call(co.cookie, 'POST', `/api/intro-requests/${id}/book`, {
      meetingTime: start.toISOString(),
    });
    expect(booked.json()).toMatchObject({
      meetingScheduled: true,
      meetingMarkedByCompany: true,
      meetingTime: start.toISOString(),
    });

    const ics = await call(co.cookie, 'GET', `/api/intro-requests/${id}/meeting.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    const stamp = start.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain(`DTSTART:${stamp}`);

    expect((await call(co.cookie, 'POST', `/api/intro-requests/${id}/complete`)).statusCode).toBe(
      409,
    );
    clock.advance(86_400_000 + 60_000);
    const done = await call(co.cookie, 'POST', `/api/intro-requests/${id}/complete`);
    expect(done.json()).toMatchObject({ meetingCompleted: true });
    expect((await call(co.cookie, 'POST', `/api/intro-requests/${id}/complete`)).statusCode).toBe(
      409,
    );

    const mails = await t.db
      .select({ template: outboxEmails.template })
      .from(outboxEmails)
      .where(sql`${co.email} = any(${outboxEmails.to})`);
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining([
        'meetingScheduledCompanyNotification',
        'meetingCompletedCompanyNotification',
      ]),
    );
  });

  it("writes the booked call's time in words in the company's time zone (issue #13)", async () => {
    const { co, id } = await acceptedIntro();
    await t.db
      .update(companies)
      .set({ timezone: 'UTC+1 (Central European Time)' })
      .where(eq(companies.id, co.id));
    await call(co.cookie, 'POST', `/api/intro-requests/${id}/book`, {
      meetingTime: '2026-12-01T15:00:00.000Z',
    });
    const [mail] = await t.db
      .select({ textBody: outboxEmails.textBody })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'meetingScheduledCompanyNotification'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(mail!.textBody).toContain('When: Tuesday, December 1, 2026 at 4:00 PM GMT+1');
  });

  it("another company's request answers 404", async () => {
    const { id } = await acceptedIntro();
    const stranger = await companyOn('pro');
    for (const [method, url] of [
      ['GET', `/api/intro-requests/${id}`],
      ['POST', `/api/intro-requests/${id}/schedule`],
      ['GET', `/api/intro-requests/${id}/meeting.ics`],
    ] as const) {
      expect((await call(stranger.cookie, method, url)).statusCode, url).toBe(404);
    }
    expect((await call(stranger.cookie, 'GET', '/api/intro-requests/nonsense')).statusCode).toBe(
      404,
    );
  });

  it('the reminder is due after 48 hours without a booked call, and is sent once', async () => {
    const { co, id } = await acceptedIntro();
    const early = await call(co.cookie, 'POST', `/api/intro-requests/${id}/reminder`);
    expect(early.statusCode).toBe(409);
    await t.db
      .update(introRequests)
      .set({ answeredAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(introRequests.id, id));
    const list = await call(co.cookie, 'GET', '/api/intro-requests');
    expect(list.json().items.find((i: { id: string }) => i.id === id).reminderDue).toBe(true);

    const sent = await call(co.cookie, 'POST', `/api/intro-requests/${id}/reminder`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ reminderDue: false });
    expect(sent.json().meetingReminderSentAt).not.toBeNull();
    expect((await call(co.cookie, 'POST', `/api/intro-requests/${id}/reminder`)).statusCode).toBe(
      409,
    );
    const reminders = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'companyMeetingReminderSelf'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(reminders).toHaveLength(1);
  });

  it('lists the company’s requests newest first', async () => {
    const co = await companyOn('pro');
    const first = await candidate({ firstName: 'First' });
    const second = await candidate({ firstName: 'Second' });
    await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: first.id });
    await call(co.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: second.id });
    const list = (await call(co.cookie, 'GET', '/api/intro-requests')).json();
    expect(list.items.map((i: { candidateFirstName: string }) => i.candidateFirstName)).toEqual([
      'Second',
      'First',
    ]);
    expect(list.total).toBe(2);
  });
});
