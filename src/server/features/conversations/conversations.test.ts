/**
 * Conversations API (issue #16): one conversation per accepted intro, opened by the lifecycle,
 * closed when the intro ends or an account goes; only the two parties read and write; plain-text
 * messages up to 5,000 characters, seen state, keyset pages, 30 a minute; reports give the admin
 * read-only access and land in the audit log; exports and deletion; the unread e-mail once after
 * 10 minutes; the live stream and its Last-Event-ID replay.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { adminEditLog, messages, outboxEmails } from '../../../db/schema';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  login,
  testClock,
} from '../../../../test/helpers';
import { openSse } from '../../../../test/support/sse';
import { runTimers } from '../../jobs/intro-timers';
import { appendEvents, streamTransaction } from '../../platform/stream-events.repo';

const clock = testClock();
const t = await buildTestApp({ APP_URL: 'https://warmintro.test' }, { now: clock.now });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
function call(cookie: string, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined || method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

/** A company and a candidate whose intro the candidate accepts on the dashboard. */
async function acceptedPair() {
  const co = await createCompany(t.db, {
    onboardingStatus: 'complete',
    companyName: 'Nimbus Labs',
    fullName: 'Maya Chen',
  });
  const kim = await createCandidate(t.db, {
    firstName: 'Kim',
    lastName: 'Cho',
    calendarUrl: 'https://cal.com/kim',
  });
  const intro = await createIntro(t.db, { companyId: co.id, candidateId: kim.id }, 'requested');
  const company = { ...co, cookie: await login(t.app, co.email, 'company') };
  const candidate = { ...kim, cookie: await login(t.app, kim.email, 'candidate') };
  const res = await call(
    candidate.cookie,
    'POST',
    `/api/candidates/me/intro-requests/${intro.id}/respond`,
    { response: 'accepted' },
  );
  expect(res.statusCode).toBe(200);
  const inbox = (await call(company.cookie, 'GET', '/api/conversations')).json();
  const conversationId = inbox.items[0].id as string;
  return { company, candidate, intro, conversationId };
}

const send = (cookie: string, id: string, body: string) =>
  call(cookie, 'POST', `/api/conversations/${id}/messages`, { body });

describe('opening and who may read and write (issue #16)', () => {
  it('opens one conversation when the candidate accepts, for both sides', async () => {
    const p = await acceptedPair();
    const forCompany = (await call(p.company.cookie, 'GET', '/api/conversations')).json();
    const forCandidate = (await call(p.candidate.cookie, 'GET', '/api/conversations')).json();
    expect(forCompany.items).toHaveLength(1);
    expect(forCompany.items[0]).toMatchObject({
      id: p.conversationId,
      introRequestId: p.intro.id,
      otherPartyName: 'Kim Cho',
      open: true,
      unread: 0,
    });
    expect(forCandidate.items[0]).toMatchObject({
      id: p.conversationId,
      otherPartyName: 'Nimbus Labs',
    });
  });

  it('no conversation before the candidate accepts', async () => {
    const co = await createCompany(t.db, { onboardingStatus: 'complete' });
    const kim = await createCandidate(t.db);
    await createIntro(t.db, { companyId: co.id, candidateId: kim.id }, 'requested');
    const cookie = await login(t.app, co.email, 'company');
    expect((await call(cookie, 'GET', '/api/conversations')).json().items).toEqual([]);
  });

  it('another company, another candidate and the admin cannot read or write it', async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'Hello Kim');
    const other = await createCompany(t.db, { onboardingStatus: 'complete' });
    const otherCand = await createCandidate(t.db);
    const admin = await createAdmin(t.db);
    const outsiders = [
      await login(t.app, other.email, 'company'),
      await login(t.app, otherCand.email, 'candidate'),
    ];
    for (const cookie of outsiders) {
      expect((await call(cookie, 'GET', `/api/conversations/${p.conversationId}`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(cookie, 'GET', `/api/conversations/${p.conversationId}/messages`)).statusCode,
      ).toBe(404);
      expect((await send(cookie, p.conversationId, 'hi')).statusCode).toBe(404);
      expect(
        (await call(cookie, 'POST', `/api/conversations/${p.conversationId}/read`)).statusCode,
      ).toBe(404);
    }
    const adminCookie = await login(t.app, admin.email, 'admin');
    expect(
      (await call(adminCookie, 'GET', `/api/conversations/${p.conversationId}`)).statusCode,
    ).toBe(403);
    expect((await send(adminCookie, p.conversationId, 'hi')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/conversations' })).statusCode).toBe(401);
    const stored = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, p.conversationId));
    expect(stored.map((m) => m.body)).toEqual(['Hello Kim']);
  });
});

