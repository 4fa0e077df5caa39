/**
 * Responsiveness shown to the other side (issue #17; docs/decisions/027), through the real API and
 * timers with an injected clock: a candidate's card says how fast and how often they answer over
 * the last 90 days, only from 3 settled requests on; the candidate sees how often a company books
 * a call once its intro is accepted, only from 3 accepted intros on.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { responsivenessText } from '../../../shared/responsiveness/schemas';
import { runIntroTimers } from '../intros/intro-requests.service';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

/** An approved candidate with a name found by nothing else, logged in. */
async function candidate() {
  const lastName = `Resp${randomUUID().slice(0, 8)}`;
  const c = await createCandidate(t.db, {
    firstName: 'Noor',
    lastName,
    status: 'approved',
    calendarUrl: 'https://cal.com/noor',
    availabilityConfirmedAt: clock.now(),
  });
  return { ...c, lastName, cookie: await login(t.app, c.email, 'candidate') };
}

async function company() {
  const co = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
  return { ...co, cookie: await login(t.app, co.email, 'company') };
}

/** A new company asks the candidate for an intro; returns the request's id. */
async function requestFrom(candidateId: string, co?: { cookie: string }) {
  const asker = co ?? (await company());
  const res = await call(asker.cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

function answer(cookie: string, id: string, response: 'accepted' | 'declined') {
  return call(cookie, 'POST', `/api/candidates/me/intro-requests/${id}/respond`, { response });
}

/** The candidate's card as the public feed shows it (searched by their unique last name). */
async function card(lastName: string) {
  const res = await t.app.inject(`/api/talent?q=${lastName.toLowerCase()}`);
  expect(res.statusCode).toBe(200);
  const [item] = res.json().items;
  expect(item, `${lastName} in the feed`).toBeDefined();
  return item;
}

describe('a candidate’s responsiveness on their card (issue #17)', () => {
  it('is not shown below 3 requests; then the share answered and the usual answer time', async () => {
    const c = await candidate();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await requestFrom(c.id));
    expect((await card(c.lastName)).responsiveness).toBeNull();

    clock.advance(HOUR);
    expect((await answer(c.cookie, ids[0]!, 'accepted')).statusCode).toBe(200); // 1 day
    clock.advance(35 * HOUR);
    expect((await answer(c.cookie, ids[1]!, 'declined')).statusCode).toBe(200); // 2 days
    // Two settled requests: still nothing shown (a pending one does not count).
    expect((await card(c.lastName)).responsiveness).toBeNull();

    clock.advance(24 * HOUR);
    expect((await answer(c.cookie, ids[2]!, 'accepted')).statusCode).toBe(200); // 3 days
    expect((await card(c.lastName)).responsiveness).toEqual({
      requests: 3,
      answered: 3,
      answeredPercent: 100,
      usualDays: 2,
    });

    // The fourth goes unanswered and expires after 7 days.
    clock.advance(7 * DAY - 60 * HOUR + MIN);
    expect((await runIntroTimers(t.app.ctx)).expire).toBeGreaterThanOrEqual(1);
    const figures = (await card(c.lastName)).responsiveness;
    expect(figures).toEqual({ requests: 4, answered: 3, answeredPercent: 75, usualDays: 2 });
    expect(responsivenessText(figures)).toBe('Usually answers within 2 days · 75% answered');

    // The candidate's own page for a company (intro confirmation) shows the same figures.
    const detail = await t.app.inject(`/api/talent/${c.id}`);
    expect(detail.json().responsiveness).toEqual(figures);
  });

  it('counts the last 90 UTC days: a request settled on day D counts until the end of day D+89', async () => {
    const c = await candidate();
    const first = await requestFrom(c.id);
    clock.advance(HOUR);
    await answer(c.cookie, first, 'accepted');
    const settled = clock.now();
    clock.advance(10 * DAY);
    for (const response of ['accepted', 'declined'] as const) {
      const id = await requestFrom(c.id);
      clock.advance(HOUR);
      await answer(c.cookie, id, response);
    }
    expect((await card(c.lastName)).responsiveness).toMatchObject({ requests: 3, answered: 3 });

    // The first answer's UTC day leaves the window at midnight UTC, 90 days after that day began.
    const dayStart = Date.UTC(
      settled.getUTCFullYear(),
      settled.getUTCMonth(),
      settled.getUTCDate(),
    );
    const leaves = dayStart + 90 * DAY;
    clock.advance(leaves - MIN - clock.now().getTime());
    expect((await card(c.lastName)).responsiveness).toMatchObject({ requests: 3 });
    clock.advance(2 * MIN);
    // Two left in the window: below 3, nothing is shown.
    expect((await card(c.lastName)).responsiveness).toBeNull();
  });
});

describe('a company’s booking rate, as the candidate sees it (issue #17)', () => {
  it('from 3 accepted intros on: the share in which a call was booked, a rebooked call counting once', async () => {
    const co = await company();
    const people: (Awaited<ReturnType<typeof candidate>> & { introId: string })[] = [];
    for (let i = 0; i < 4; i++) {
      const c = await candidate();
      people.push({ ...c, introId: await requestFrom(c.id, co) });
    }
    const rateSeenBy = async (p: (typeof people)[number]) => {
      const list = (await call(p.cookie, 'GET', '/api/candidates/me/intro-requests')).json();
      const mine = list.find((r: { id: string }) => r.id === p.introId);
      expect(mine.company).toMatchObject({ id: co.id });
      return mine.company.bookingRate;
    };
    await answer(people[0]!.cookie, people[0]!.introId, 'accepted');
    await answer(people[1]!.cookie, people[1]!.introId, 'accepted');
    await answer(people[3]!.cookie, people[3]!.introId, 'declined');
    expect(await rateSeenBy(people[0]!)).toBeNull();
    await answer(people[2]!.cookie, people[2]!.introId, 'accepted');
    expect(await rateSeenBy(people[3]!)).toEqual({ accepted: 3, booked: 0, bookedPercent: 0 });

    const book = (id: string) =>
      call(co.cookie, 'POST', `/api/intro-requests/${id}/book`, {
        meetingTime: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
      });
    expect((await book(people[0]!.introId)).statusCode).toBe(200);
    expect((await book(people[1]!.introId)).statusCode).toBe(200);
    // Cancelled and booked again: still one accepted intro with a booked call.
    const cancelled = await call(
      co.cookie,
      'POST',
      `/api/intro-requests/${people[1]!.introId}/cancel-call`,
      {
        reason: 'Moving it',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await book(people[1]!.introId)).statusCode).toBe(200);
    expect(await rateSeenBy(people[2]!)).toEqual({ accepted: 3, booked: 2, bookedPercent: 67 });
    // The same figure on the company's page (issue #15 "/companies/{id}").
    const page = await call(people[3]!.cookie, 'GET', `/api/companies/${co.id}`);
    expect(page.json().bookingRate).toEqual({ accepted: 3, booked: 2, bookedPercent: 67 });
  });
});
