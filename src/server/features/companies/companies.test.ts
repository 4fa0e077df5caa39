/**
 * Company account API (spec 1 §5 "Company signup", "Preferences", "Account edit"; spec 1 §3
 * "Company preferences"; issue #3 account deletion and data export).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, deletionLog, outboxEmails, users } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import { buildTestApp, injectAs, login } from '../../../../test/helpers';

const t = await buildTestApp();

const valid = {
  companyName: 'Orbit Analytics',
  fullName: 'Nora Quinn',
  workEmail: 'nora@orbit.example',
  role: 'CTO',
  hiringRoles: ['Engineering', 'Design'],
  password: 'a-long-password',
};

function signup(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/companies', payload: body });
}

describe('POST /api/companies (spec 1 §5 "Company signup")', () => {
  it('creates a free company pending preferences, starts a session and queues the welcome e-mail', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isValid: true,
      userType: 'company',
      user: {
        companyName: 'Orbit Analytics',
        firstName: 'Nora',
        onboardingStatus: 'pending_preferences',
      },
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
    const [row] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Orbit Analytics'));
    expect(row).toMatchObject({
      planTier: 'free',
      introRequestCount: 0,
      contactRole: 'CTO',
      hiringRoles: ['Engineering', 'Design'],
    });
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'accountCreationWelcome'));
    expect(mails.some((m) => m.to.includes('nora@orbit.example'))).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nora@orbit.example'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    // Issue #30: no time zone the company never chose, in its account nor on its page.
    expect(row!.timezone).toBeNull();
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await t.app.inject({
      url: '/api/companies/me',
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(me.json()).toMatchObject({ timezone: null, hiringRoles: ['Engineering', 'Design'] });
  });

  it('the session signup starts is the new account\'s (greeting "Welcome"); a later login is not', async () => {
    const body = { ...valid, workEmail: 'new.account@orbit.example', companyName: 'Newco' };
    const res = await signup(body);
    expect(res.json().user.newAccount).toBe(true);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const session = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(session.json().user.newAccount).toBe(true);
    const again = await login(t.app, body.workEmail, 'company', body.password);
    const later = await t.app.inject({ url: '/api/session', headers: { cookie: again } });
    expect(later.json().user.newAccount).toBe(false);
  });

  it('refuses a registered work e-mail, in any case, with the spec messages and writes nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await signup({ ...valid, workEmail: 'NORA@orbit.example', companyName: 'Other' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      title: 'Email already exists',
      code: 'EMAIL_TAKEN',
      errors: { workEmail: 'This email is already registered.' },
    });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each([
    ['companyName', { companyName: '' }, 'Company Name is required.'],
    ['fullName', { fullName: ' ' }, 'Full Name is required.'],
    ['workEmail', { workEmail: '' }, 'Work Email is required.'],
    ['workEmail', { workEmail: 'nora-at-orbit' }, 'Work Email is invalid.'],
    ['role', { role: '' }, 'Role is required.'],
    ['hiringRoles', { hiringRoles: [] }, 'Please select at least one hiring role.'],
    ['password', { password: '' }, 'Password is required.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters long.'],
    // Issue #30: a value over its limit says so, not that it is missing.
    [
      'companyName',
      { companyName: 'C'.repeat(250) },
      'Company Name must be at most 200 characters.',
    ],
    ['fullName', { fullName: 'N'.repeat(250) }, 'Full Name must be at most 200 characters.'],
    // Issue #31, finding 2: a name is one line (it becomes a calendar file's CN=).
    [
      'fullName',
      { fullName: 'Dana\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example' },
      'Full Name must be on one line.',
    ],
    ['companyName', { companyName: 'Acme\nX-A: 1' }, 'Company Name must be on one line.'],
  ])('says %s: %j → "%s"', async (field, change, message) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await signup({ ...valid, workEmail: 'x@y.example', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('preferences (spec 1 §2 "Company onboarding", §5 "Preferences")', () => {
  it('saves preferences and completes onboarding', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/companies/me/preferences',
      headers: { cookie: me.cookie },
      payload: {
        hiringMode: 'Hybrid',
        engagementTypes: ['Contract'],
        primaryRoles: ['Ops', 'Design'],
        timeZoneOverlap: '±2 hours (EU)',
        monthlyBudget: [2000, 8000],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hiringMode: 'Hybrid', monthlyBudget: [2000, 8000] });
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: me.cookie } });
    expect(session.json().user.onboardingStatus).toBe('complete');
  });

  it('requires an engagement type and a primary role', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/companies/me/preferences',
      headers: { cookie: me.cookie },
      payload: {
        hiringMode: 'Remote',
        engagementTypes: [],
        primaryRoles: [],
        timeZoneOverlap: 'Any',
        monthlyBudget: [0, 500],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      engagementTypes: 'Please select at least one engagement type.',
      primaryRoles: 'Please select at least one primary role.',
    });
  });

  it('skipping stores null mode and overlap, empty lists and a [0,0] budget (spec 1 §3)', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies/me/preferences/skip',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json()).toMatchObject({
      hiringMode: null,
      engagementTypes: [],
      primaryRoles: [],
      timeZoneOverlap: null,
      monthlyBudget: [0, 0],
    });
  });
});

describe('account tab (spec 1 §2 "Company dashboard", §5 "Account edit")', () => {
  it('edits name, hiring roles (the signup choices) and timezone (from the list); e-mail is read-only', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/companies/me',
      headers: { cookie: me.cookie },
      payload: {
        companyName: 'Renamed Inc',
        hiringRoles: ['Engineering', 'Design'],
        timezone: 'UTC+1 (Central European Time)',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Renamed Inc',
      hiringRoles: ['Engineering', 'Design'],
      timezone: 'UTC+1 (Central European Time)',
      workEmail: me.email,
    });

    // docs/decisions/025: the same rules as the form — signup's roles, at least one; a listed zone.
    const free = await t.app.inject({
      method: 'PATCH',
      url: '/api/companies/me',
      headers: { cookie: me.cookie },
      payload: { companyName: 'Renamed Inc', hiringRoles: ['Data'], timezone: 'UTC+1 (Berlin)' },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().errors).toMatchObject({
      'hiringRoles.0': expect.any(String),
      timezone: 'Please choose a time zone from the list.',
    });
    const none = await t.app.inject({
      method: 'PATCH',
      url: '/api/companies/me',
      headers: { cookie: me.cookie },
      payload: { companyName: 'Renamed Inc', hiringRoles: [], timezone: 'UTC-5 (Eastern Time)' },
    });
    expect(none.json().errors).toEqual({ hiringRoles: 'Please select at least one hiring role.' });

    const sneaky = await t.app.inject({
      method: 'PATCH',
      url: '/api/companies/me',
      headers: { cookie: me.cookie },
      payload: {
        companyName: 'Renamed Inc',
        hiringRoles: [],
        timezone: '',
        workEmail: 'new@example.com',
      },
    });
    expect(sneaky.statusCode).toBe(400);
    const profile = await t.app.inject({
      url: '/api/companies/me',
      headers: { cookie: me.cookie },
    });
    expect(profile.json().workEmail).toBe(me.email);
  });

  it('refuses visitors with 401 and candidates with 403', async () => {
    expect((await t.app.inject('/api/companies/me')).statusCode).toBe(401);
    const candidate = await injectAs(t, 'candidate');
    expect(
      (await t.app.inject({ url: '/api/companies/me', headers: { cookie: candidate.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('export and deletion (issue #3, beyond the spec)', () => {
  it('exports everything about the company as a JSON download', async () => {
    const me = await injectAs(t, 'company');
    const res = await t.app.inject({
      url: '/api/companies/me/export',
      headers: { cookie: me.cookie },
    });
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.json()).toMatchObject({
      account: { workEmail: me.email },
      introRequests: [],
      gigs: [],
    });
  });

  it('deletes the account after the company name is typed, logs it and ends the session', async () => {
    const res0 = await signup({
      ...valid,
      workEmail: 'leaving@orbit.example',
      companyName: 'Leaving Co',
    });
    const cookie = `${SESSION_COOKIE}=${res0.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/companies/me',
      headers: { cookie },
      payload: { confirmation: 'Nope' },
    });
    expect(wrong.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/companies/me',
      headers: { cookie },
      payload: { confirmation: 'leaving co' },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).json().isValid).toBe(
      false,
    );
    expect(
      await t.db.select().from(users).where(eq(users.email, 'leaving@orbit.example')),
    ).toHaveLength(0);
    const [log] = await t.db
      .select()
      .from(deletionLog)
      .where(eq(deletionLog.userEmail, 'leaving@orbit.example'));
    expect(log).toMatchObject({
      userType: 'company',
      userName: 'Leaving Co',
      canBeRestored: false,
    });
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`'leaving@orbit.example' = any(${outboxEmails.to})`);
    expect(mails).toHaveLength(0);
    await expect(
      login(t.app, 'leaving@orbit.example', 'company', 'a-long-password'),
    ).rejects.toThrow(/401/);
  });
});