describe('messages (issue #16)', () => {
  it('keeps line breaks, shows sent and seen, counts unread', async () => {
    const p = await acceptedPair();
    const res = await send(p.company.cookie, p.conversationId, 'Hi Kim,\n\nWhen are you free?');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      body: 'Hi Kim,\n\nWhen are you free?',
      mine: true,
      senderRole: 'company',
      readAt: null,
    });
    const inbox = (await call(p.candidate.cookie, 'GET', '/api/conversations')).json();
    expect(inbox.unreadTotal).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      unread: 1,
      lastMessage: { body: 'Hi Kim,\n\nWhen are you free?', mine: false },
    });
    const read = await call(
      p.candidate.cookie,
      'POST',
      `/api/conversations/${p.conversationId}/read`,
    );
    expect(read.json()).toEqual({ read: 1, unreadTotal: 0 });
    const page = (
      await call(p.company.cookie, 'GET', `/api/conversations/${p.conversationId}/messages`)
    ).json();
    expect(page.items[0].readAt).not.toBeNull();
    expect((await call(p.candidate.cookie, 'GET', '/api/conversations')).json().unreadTotal).toBe(
      0,
    );
  });

  it('refuses an empty or oversized message with the form message, storing nothing', async () => {
    const p = await acceptedPair();
    for (const [body, message] of [
      ['', 'Please write a message.'],
      ['   \n  ', 'Please write a message.'],
      ['x'.repeat(5001), 'Please keep your message under 5,000 characters.'],
    ] as const) {
      const res = await send(p.company.cookie, p.conversationId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.body).toBe(message);
    }
    expect((await send(p.company.cookie, p.conversationId, 'y'.repeat(5000))).statusCode).toBe(201);
    const stored = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.conversationId, p.conversationId));
    expect(stored[0]!.n).toBe(1);
  });

  it('pages older messages by keyset, oldest first within a page, newest page first', async () => {
    const p = await acceptedPair();
    for (let i = 1; i <= 7; i++) {
      await send(i % 2 ? p.company.cookie : p.candidate.cookie, p.conversationId, `m${i}`);
      clock.advance(1000);
    }
    const url = `/api/conversations/${p.conversationId}/messages?limit=3`;
    const first = (await call(p.company.cookie, 'GET', url)).json();
    expect(first.items.map((m: { body: string }) => m.body)).toEqual(['m5', 'm6', 'm7']);
    const second = (
      await call(p.company.cookie, 'GET', `${url}&before=${encodeURIComponent(first.before)}`)
    ).json();
    expect(second.items.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const third = (
      await call(p.company.cookie, 'GET', `${url}&before=${encodeURIComponent(second.before)}`)
    ).json();
    expect(third.items.map((m: { body: string }) => m.body)).toEqual(['m1']);
    expect(third.before).toBeNull();
    expect((await call(p.company.cookie, 'GET', `${url}&before=garbage`)).statusCode).toBe(400);
  });

  it('allows 30 messages a minute per user, then 429 with Retry-After', async () => {
    const p = await acceptedPair();
    for (let i = 0; i < 30; i++)
      expect((await send(p.candidate.cookie, p.conversationId, `n${i}`)).statusCode).toBe(201);
    const over = await send(p.candidate.cookie, p.conversationId, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // The other party has their own budget.
    expect((await send(p.company.cookie, p.conversationId, 'still fine')).statusCode).toBe(201);
  });
});

