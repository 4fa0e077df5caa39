/** Simulated upgrade to Pro (spec 1 §2 "Upgrade page", §4 "Plan", §7 planUpgradeConfirmation). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, outboxEmails } from '../../../db/schema';
import { buildTestApp, injectAs } from '../../../../test/helpers';

const t = await buildTestApp();

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
