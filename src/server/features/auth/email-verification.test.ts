/**
 * E-mail verification (issue #31 item 3 and finding 3; docs/decisions/065): a new account proves its
 * address by a single-use link that works for 24 hours; until then a company cannot send intro
 * requests, messages or gig proposals and a candidate cannot be approved; a signup with a
 * registered address keeps the spec's answer and tells the address's owner.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerificationTokens, outboxEmails, users } from '../../../db/schema';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  login,
  verificationTokenOf,
  verifyEmailOf,
  TEST_PAY,
} from '../../../../test/helpers';
import { watchDatabase } from '../../../../test/support/db-fingerprint';
import { approveBody, candidateSignupBody, unique } from '../../../../test/support/valid-bodies';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' });

type Method = 'GET' | 'POST';
function call(cookie: string, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A company signed up through the API, as the spec's signup does it; its session cookie. */
async function signUpCompany() {
  const workEmail = `ada-${unique()}@acme.example`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    payload: {
      companyName: 'Acme',
      fullName: 'Ada Lovelace',
      workEmail,
      role: 'CTO',
      hiringRoles: ['Engineering'],
      password: 'long-enough-1',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  // Onboarding skipped (spec 1 §4), so only the address stands between it and an intro request.
  expect((await call(cookie, 'POST', '/api/companies/me/preferences/skip', {})).statusCode).toBe(
    200,
  );
  return { workEmail, cookie, id: (res.json() as { user: { id: string } }).user.id };
}

async function sessionUser(cookie: string) {
  return (await call(cookie, 'GET', '/api/session')).json().user as {
    emailVerified: boolean;
  };
}

async function emailsTo(email: string, template: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), sql`${email} = any(${outboxEmails.to})`))
    .orderBy(desc(outboxEmails.createdAt));
}

