/**
 * Candidates stay current (issue #17; docs/decisions/028), through the real API and the timers
 * job with an injected clock: asked just after 30 days (not just before), paused just after 7 more
 * days (37 in all), out of the feed and closed to new requests while paused, back with one click
 * on the e-mailed link (no login) or from the dashboard; links that are replaced, expired or made
 * up; each timer once even when two processes run it at once; the admin's paused filter.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../../db/schema';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { availabilityTexts } from '../../../shared/candidates/availability';
import { runTimers } from '../../jobs/intro-timers';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

async function candidate(values = {}) {
  const lastName = `Avail${randomUUID().slice(0, 8)}`;
  const c = await createCandidate(t.db, {
    firstName: 'Ines',
    lastName,
    status: 'approved',
    availabilityConfirmedAt: clock.now(),
    ...values,
  });
  return { ...c, lastName, cookie: await login(t.app, c.email, 'candidate') };
}

async function mails(address: string, template: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), sql`${address} = any(${outboxEmails.to})`));
}

/** The token of the one-click link in the latest such e-mail. */
async function linkToken(address: string, template: string) {
  const list = await mails(address, template);
  const match = list.at(-1)?.textBody.match(/\/still-open\/([A-Za-z0-9_-]{43})/);
  expect(match, `${template} link`).toBeTruthy();
  return match![1]!;
}

async function inFeed(lastName: string) {
  const res = await t.app.inject(`/api/talent?q=${lastName.toLowerCase()}`);
  return res.json().total as number;
}

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/still-open/${token}`, payload: {} });

describe('the 30-day check and the pause after 7 more days (issue #17)', () => {
  it('asks just after 30 days, pauses just after 37, and one click brings the candidate back', async () => {
    const c = await candidate();
    clock.advance(30 * DAY - MIN);
    await runTimers(t.app.ctx);
    expect(await mails(c.email, 'availabilityCheck')).toHaveLength(0);

    clock.advance(2 * MIN);
    await runTimers(t.app.ctx);
    await runTimers(t.app.ctx);
    const asked = await mails(c.email, 'availabilityCheck');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toBe('Are you still open to intros?');
    expect(asked[0]!.htmlBody).toContain('Warm<span'); // the brand layout
    const firstToken = await linkToken(c.email, 'availabilityCheck');
    expect(await inFeed(c.lastName)).toBe(1);

    clock.advance(7 * DAY - 2 * MIN);
    await runTimers(t.app.ctx);
    expect(await inFeed(c.lastName)).toBe(1);
    expect(await mails(c.email, 'availabilityPaused')).toHaveLength(0);

    clock.advance(2 * MIN);
    await runTimers(t.app.ctx);
    expect(await inFeed(c.lastName)).toBe(0);
    expect(await mails(c.email, 'availabilityPaused')).toHaveLength(1);
    const profile = (
      await t.app.inject({ url: '/api/candidates/me', headers: { cookie: c.cookie } })
    ).json();
    expect(profile.openToIntros).toMatchObject({ paused: true, pausedBy: 'no_answer' });

    // A paused candidate gets no new intro requests, with a clear message.
    const co = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
    const coCookie = await login(t.app, co.email, 'company');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/intro-requests',
      headers: { cookie: coCookie },
      payload: { ...TEST_PAY, candidateId: c.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      title: 'Intros Paused',
      detail: availabilityTexts.candidatePaused,
    });

    // The pause notice's link replaced the question's: the old one no longer works.
    expect((await confirm(firstToken)).statusCode).toBe(404);
    const token = await linkToken(c.email, 'availabilityPaused');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ firstName: 'Ines', resumed: true });
    expect(await inFeed(c.lastName)).toBe(1);
    // Clicking again says the same; nothing is paused.
    expect((await confirm(token)).json()).toEqual({ firstName: 'Ines', resumed: false });

    // The 30-day clock started again at the confirmation.
    clock.advance(30 * DAY - MIN);
    await runTimers(t.app.ctx);
    expect(await mails(c.email, 'availabilityCheck')).toHaveLength(1);
    clock.advance(2 * MIN);
    await runTimers(t.app.ctx);
    expect(await mails(c.email, 'availabilityCheck')).toHaveLength(2);
  });

  it('a link older than 30 days has expired (410); a made-up one is not found (404)', async () => {
    const c = await candidate();
    clock.advance(30 * DAY);
    await runTimers(t.app.ctx);
    const token = await linkToken(c.email, 'availabilityCheck');
    clock.advance(30 * DAY + MIN);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      title: availabilityTexts.expiredTitle,
    });
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ title: availabilityTexts.invalidTitle });
    expect((await confirm('short')).statusCode).toBe(404);
  });

  it('two processes running the timers at once ask once and pause once', async () => {
    const c = await candidate();
    clock.advance(30 * DAY);
    await Promise.all([runTimers(t.app.ctx), runTimers(t.app.ctx)]);
    expect(await mails(c.email, 'availabilityCheck')).toHaveLength(1);
    clock.advance(7 * DAY);
    await Promise.all([runTimers(t.app.ctx), runTimers(t.app.ctx)]);
    expect(await mails(c.email, 'availabilityPaused')).toHaveLength(1);
  });

  it('candidates not approved, or paused by themselves, are not asked', async () => {
    const pending = await candidate({ status: 'pending' });
    const self = await candidate();
    await t.app.inject({
      method: 'PUT',
      url: '/api/candidates/me/availability',
      headers: { cookie: self.cookie },
      payload: { open: false },
    });
    clock.advance(40 * DAY);
    await runTimers(t.app.ctx);
    expect(await mails(pending.email, 'availabilityCheck')).toHaveLength(0);
    expect(await mails(self.email, 'availabilityCheck')).toHaveLength(0);
  });
});

describe('pausing and resuming from the dashboard (issue #17)', () => {
  const put = (cookie: string, open: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/candidates/me/availability',
      headers: { cookie },
      payload: { open },
    });

  it('pause takes the candidate out of the feed; resume brings them back', async () => {
    const c = await candidate();
    expect(await inFeed(c.lastName)).toBe(1);
    const paused = await put(c.cookie, false);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, pausedBy: 'candidate' });
    expect(await inFeed(c.lastName)).toBe(0);
    const again = await put(c.cookie, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(availabilityTexts.alreadyPaused);

    const resumed = await put(c.cookie, true);
    expect(resumed.json()).toMatchObject({ paused: false, pausedAt: null, pausedBy: null });
    expect(await inFeed(c.lastName)).toBe(1);
  });

  it('a profile not approved cannot pause or resume; bad bodies are 400', async () => {
    const c = await candidate({ status: 'pending' });
    const res = await put(c.cookie, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(availabilityTexts.notApproved);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/candidates/me/availability',
      headers: { cookie: c.cookie },
      payload: { open: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the admin sees paused candidates: a filter and who paused them', async () => {
    const c = await candidate();
    await put(c.cookie, false);
    const admin = await createAdmin(t.db);
    const cookie = await login(t.app, admin.email, 'admin');
    const list = async (intros: string) =>
      (
        await t.app.inject({
          url: `/api/admin/candidates?search=${c.lastName}&intros=${intros}`,
          headers: { cookie },
        })
      ).json();
    const paused = await list('paused');
    expect(paused.items).toHaveLength(1);
    expect(paused.items[0]).toMatchObject({ id: c.id, pausedBy: 'candidate' });
    expect(paused.items[0].pausedAt).toEqual(expect.any(String));
    expect((await list('open')).items).toHaveLength(0);
  });
});