describe('closing (issue #16)', () => {
  it('closes for new messages when the intro goes stale, stays readable, opens again on reopen', async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'Before');
    clock.advance(15 * 24 * 3_600_000);
    await runTimers(t.app.ctx);
    const view = (
      await call(p.candidate.cookie, 'GET', `/api/conversations/${p.conversationId}`)
    ).json();
    expect(view).toMatchObject({ open: false, closedReason: 'stale' });
    const refused = await send(p.candidate.cookie, p.conversationId, 'After');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This conversation is closed. You can still read it.');
    const page = (
      await call(p.candidate.cookie, 'GET', `/api/conversations/${p.conversationId}/messages`)
    ).json();
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['Before']);
    const reopened = await call(
      p.company.cookie,
      'POST',
      `/api/intro-requests/${p.intro.id}/reopen`,
    );
    expect(reopened.statusCode).toBe(200);
    expect(
      (await call(p.candidate.cookie, 'GET', `/api/conversations/${p.conversationId}`)).json().open,
    ).toBe(true);
    expect((await send(p.candidate.cookie, p.conversationId, 'After reopening')).statusCode).toBe(
      201,
    );
  });

  it('closes when an admin sets the intro declined', async () => {
    const p = await acceptedPair();
    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    const res = await call(adminCookie, 'PATCH', `/api/admin/intro-requests/${p.intro.id}/status`, {
      status: 'declined',
    });
    expect(res.statusCode).toBe(200);
    expect((await send(p.company.cookie, p.conversationId, 'hi')).statusCode).toBe(409);
  });

  it("closes when an account is deleted, removing that account's messages", async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'From the company');
    await send(p.candidate.cookie, p.conversationId, 'From Kim');
    const del = await call(p.candidate.cookie, 'DELETE', '/api/candidates/me', {
      confirmation: p.candidate.email,
    });
    expect(del.statusCode).toBe(204);
    const view = (
      await call(p.company.cookie, 'GET', `/api/conversations/${p.conversationId}`)
    ).json();
    expect(view).toMatchObject({
      open: false,
      closedReason: 'account_deleted',
      otherPartyName: 'Deleted account',
    });
    const page = (
      await call(p.company.cookie, 'GET', `/api/conversations/${p.conversationId}/messages`)
    ).json();
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['From the company']);
    expect((await send(p.company.cookie, p.conversationId, 'Still there?')).statusCode).toBe(409);
  });
});