function verify(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

const invalidLink = 'This verification link is invalid or has expired.';

describe('e-mail verification (issue #31, ADR 065)', () => {
  it('a new company is signed in at once, unverified, with a 24-hour link in its e-mail', async () => {
    const { workEmail, cookie, id } = await signUpCompany();
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: false });
    const [mail] = await emailsTo(workEmail, 'emailVerification');
    expect(mail!.subject).toBe('Verify your e-mail address for WarmIntro');
    expect(mail!.textBody).toMatch(/https:\/\/warmintro\.test\/verify-email\?token=[\w-]{20,}/);
    const [token] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, id));
    const hours = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('until verified, intro requests, gigs and proposals are refused with 403 and write nothing; the link then unlocks them', async () => {
    const { workEmail, cookie } = await signUpCompany();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const watch = await watchDatabase(t.db);
    const refused = [
      await call(cookie, 'POST', '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id }),
      await call(cookie, 'POST', '/api/gigs', {}),
      await call(cookie, 'POST', '/api/gigs/proposals', {}),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_UNVERIFIED',
        title: 'E-mail Not Verified',
        detail:
          'Verify your e-mail address first: open the link we sent you, or ask for a new one from the banner.',
      });
    }
    expect(await watch.changed()).toEqual([]);

    const opened = await verify(await verificationTokenOf(t.db, workEmail));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'Your e-mail address is verified.' });
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: true });
    const asked = await call(cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
  });

  it('a link works once; a resend ends the earlier one; an expired link and a made-up one are refused alike', async () => {
    const { workEmail, cookie, id } = await signUpCompany();
    const first = await verificationTokenOf(t.db, workEmail);
    const resent = await call(cookie, 'POST', '/api/auth/verify-email/resend', {});
    expect(resent.statusCode).toBe(202);
    const second = await verificationTokenOf(t.db, workEmail);
    expect(second).not.toBe(first);
    expect((await emailsTo(workEmail, 'emailVerification')).length).toBe(2);

    for (const token of [first, 'x'.repeat(43)]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(invalidLink);
    }
    // Past its 24 hours.
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, id));
    expect((await verify(second)).json().detail).toBe(invalidLink);
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: false });

    // A fresh one works, once.
    await call(cookie, 'POST', '/api/auth/verify-email/resend', {});
    const third = await verificationTokenOf(t.db, workEmail);
    expect((await verify(third)).statusCode).toBe(200);
    expect((await verify(third)).statusCode).toBe(400);
    const again = await call(cookie, 'POST', '/api/auth/verify-email/resend', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Your e-mail address is already verified.');
  });

  it('resend needs a session; the link does not (it may be opened in another browser)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(res.statusCode).toBe(401);
    const { workEmail } = await signUpCompany();
    expect((await verify(await verificationTokenOf(t.db, workEmail))).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, workEmail));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('an unverified party cannot send messages', async () => {
    // A company whose address is not verified, with an accepted intro (made directly).
    const co = await createCompany(t.db, { onboardingStatus: 'complete', emailVerifiedAt: null });
    const kim = await createCandidate(t.db, { status: 'approved' });
    const kimCookie = await login(t.app, kim.email, 'candidate');
    const coCookie = await login(t.app, co.email, 'company');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, co.id));
    const asked = await call(coCookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const accepted = await call(
      kimCookie,
      'POST',
      `/api/candidates/me/intro-requests/${asked.json().id}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const conversationId = (await call(coCookie, 'GET', '/api/conversations')).json().items[0]
      .id as string;
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, co.id));
    const sent = await call(coCookie, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Hello',
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().code).toBe('EMAIL_UNVERIFIED');
    // The candidate (verified) may still write.
    const back = await call(kimCookie, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Hi',
    });
    expect(back.statusCode).toBe(201);
  });

  it('a candidate who has not verified cannot be approved, so companies never see them; once verified they can', async () => {
    const body = candidateSignupBody();
    const signup = await t.app.inject({ method: 'POST', url: '/api/candidates', payload: body });
    expect(signup.statusCode, signup.body).toBe(201);
    const id = (signup.json() as { user: { id: string } }).user.id;
    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    const refused = await call(
      adminCookie,
      'POST',
      `/api/admin/candidates/${id}/approve`,
      approveBody(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This candidate has not verified their e-mail address yet.');
    // Nor through the edit dialog's status, which never approves (docs/decisions/078).
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${id}`,
      headers: { cookie: adminCookie },
      payload: { status: 'approved' },
    });
    expect(edited.statusCode).toBe(400);
    const company = await createCompany(t.db, { onboardingStatus: 'complete' });
    const coCookie = await login(t.app, company.email, 'company');
    expect((await call(coCookie, 'GET', `/api/talent/${id}`)).statusCode).toBe(404);

    await verifyEmailOf(t, body.email);
    const approved = await call(
      adminCookie,
      'POST',
      `/api/admin/candidates/${id}/approve`,
      approveBody(),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call(coCookie, 'GET', `/api/talent/${id}`)).statusCode).toBe(200);
  });

  it("a signup with a registered address keeps the spec's answer and e-mails the owner, not the asker (finding 3)", async () => {
    const owner = await createCompany(t.db, { fullName: 'Maya Chen' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: {
        companyName: 'Impostor',
        fullName: 'Mallory',
        workEmail: owner.email.toUpperCase(),
        role: 'CTO',
        hiringRoles: ['Engineering'],
        password: 'long-enough-1',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ workEmail: 'This email is already registered.' });
    const [mail] = await emailsTo(owner.email, 'signupAttempt');
    expect(mail!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail!.textBody).toContain('Hi Maya,');
    // No session for the asker, no second account.
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const same = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${owner.email})`);
    expect(same).toHaveLength(1);

    // The same for a candidate signup.
    const kim = await createCandidate(t.db, { firstName: 'Kim' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: { ...candidateSignupBody(), email: kim.email },
    });
    expect(again.statusCode).toBe(409);
    expect((await emailsTo(kim.email, 'signupAttempt'))[0]!.textBody).toContain('Hi Kim,');
  });
});
