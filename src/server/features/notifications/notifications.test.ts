/**
 * Notifications API (issue #16 "Notifications"; docs/decisions/040): each kind is written when its
 * event happens — in the event's transaction — and never when the event is refused; one unread
 * "new message" notification per conversation; only the owner reads or marks theirs; read-all;
 * the live stream carries them; data export and account deletion; the admin nav's counts.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema';
import { isoDate } from '../../../shared/gigs/schemas';
import { paths } from '../../../shared/paths';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { openSse } from '../../../../test/support/sse';
import { runTimers } from '../../jobs/intro-timers';

const clock = testClock();
const t = await buildTestApp({ APP_URL: 'https://warmintro.test' }, { now: clock.now });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(cookie: string, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined || method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

interface Item {
  id: string;
  kind: string;
  text: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}
async function bell(cookie: string, query = '') {
  const res = await call(cookie, 'GET', `/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; before: string | null; unreadCount: number };
}

async function pair() {
  const co = await createCompany(t.db, {
    onboardingStatus: 'complete',
    planTier: 'pro',
    companyName: 'Nimbus Labs',
    fullName: 'Maya Chen',
  });
  const kim = await createCandidate(t.db, {
    firstName: 'Kim',
    lastName: 'Cho',
    status: 'approved',
    calendarUrl: 'https://cal.com/kim',
  });
  return {
    company: { ...co, cookie: await login(t.app, co.email, 'company') },
    candidate: { ...kim, cookie: await login(t.app, kim.email, 'candidate') },
  };
}

async function requested() {
  const p = await pair();
  const res = await call(p.company.cookie, 'POST', '/api/intro-requests', {
    ...TEST_PAY,
    candidateId: p.candidate.id,
  });
  expect(res.statusCode).toBe(201);
  return { ...p, introId: res.json().id as string };
}

async function accepted() {
  const p = await requested();
  const res = await call(
    p.candidate.cookie,
    'POST',
    `/api/candidates/me/intro-requests/${p.introId}/respond`,
    { response: 'accepted' },
  );
  expect(res.statusCode).toBe(200);
  return p;
}

describe('intro notifications (issue #16)', () => {
  it('a request tells the candidate, linking to their intro requests; the company is not told of its own step', async () => {
    const p = await requested();
    const forCandidate = await bell(p.candidate.cookie);
    expect(forCandidate.unreadCount).toBe(1);
    expect(forCandidate.items).toEqual([
      {
        id: expect.any(String),
        kind: 'intro_requested',
        text: 'Nimbus Labs requested an intro with you.',
        link: paths.candidateDashboard.getHref('intro-requests'),
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect((await bell(p.company.cookie)).items).toEqual([]);
  });

  it('a refused request writes nothing', async () => {
    const p = await requested();
    const again = await call(p.company.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: p.candidate.id,
    });
    expect(again.statusCode).toBe(409);
    expect((await bell(p.candidate.cookie)).items).toHaveLength(1);
  });

  it('accepting tells the company, linking to the intro; answering again is refused and tells nobody', async () => {
    const p = await accepted();
    const forCompany = await bell(p.company.cookie);
    expect(forCompany.items).toMatchObject([
      {
        kind: 'intro_accepted',
        text: 'Kim Cho accepted your intro request.',
        link: paths.introConfirmation.getHref(p.candidate.id, p.introId),
        readAt: null,
      },
    ]);
    const twice = await call(
      p.candidate.cookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.introId}/respond`,
      { response: 'declined' },
    );
    expect(twice.statusCode).toBe(409);
    expect((await bell(p.company.cookie)).items).toHaveLength(1);
  });

  it('declining tells the company', async () => {
    const p = await requested();
    await call(
      p.candidate.cookie,
      'POST',
      `/api/candidates/me/intro-requests/${p.introId}/respond`,
      {
        response: 'declined',
      },
    );
    expect((await bell(p.company.cookie)).items.map((n) => n.text)).toEqual([
      'Kim Cho declined your intro request.',
    ]);
  });

  it('the meeting: scheduled, booked and completed tell the candidate; a refused step nothing', async () => {
    const p = await accepted();
    const url = (step: string) => `/api/intro-requests/${p.introId}/${step}`;
    // Not booked yet: completing is refused.
    expect((await call(p.company.cookie, 'POST', url('complete'))).statusCode).toBe(409);
    expect((await call(p.company.cookie, 'POST', url('schedule'))).statusCode).toBe(200);
    const start = new Date(clock.now().getTime() + HOUR);
    const booked = await call(p.company.cookie, 'POST', url('book'), {
      meetingTime: start.toISOString(),
    });
    expect(booked.statusCode).toBe(200);
    clock.advance(2 * HOUR);
    expect((await call(p.company.cookie, 'POST', url('complete'))).statusCode).toBe(200);
    const kinds = (await bell(p.candidate.cookie)).items.map((n) => n.kind);
    expect(kinds).toEqual([
      'meeting_completed',
      'meeting_booked',
      'meeting_scheduled',
      'intro_requested',
    ]);
    expect((await bell(p.candidate.cookie)).items[1]!.text).toBe(
      'Your call with Nimbus Labs is booked.',
    );
  });

  it('the timers: the answer reminder tells the candidate once; expiry tells both', async () => {
    const p = await requested();
    clock.advance(3 * DAY + HOUR);
    await runTimers(t.app.ctx);
    await runTimers(t.app.ctx);
    const reminders = (await bell(p.candidate.cookie)).items.filter((n) => n.kind === 'reminder');
    expect(reminders.map((n) => n.text)).toEqual([
      'Reminder: Nimbus Labs is waiting for your answer to their intro request.',
    ]);
    clock.advance(5 * DAY);
    await runTimers(t.app.ctx);
    expect((await bell(p.company.cookie)).items.map((n) => n.text)).toEqual([
      'The intro request between you and Kim Cho expired without an answer.',
    ]);
    expect((await bell(p.candidate.cookie)).items[0]!.kind).toBe('intro_expired');
  });
});

describe('gig notifications (issue #16)', () => {
  const form = {
    title: 'Pricing page experiment',
    roleCategory: 'Engineering',
    description: 'Ship an A/B test of our pricing page with two variants and analytics events.',
    deliverables: 'Two variants live, events in the dashboard, a short write-up.',
    estimatedDuration: '1 week',
    budgetRange: '$500–$1,000',
    startDate: isoDate(3),
  };
  async function proposed() {
    const p = await pair();
    await createIntro(
      t.db,
      { companyId: p.company.id, candidateId: p.candidate.id },
      'meeting_marked_by_company',
    );
    const res = await call(p.company.cookie, 'POST', '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: p.candidate.id,
    });
    expect(res.statusCode).toBe(201);
    return { ...p, gigId: res.json().id as string };
  }

  it('a proposal tells the candidate; accepting tells the company; completing the candidate', async () => {
    const p = await proposed();
    expect((await bell(p.candidate.cookie)).items).toMatchObject([
      {
        kind: 'gig_proposed',
        text: 'Nimbus Labs proposed a gig: Pricing page experiment.',
        link: paths.candidateDashboard.getHref('gigs'),
      },
    ]);
    const answer = await call(
      p.candidate.cookie,
      'POST',
      `/api/candidates/me/gigs/${p.gigId}/respond`,
      {
        response: 'accepted',
      },
    );
    expect(answer.statusCode).toBe(200);
    expect((await bell(p.company.cookie)).items).toMatchObject([
      {
        kind: 'gig_accepted',
        text: 'Kim Cho accepted your gig: Pricing page experiment.',
        link: paths.gigs.getHref(),
      },
    ]);
    expect((await call(p.company.cookie, 'POST', `/api/gigs/${p.gigId}/complete`)).statusCode).toBe(
      200,
    );
    expect((await bell(p.candidate.cookie)).items[0]!.kind).toBe('gig_completed');
  });

  it('declining tells the company; answering again is refused and tells nobody', async () => {
    const p = await proposed();
    const respond = (response: string) =>
      call(p.candidate.cookie, 'POST', `/api/candidates/me/gigs/${p.gigId}/respond`, { response });
    expect((await respond('declined')).statusCode).toBe(200);
    expect((await respond('accepted')).statusCode).toBe(409);
    expect((await bell(p.company.cookie)).items.map((n) => n.kind)).toEqual(['gig_declined']);
  });
});

describe('new messages: one unread notification per conversation (issue #16)', () => {
  it('counts messages into one notification, read when the conversation is opened; the next message starts a new one', async () => {
    const p = await accepted();
    const inbox = (await call(p.company.cookie, 'GET', '/api/conversations')).json();
    const conversationId = inbox.items[0].id as string;
    const send = (cookie: string, body: string) =>
      call(cookie, 'POST', `/api/conversations/${conversationId}/messages`, { body });
    expect((await send(p.company.cookie, 'Hello Kim')).statusCode).toBe(201);
    expect((await send(p.company.cookie, 'Are you free Tuesday?')).statusCode).toBe(201);
    expect((await send(p.company.cookie, 'Or Wednesday?')).statusCode).toBe(201);
    let messages = (await bell(p.candidate.cookie)).items.filter((n) => n.kind === 'new_message');
    expect(messages).toEqual([
      expect.objectContaining({
        text: '3 new messages from Nimbus Labs.',
        link: paths.conversation.getHref(conversationId),
        readAt: null,
      }),
    ]);
    // The sender is not told of their own messages.
    expect((await bell(p.company.cookie)).items.some((n) => n.kind === 'new_message')).toBe(false);

    // Opening the conversation reads it.
    await call(p.candidate.cookie, 'POST', `/api/conversations/${conversationId}/read`);
    messages = (await bell(p.candidate.cookie)).items.filter((n) => n.kind === 'new_message');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.readAt).not.toBeNull();

    await send(p.company.cookie, 'One more thing');
    messages = (await bell(p.candidate.cookie)).items.filter((n) => n.kind === 'new_message');
    expect(messages.map((n) => [n.text, n.readAt === null])).toEqual([
      ['New message from Nimbus Labs.', true],
      ['3 new messages from Nimbus Labs.', false],
    ]);
  });

  it('a refused message (closed conversation) writes nothing', async () => {
    const p = await accepted();
    const inbox = (await call(p.company.cookie, 'GET', '/api/conversations')).json();
    const conversationId = inbox.items[0].id as string;
    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    const declined = await call(
      adminCookie,
      'PATCH',
      `/api/admin/intro-requests/${p.introId}/status`,
      { status: 'declined' },
    );
    expect(declined.statusCode).toBe(200);
    const res = await call(
      p.company.cookie,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      {
        body: 'Still there?',
      },
    );
    expect(res.statusCode).toBe(409);
    expect((await bell(p.candidate.cookie)).items.some((n) => n.kind === 'new_message')).toBe(
      false,
    );
  });
});

describe('reading and marking (issue #16)', () => {
  it('only the owner reads or marks a notification: anyone else gets 404', async () => {
    const p = await requested();
    const [mine] = (await bell(p.candidate.cookie)).items;
    const stranger = await pair();
    for (const cookie of [p.company.cookie, stranger.candidate.cookie]) {
      const res = await call(cookie, 'POST', `/api/notifications/${mine!.id}/read`);
      expect(res.statusCode).toBe(404);
      expect((await bell(cookie)).items.some((n) => n.id === mine!.id)).toBe(false);
    }
    expect(
      (await call(p.candidate.cookie, 'POST', '/api/notifications/not-an-id/read')).statusCode,
    ).toBe(404);
    expect((await bell(p.candidate.cookie)).items[0]!.readAt).toBeNull();

    const read = await call(p.candidate.cookie, 'POST', `/api/notifications/${mine!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0 });
    const after = await bell(p.candidate.cookie);
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.unreadCount).toBe(0);
    // Marking again keeps the first time.
    await call(p.candidate.cookie, 'POST', `/api/notifications/${mine!.id}/read`);
    expect((await bell(p.candidate.cookie)).items[0]!.readAt).toBe(after.items[0]!.readAt);
  });

  it("read-all marks every unread one of the caller, and nobody else's", async () => {
    const p = await accepted();
    await call(p.company.cookie, 'POST', `/api/intro-requests/${p.introId}/schedule`);
    expect((await bell(p.candidate.cookie)).unreadCount).toBe(2);
    const res = await call(p.candidate.cookie, 'POST', '/api/notifications/read-all');
    expect(res.json()).toEqual({ unreadCount: 0 });
    const after = await bell(p.candidate.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
    expect((await bell(p.company.cookie)).unreadCount).toBe(1);
  });

  it('pages newest first with a keyset cursor', async () => {
    const p = await accepted();
    const url = (step: string) => `/api/intro-requests/${p.introId}/${step}`;
    await call(p.company.cookie, 'POST', url('schedule'));
    clock.advance(1000);
    await call(p.company.cookie, 'POST', url('book'), {
      meetingTime: new Date(clock.now().getTime() + DAY).toISOString(),
    });
    const first = await bell(p.candidate.cookie, '?limit=2');
    expect(first.items.map((n) => n.kind)).toEqual(['meeting_booked', 'meeting_scheduled']);
    expect(first.before).not.toBeNull();
    const second = await bell(
      p.candidate.cookie,
      `?limit=2&before=${encodeURIComponent(first.before!)}`,
    );
    expect(second.items.map((n) => n.kind)).toEqual(['intro_requested']);
    expect(second.before).toBeNull();
    expect(second.unreadCount).toBe(3);
    expect(
      (await call(p.candidate.cookie, 'GET', '/api/notifications?before=nonsense')).statusCode,
    ).toBe(400);
  });

  it('visitors get 401 and admins 403', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const admin = await createAdmin(t.db);
    const cookie = await login(t.app, admin.email, 'admin');
    expect((await call(cookie, 'GET', '/api/notifications')).statusCode).toBe(403);
  });
});

describe('live (issue #16)', () => {
  /** The app's address, listening from the first test that asks on. */
  const listening = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };

  it('the stream carries a notification to its owner when it is written', async () => {
    const base = await listening();
    const p = await pair();
    const stream = await openSse(`${base}/api/stream`, { cookie: p.candidate.cookie });
    expect(stream.status).toBe(200);
    await call(p.company.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: p.candidate.id,
    });
    const events = await stream.waitFor((e) => e.some((x) => x.event === 'notification'));
    const got = JSON.parse(events.find((x) => x.event === 'notification')!.data);
    expect(got.notification).toMatchObject({
      kind: 'intro_requested',
      text: 'Nimbus Labs requested an intro with you.',
      readAt: null,
    });
    // Marking it read is heard too (the other tabs' bells).
    await call(p.candidate.cookie, 'POST', `/api/notifications/${got.notification.id}/read`);
    await stream.waitFor((e) => e.filter((x) => x.event === 'notification').length >= 2);
    stream.close();
  });

  it('a message reaches both streams, and the reader hears of its counted notification as the bell shows it (docs/decisions/045)', async () => {
    const base = await listening();
    const p = await accepted();
    const inbox = (await call(p.company.cookie, 'GET', '/api/conversations')).json();
    const conversationId = inbox.items[0].id as string;
    const reader = await openSse(`${base}/api/stream`, { cookie: p.candidate.cookie });
    const sender = await openSse(`${base}/api/stream`, { cookie: p.company.cookie });
    const send = (body: string) =>
      call(p.company.cookie, 'POST', `/api/conversations/${conversationId}/messages`, { body });
    const first = await send('Hello Kim');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ body: 'Hello Kim', mine: true, senderRole: 'company' });
    expect((await send('Are you free Tuesday?')).statusCode).toBe(201);

    const heard = await reader.waitFor(
      (e) => e.filter((x) => x.event === 'notification').length >= 2,
    );
    const messages = heard.filter((x) => x.event === 'message').map((x) => JSON.parse(x.data));
    expect(messages).toEqual([
      { ...first.json(), mine: false },
      expect.objectContaining({ body: 'Are you free Tuesday?', mine: false }),
    ]);
    const told = heard
      .filter((x) => x.event === 'notification')
      .map((x) => JSON.parse(x.data).notification);
    const [shown] = (await bell(p.candidate.cookie)).items.filter((n) => n.kind === 'new_message');
    expect(told.map((n) => n.text)).toEqual([
      'New message from Nimbus Labs.',
      '2 new messages from Nimbus Labs.',
    ]);
    expect(told[1]).toEqual(shown);

    const echoed = await sender.waitFor((e) => e.filter((x) => x.event === 'message').length >= 2);
    expect(JSON.parse(echoed.find((x) => x.event === 'message')!.data)).toEqual(first.json());
    expect(echoed.some((x) => x.event === 'notification')).toBe(false);
    reader.close();
    sender.close();
  });
});

