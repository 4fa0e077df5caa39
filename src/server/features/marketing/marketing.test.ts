/**
 * Contact, demo and newsletter API (spec 1 §2 "Contact page", §3 "Contact submission", §5
 * "Contact form", "Newsletter"; issue #3 rate limits).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions, newsletterSignups, outboxEmails } from '../../../db/schema';
import { buildTestApp } from '../../../../test/helpers';

const t = await buildTestApp({ TEAM_EMAIL: 'team@warmintro.test' });

describe('POST /api/contact', () => {
  it('stores the message and queues an e-mail to the team', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'Jo Park',
        workEmail: 'jo@acme.example',
        message: 'We are hiring 3 engineers.',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.workEmail, 'jo@acme.example'));
    expect(row).toMatchObject({
      type: 'contact_form',
      fullName: 'Jo Park',
      companyName: null,
      message: 'We are hiring 3 engineers.',
    });
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contactSubmissionTeam'));
    expect(mails[0]!.to).toEqual(['team@warmintro.test']);
    expect(mails[0]!.textBody).toContain('We are hiring 3 engineers.');
  });

  it('answers the spec messages and stores nothing (spec 1 §5 "Contact form")', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: '', workEmail: 'nope', message: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fullName: 'Full Name is required.',
      workEmail: 'Work Email is invalid.',
      message: 'Message is required.',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: 'A', workEmail: '', message: 'x' },
    });
    expect(empty.json().errors).toEqual({ workEmail: 'Work Email is required.' });
    // Issue #30: a value over its limit says so, not that it is missing.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'A'.repeat(300),
        workEmail: 'a@b.example',
        companyName: 'C'.repeat(300),
        message: 'x'.repeat(5001),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      fullName: 'Full Name must be at most 200 characters.',
      companyName: 'Company Name must be at most 200 characters.',
      message: 'Message must be at most 5000 characters.',
    });
    expect(
      await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.fullName, 'A')),
    ).toHaveLength(0);
  });

  it('records a demo request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/demo',
      payload: { workEmail: 'cto@demo.example' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.type, 'demo_request'));
    expect(row).toMatchObject({ workEmail: 'cto@demo.example' });
  });
});

describe('POST /api/newsletter (spec 1 §5 "Newsletter")', () => {
  it('subscribes, then refuses the same address in another case', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'Fan@Example.com' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({
      title: "Thanks! You're on the list.",
      description: "We'll send hiring tips and updates your way.",
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'fan@example.COM' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      title: 'Already Subscribed!',
      detail: 'This email is already on our list. Stay tuned!',
    });
    expect(await t.db.select().from(newsletterSignups)).toHaveLength(1);
  });

  it.each(['', 'plainaddress', 'a@b', '@x.io'])(
    'refuses %j as an invalid e-mail',
    async (email) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe('Please enter a valid email address.');
    },
  );

  it('limits newsletter signups per IP (issue #3: 5 a minute)', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_NEWSLETTER: '2' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `n${i}@example.com` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});