describe('reports (issue #16)', () => {
  it('lets the admin read a reported conversation read-only, and logs the report', async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'Send me your passport scan');
    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    expect(
      (await call(adminCookie, 'GET', `/api/admin/conversations/${p.conversationId}`)).statusCode,
    ).toBe(404);
    const empty = await call(
      p.candidate.cookie,
      'POST',
      `/api/conversations/${p.conversationId}/report`,
      {
        reason: '  ',
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBe('Please tell us what is wrong.');
    const res = await call(
      p.candidate.cookie,
      'POST',
      `/api/conversations/${p.conversationId}/report`,
      {
        reason: 'Asks for documents',
      },
    );
    expect(res.statusCode).toBe(201);
    const view = await call(adminCookie, 'GET', `/api/admin/conversations/${p.conversationId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      reports: [{ reporterRole: 'candidate', reason: 'Asks for documents' }],
      messages: [{ body: 'Send me your passport scan', senderRole: 'company' }],
    });
    const list = (await call(adminCookie, 'GET', '/api/admin/conversation-reports')).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ conversationId: p.conversationId, reason: 'Asks for documents' }),
    );
    const log = await t.db
      .select()
      .from(adminEditLog)
      .where(eq(adminEditLog.editedUserId, p.company.id));
    expect(JSON.stringify(log[0]!.changes)).toContain('Asks for documents');
    // The admin has no way to write into it.
    expect((await send(adminCookie, p.conversationId, 'admin here')).statusCode).toBe(403);
  });
});

describe('data export (issue #16)', () => {
  it("includes the user's conversations and messages", async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'Exported hello');
    const company = (await call(p.company.cookie, 'GET', '/api/companies/me/export')).json();
    const candidate = (await call(p.candidate.cookie, 'GET', '/api/candidates/me/export')).json();
    for (const data of [company, candidate])
      expect(data.conversations[0].messages[0]).toMatchObject({ body: 'Exported hello' });
  });
});

describe('unread e-mail (issue #16)', () => {
  it('e-mails the reader once after 10 minutes, not once per message, unless turned off', async () => {
    const p = await acceptedPair();
    await send(p.company.cookie, p.conversationId, 'Secret alpha');
    await send(p.company.cookie, p.conversationId, 'Secret beta');
    const mails = () =>
      t.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, 'unreadMessages'),
            sql`${p.candidate.email} = any(${outboxEmails.to})`,
          ),
        );
    clock.advance(9 * 60_000);
    await runTimers(t.app.ctx);
    expect(await mails()).toHaveLength(0);
    clock.advance(2 * 60_000);
    await Promise.all([runTimers(t.app.ctx), runTimers(t.app.ctx)]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain(`https://warmintro.test/messages/${p.conversationId}`);
    expect(sent[0]!.textBody).toContain('2 unread messages');
    expect(sent[0]!.textBody).not.toContain('Secret');
    await send(p.company.cookie, p.conversationId, 'three');
    clock.advance(11 * 60_000);
    await runTimers(t.app.ctx);
    expect(await mails()).toHaveLength(1);

    // The company turns these e-mails off: Kim's reply never e-mails it.
    const off = await call(p.company.cookie, 'PUT', '/api/conversations/settings', {
      messageEmails: false,
    });
    expect(off.json()).toEqual({ messageEmails: false });
    await send(p.candidate.cookie, p.conversationId, 'reply');
    clock.advance(11 * 60_000);
    await runTimers(t.app.ctx);
    const toCompany = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'unreadMessages'),
          sql`${p.company.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(toCompany).toHaveLength(0);
  });
});

describe('live stream (issue #16)', () => {
  it('delivers a message to the other party, and replays after Last-Event-ID', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const p = await acceptedPair();
    expect((await fetch(`${base}/api/stream`)).status).toBe(401);
    const stream = await openSse(`${base}/api/stream`, { cookie: p.candidate.cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    // Headers arrive once the stream is registered: nothing sent from here on is missed.
    await send(p.company.cookie, p.conversationId, 'live one');
    const events = await stream.waitFor((e) =>
      e.some((x) => x.event === 'message' && x.data.includes('live one')),
    );
    const got = events.find((x) => x.event === 'message')!;
    expect(JSON.parse(got.data)).toMatchObject({ body: 'live one', mine: false });
    const lastId = stream.events.at(-1)!.id!;
    stream.close();

    // Missed while away: two messages; the reconnect gets both, in order, and nothing before.
    await send(p.company.cookie, p.conversationId, 'missed one');
    await send(p.company.cookie, p.conversationId, 'missed two');
    const again = await openSse(`${base}/api/stream`, {
      cookie: p.candidate.cookie,
      'last-event-id': lastId,
    });
    const replay = await again.waitFor((e) => e.filter((x) => x.event === 'message').length >= 2);
    expect(replay.filter((x) => x.event === 'message').map((x) => JSON.parse(x.data).body)).toEqual(
      ['missed one', 'missed two'],
    );
    expect(replay.every((x) => Number(x.id) > Number(lastId))).toBe(true);
    again.close();
  });

  it('gives every open stream its own events once and in order, however many arrive at once', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const pairs = [await acceptedPair(), await acceptedPair()];
    // Two tabs of the first candidate, one of the second, one of each company.
    const readers = [
      { who: pairs[0]!.candidate, pair: pairs[0]! },
      { who: pairs[0]!.candidate, pair: pairs[0]! },
      { who: pairs[1]!.candidate, pair: pairs[1]! },
      { who: pairs[0]!.company, pair: pairs[0]! },
      { who: pairs[1]!.company, pair: pairs[1]! },
    ];
    const streams = await Promise.all(
      readers.map((r) => openSse(`${base}/api/stream`, { cookie: r.who.cookie })),
    );
    // Ten messages each way in each conversation, all sent at once.
    const sent = await Promise.all(
      pairs.flatMap((p, i) =>
        Array.from({ length: 10 }, (_, n) => [
          send(p.company.cookie, p.conversationId, `c${i}-${n}`),
          send(p.candidate.cookie, p.conversationId, `k${i}-${n}`),
        ]).flat(),
      ),
    );
    expect(sent.every((r) => r.statusCode === 201)).toBe(true);
    for (const [k, stream] of streams.entries()) {
      const bodies = (events: typeof stream.events) =>
        events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).body as string);
      const got = bodies(await stream.waitFor((e) => bodies(e).length >= 20));
      const i = pairs.indexOf(readers[k]!.pair);
      // Exactly this conversation's 20 messages, none twice, none of the other conversation.
      expect(new Set(got).size).toBe(20);
      expect(got.every((b) => b.slice(1).startsWith(`${i}-`))).toBe(true);
      // Ids rise: the order the stream gives is the order the events were written. They are the
      // user's own numbers, one after the other: the other conversation's events, written in
      // between, leave no gap (issue #31; docs/decisions/064).
      const ids = stream.events.map((e) => Number(e.id));
      expect(ids).toEqual(ids.map((_, n) => ids[0]! + n));
      stream.close();
    }
  });

  it("numbers each user's events 1, 2, 3, … whatever else the platform does; an id never given counts as none (issue #31, ADR 064)", async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const busy = await acceptedPair();
    for (let n = 0; n < 5; n += 1)
      await send(busy.company.cookie, busy.conversationId, `busy ${n}`);
    const p = await acceptedPair();
    // The candidate's events so far (the accepted intro's) are theirs alone: 1, 2, …
    const fresh = await openSse(`${base}/api/stream`, {
      cookie: p.candidate.cookie,
      'last-event-id': '0',
    });
    const replayed = await fresh.waitFor((e) => e.some((x) => x.event === 'conversation'));
    const first = replayed.map((e) => Number(e.id));
    expect(first).toEqual(first.map((_, n) => n + 1));
    await send(busy.company.cookie, busy.conversationId, 'elsewhere');
    await send(p.company.cookie, p.conversationId, 'to Kim');
    const live = await fresh.waitFor((e) => e.some((x) => x.data.includes('to Kim')));
    const ids = live.map((e) => Number(e.id));
    expect(ids).toEqual(ids.map((_, n) => n + 1));
    fresh.close();

    // A Last-Event-ID above the user's last number (an old platform-wide id, or made up) replays
    // nothing and misses nothing after it.
    const future = await openSse(`${base}/api/stream`, {
      cookie: p.candidate.cookie,
      'last-event-id': '999999',
    });
    await send(p.company.cookie, p.conversationId, 'after the future');
    const next = await future.waitFor((e) => e.some((x) => x.data.includes('after the future')));
    expect(next.filter((e) => e.event === 'message')).toHaveLength(1);
    expect(Number(next.find((e) => e.event === 'message')!.id)).toBe(ids.at(-1)! + 1);
    future.close();
  });

  it('announces the events of a committed step after its commit, and of a rolled-back one nothing', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const p = await acceptedPair();
    const stream = await openSse(`${base}/api/stream`, { cookie: p.candidate.cookie });
    const event = (n: string) => ({
      userId: p.candidate.id,
      type: 'unread' as const,
      payload: { n },
    });
    await expect(
      streamTransaction(t.db, async (tx) => {
        await appendEvents(tx, [event('rolled back')]);
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    // Announced together when they come while one announcement is in flight.
    await Promise.all(
      ['one', 'two', 'three'].map((n) =>
        streamTransaction(t.db, (tx) => appendEvents(tx, [event(n)])),
      ),
    );
    const named = (events: typeof stream.events) =>
      events.map((e) => JSON.parse(e.data).n as string | undefined).filter(Boolean);
    const got = named(await stream.waitFor((e) => named(e).length >= 3));
    expect([...got].sort()).toEqual(['one', 'three', 'two']);
    stream.close();
  });

  it('replays more events than one read holds, in order (a reader back after a long time)', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const p = await acceptedPair();
    const first = await openSse(`${base}/api/stream`, { cookie: p.candidate.cookie });
    await send(p.company.cookie, p.conversationId, 'before');
    const [mark] = await first.waitFor((e) => e.some((x) => x.event === 'message'));
    first.close();
    await t.db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: 1205 }, (_, n) => ({
          userId: p.candidate.id,
          type: 'unread' as const,
          payload: { n },
        })),
      ),
    );
    const again = await openSse(`${base}/api/stream`, {
      cookie: p.candidate.cookie,
      'last-event-id': mark!.id!,
    });
    const numbered = (events: typeof again.events) =>
      events.map((e) => JSON.parse(e.data).n as number | undefined).filter((n) => n !== undefined);
    const replay = await again.waitFor((e) => numbered(e).length >= 1205, 15_000);
    expect(numbered(replay)).toEqual(Array.from({ length: 1205 }, (_, n) => n));
    again.close();
  });
});