describe('keeping (docs/decisions/040)', () => {
  it('lets a notification go 90 days after it was read; an unread one stays however old', async () => {
    const co = await createCompany(t.db, { onboardingStatus: 'complete' });
    const now = clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    const row = (label: string, createdDaysAgo: number, readDaysAgo: number | null) => ({
      userId: co.id,
      kind: 'intro_accepted',
      data: { name: label },
      link: paths.dashboard.getHref('requests'),
      createdAt: new Date(now - createdDaysAgo * day),
      readAt: readDaysAgo === null ? null : new Date(now - readDaysAgo * day),
    });
    await t.db
      .insert(notifications)
      .values([
        row('read long ago', 200, 91),
        row('read lately', 200, 89),
        row('never read', 400, null),
      ]);
    await runTimers(t.app.ctx);
    const left = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, co.id));
    expect(left.map((n) => n.data.name).sort()).toEqual(['never read', 'read lately']);
  });
});

describe('export and deletion (issue #16)', () => {
  it('the data export includes notifications; deleting the account removes them', async () => {
    const p = await accepted();
    const company = (await call(p.company.cookie, 'GET', '/api/companies/me/export')).json();
    const candidate = (await call(p.candidate.cookie, 'GET', '/api/candidates/me/export')).json();
    expect(company.notifications).toMatchObject([{ kind: 'intro_accepted' }]);
    expect(candidate.notifications).toMatchObject([{ kind: 'intro_requested' }]);

    const del = await call(p.candidate.cookie, 'DELETE', '/api/candidates/me', {
      confirmation: p.candidate.email,
    });
    expect(del.statusCode).toBe(204);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, p.candidate.id)),
    ).toEqual([]);
    // The other side keeps theirs, words and link included.
    expect((await bell(p.company.cookie)).items.map((n) => n.text)).toEqual([
      'Kim Cho accepted your intro request.',
    ]);
  });
});

describe('admin nav counts (issue #16; docs/decisions/040)', () => {
  it('counts candidates waiting for review and companies created in the last 7 days; admin only', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await login(t.app, admin.email, 'admin');
    const counts = async () => {
      const res = await call(cookie, 'GET', '/api/admin/nav-counts');
      expect(res.statusCode).toBe(200);
      return res.json() as { pendingCandidates: number; newCompanies: number };
    };
    const before = await counts();
    await createCandidate(t.db, { status: 'pending' });
    await createCandidate(t.db, { status: 'approved' });
    await createCompany(t.db, { createdAt: clock.now() });
    await createCompany(t.db, { createdAt: new Date(clock.now().getTime() - 8 * DAY) });
    expect(await counts()).toEqual({
      pendingCandidates: before.pendingCandidates + 1,
      newCompanies: before.newCompanies + 1,
    });

    const p = await pair();
    for (const who of [p.company.cookie, p.candidate.cookie])
      expect((await call(who, 'GET', '/api/admin/nav-counts')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/nav-counts' })).statusCode).toBe(401);
  });
});
