/**
 * The admin nav's counts arrive live (issue #16: "The admin nav shows the count of candidates
 * waiting for review and of new companies", notifications "arrive live by the same stream";
 * docs/decisions/044): every step that moves a count writes a `nav-counts` event for each admin in
 * its transaction; admins may open `/api/stream`, and a reconnect with `Last-Event-ID` replays what
 * they missed; companies and candidates never get one.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamEvents, users } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  injectWith,
  login,
  testClock,
  verifyEmailOf,
  type InjectMethod,
} from '../../../../test/helpers';
import { openSse, type SseEvent, type SseStream } from '../../../../test/support/sse';
import {
  approveBody,
  candidateSignupBody,
  rejectBody,
  unique,
} from '../../../../test/support/valid-bodies';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
const open: SseStream[] = [];
afterAll(() => open.forEach((s) => s.close()));

const admin = await injectAs(t, 'admin');
const otherAdmin = await injectAs(t, 'admin');

const as = (cookie: string, method: InjectMethod, url: string, payload?: object) =>
  injectWith(t, cookie, method, url, payload);

async function stream(cookie: string, lastEventId?: string) {
  const s = await openSse(`${base}/api/stream`, {
    cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  open.push(s);
  expect(s.status).toBe(200);
  return s;
}

const navEvents = (events: SseEvent[]) => events.filter((e) => e.event === 'nav-counts');

/** How many `nav-counts` events the database holds for `userId`. */
async function navEventRows(userId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(streamEvents)
    .where(and(eq(streamEvents.userId, userId), eq(streamEvents.type, 'nav-counts')));
  return row!.n;
}

async function counts() {
  const res = await as(admin.cookie, 'GET', '/api/admin/nav-counts');
  expect(res.statusCode).toBe(200);
  return res.json() as { pendingCandidates: number; newCompanies: number };
}

/** Runs `step` and says how many `nav-counts` events it wrote for the admin. */
async function eventsOf(step: () => Promise<unknown>) {
  const before = await navEventRows(admin.id);
  await step();
  return (await navEventRows(admin.id)) - before;
}

