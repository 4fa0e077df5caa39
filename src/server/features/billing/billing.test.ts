/**
 * Simulated upgrade to Pro (spec 1 §2 "Upgrade page", §4 "Plan", §7 planUpgradeConfirmation), and
 * a plan the owner manages: monthly periods with receipts, cancel at the period's end, keep Pro
 * after all (issue #30, docs/decisions/058-a-plan-you-can-manage.md).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, outboxEmails } from '../../../db/schema';
import { buildTestApp, injectAs, testClock } from '../../../../test/helpers';
import { runTimers } from '../../jobs/intro-timers';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });
const DAY_MS = 86_400_000;

describe('POST /api/billing/upgrade', () => {
  it('moves a free company to pro and queues the confirmation e-mail', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { cookie: me.cookie },
      payload: { plan: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ planTier: 'pro' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, me.id));
    expect(row!.planTier).toBe('pro');
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'planUpgradeConfirmation'));
    expect(mails.map((m) => m.to[0])).toContain(me.email);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { cookie: me.cookie },
      payload: { plan: 'pro' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is for companies only', async () => {
    const candidate = await injectAs(t, 'candidate');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { cookie: candidate.cookie },
      payload: { plan: 'pro' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/upgrade',
          payload: { plan: 'pro' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the plan, its periods and receipts (issue #30, ADR 058)', () => {
  const call = (cookie: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie } });

  it("upgrades with a month's period and a receipt, cancels for its end, keeps Pro, and renews", async () => {
    const me = await injectAs(t, 'company');
    const free = (await call(me.cookie, 'GET', '/api/billing/plan')).json();
    expect(free).toEqual({
      planTier: 'free',
      periodEnd: null,
      endsAtPeriodEnd: false,
      actions: ['upgrade'],
      receipts: [],
    });
    // Nothing to cancel or keep on Free; nothing written.
    const refused = await call(me.cookie, 'POST', '/api/billing/plan/cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ title: 'Plan Unchanged' });

    const upgradedAt = clock.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { cookie: me.cookie },
      payload: { plan: 'pro' },
    });
    const pro = (await call(me.cookie, 'GET', '/api/billing/plan')).json();
    expect(pro).toMatchObject({ planTier: 'pro', endsAtPeriodEnd: false, actions: ['cancel'] });
    const periodDays = (Date.parse(pro.periodEnd) - upgradedAt.getTime()) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);
    expect(pro.receipts).toEqual([
      expect.objectContaining({ plan: 'pro', amountUsd: 99, periodEnd: pro.periodEnd }),
    ]);

    // Cancelled for the period's end: still Pro until then, and it can be taken back.
    const cancelled = (await call(me.cookie, 'POST', '/api/billing/plan/cancel')).json();
    expect(cancelled).toMatchObject({
      planTier: 'pro',
      endsAtPeriodEnd: true,
      actions: ['resume'],
    });
    expect((await call(me.cookie, 'POST', '/api/billing/plan/cancel')).statusCode).toBe(409);
    const kept = (await call(me.cookie, 'POST', '/api/billing/plan/resume')).json();
    expect(kept).toMatchObject({ planTier: 'pro', endsAtPeriodEnd: false, actions: ['cancel'] });

    // The period ends: a renewing plan gets its next month and receipt, once, however often the
    // timers run.
    clock.advance(32 * DAY_MS);
    await runTimers(t.app.ctx);
    await runTimers(t.app.ctx);
    const renewed = (await call(me.cookie, 'GET', '/api/billing/plan')).json();
    expect(renewed.planTier).toBe('pro');
    expect(renewed.receipts).toHaveLength(2);
    expect(renewed.receipts[0].periodStart).toBe(pro.periodEnd);
    expect(Date.parse(renewed.periodEnd)).toBeGreaterThan(clock.now().getTime());
  });

  it("moves a plan cancelled for the period's end to Free when it ends, with no new receipt", async () => {
    const me = await injectAs(t, 'company');
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/upgrade',
      headers: { cookie: me.cookie },
      payload: { plan: 'pro' },
    });
    await call(me.cookie, 'POST', '/api/billing/plan/cancel');
    clock.advance(10 * DAY_MS);
    await runTimers(t.app.ctx);
    expect((await call(me.cookie, 'GET', '/api/billing/plan')).json().planTier).toBe('pro');

    clock.advance(25 * DAY_MS);
    await runTimers(t.app.ctx);
    const ended = (await call(me.cookie, 'GET', '/api/billing/plan')).json();
    expect(ended).toMatchObject({ planTier: 'free', periodEnd: null, actions: ['upgrade'] });
    expect(ended.receipts).toHaveLength(1);
    // Free again: the monthly allowance applies.
    const allowance = (await call(me.cookie, 'GET', '/api/billing/allowance')).json();
    expect(allowance).toMatchObject({ planTier: 'free', limit: 2 });
  });
});