describe('admin nav counts on the live stream (issue #16; docs/decisions/044)', () => {
  it("an admin's stream hears a candidate sign up and be approved; company and candidate streams do not; Last-Event-ID replays", async () => {
    const company = await injectAs(t, 'company');
    const candidate = await injectAs(t, 'candidate');
    const adminStream = await stream(admin.cookie);
    const otherAdminStream = await stream(otherAdmin.cookie);
    const companyStream = await stream(company.cookie);
    const candidateStream = await stream(candidate.cookie);
    const before = await counts();

    // A candidate signs up (pending): every admin's open stream hears it.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: candidateSignupBody() as never,
    });
    expect(signup.statusCode).toBe(201);
    const newId = (signup.json() as { user: { id: string; email: string } }).user.id;
    // Approvable once their address is verified (docs/decisions/065).
    await verifyEmailOf(t, (signup.json() as { user: { email: string } }).user.email);
    await adminStream.waitFor((e) => navEvents(e).length === 1);
    await otherAdminStream.waitFor((e) => navEvents(e).length === 1);
    expect(JSON.parse(navEvents(adminStream.events)[0]!.data)).toEqual({});
    // What the badge then reads.
    expect(await counts()).toEqual({ ...before, pendingCandidates: before.pendingCandidates + 1 });
    const lastId = navEvents(adminStream.events)[0]!.id!;
    adminStream.close();

    // Approved while this admin's tab was away: the reconnect replays it, from the database.
    const approved = await as(
      otherAdmin.cookie,
      'POST',
      `/api/admin/candidates/${newId}/approve`,
      approveBody(),
    );
    expect(approved.statusCode).toBe(200);
    await otherAdminStream.waitFor((e) => navEvents(e).length === 2);
    const again = await stream(admin.cookie, lastId);
    const replayed = await again.waitFor((e) => navEvents(e).length === 1);
    expect(Number(navEvents(replayed)[0]!.id)).toBeGreaterThan(Number(lastId));
    expect(await counts()).toEqual(before);

    // Companies and candidates never get one: not on their streams, not in the database.
    expect(navEvents(companyStream.events)).toEqual([]);
    expect(navEvents(candidateStream.events)).toEqual([]);
    const nonAdmins = await t.db
      .select({ id: streamEvents.id })
      .from(streamEvents)
      .innerJoin(users, eq(users.id, streamEvents.userId))
      .where(and(eq(streamEvents.type, 'nav-counts'), ne(users.role, 'admin')));
    expect(nonAdmins).toEqual([]);
  });

  it('only steps that move a count tell the admins, and each admin once', async () => {
    // Status edits and decisions: to or from pending moves the count; between approved, suspended
    // and rejected does not (rejecting and approving take a reason and a scorecard, ADR 078).
    const c = await createCandidate(t.db, { status: 'approved' });
    const patch = (status: string) => () =>
      as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, { status });
    expect(await eventsOf(patch('pending'))).toBe(1);
    expect(await eventsOf(patch('suspended'))).toBe(1);
    expect(
      await eventsOf(() =>
        as(admin.cookie, 'POST', `/api/admin/candidates/${c.id}/reject`, rejectBody()),
      ),
    ).toBe(0);
    expect(
      await eventsOf(() =>
        as(admin.cookie, 'POST', `/api/admin/candidates/${c.id}/approve`, approveBody()),
      ),
    ).toBe(0);

    const pending = await createCandidate(t.db, { status: 'pending' });
    expect(
      await eventsOf(() =>
        as(admin.cookie, 'POST', `/api/admin/candidates/${pending.id}/reject`, rejectBody()),
      ),
    ).toBe(1);

    // Deletions: a pending candidate and a company of this week move a count; others do not.
    const remove = (id: string, email: string) => () =>
      as(admin.cookie, 'DELETE', `/api/admin/users/${id}`, { confirmation: email });
    const waiting = await createCandidate(t.db, { status: 'pending' });
    expect(await eventsOf(remove(waiting.id, waiting.email))).toBe(1);
    const vetted = await createCandidate(t.db, { status: 'approved' });
    expect(await eventsOf(remove(vetted.id, vetted.email))).toBe(0);
    const fresh = await createCompany(t.db, { createdAt: clock.now() });
    expect(await eventsOf(remove(fresh.id, fresh.email))).toBe(1);
    const old = await createCompany(t.db, { createdAt: new Date(clock.now().getTime() - 8 * DAY) });
    expect(await eventsOf(remove(old.id, old.email))).toBe(0);

    // A candidate deleting their own pending account moves it too.
    const self = await createCandidate(t.db, { status: 'pending' });
    const selfCookie = await login(t.app, self.email, 'candidate');
    expect(
      await eventsOf(async () =>
        expect(
          (await as(selfCookie, 'DELETE', '/api/candidates/me', { confirmation: self.email }))
            .statusCode,
        ).toBe(204),
      ),
    ).toBe(1);

    // A company signs up: one event for each admin, none for the new company.
    const workEmail = `nav-${unique()}@orbit.example`;
    let companyId = '';
    expect(
      await eventsOf(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/companies',
          payload: {
            companyName: 'Orbit Nav',
            fullName: 'Nora Quinn',
            workEmail,
            role: 'CTO',
            hiringRoles: ['Engineering'],
            password: 'a-long-password',
          },
        });
        expect(res.statusCode).toBe(201);
        companyId = (res.json() as { user: { id: string } }).user.id;
      }),
    ).toBe(1);
    expect(await navEventRows(otherAdmin.id)).toBeGreaterThan(0);
    expect(await navEventRows(companyId)).toBe(0);

    // A refused signup (the e-mail is taken) writes nothing.
    const taken = candidateSignupBody();
    taken.email = workEmail;
    expect(
      await eventsOf(async () =>
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/candidates', payload: taken as never }))
            .statusCode,
        ).toBe(409),
      ),
    ).toBe(0);
  });

  it('admins open the stream; visitors get 401', async () => {
    expect((await fetch(`${base}/api/stream`)).status).toBe(401);
    const s = await stream(admin.cookie);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    s.close();
    // Every admin is addressed, however many there are.
    const ids = [admin.id, otherAdmin.id];
    const rows = await t.db
      .selectDistinct({ userId: streamEvents.userId })
      .from(streamEvents)
      .where(and(eq(streamEvents.type, 'nav-counts'), inArray(streamEvents.userId, ids)));
    expect(rows.map((r) => r.userId).sort()).toEqual([...ids].sort());
  });
});
