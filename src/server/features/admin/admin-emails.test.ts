/**
 * The admin's outbox hides single-use links (issue #12 finding 8): a password reset link, an
 * e-mail verification link (docs/decisions/065) or an intro response link read at `/api/admin/emails` would let an admin take over an account or
 * answer for a candidate. Admins see the message with the token masked; the outbox keeps the real
 * message for delivery, and its link still works.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendRequestedPasswordResets } from '../auth/password.service';
import { outboxEmails } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
  TEST_PAY,
} from '../../../../test/helpers';

const t = await buildTestApp();
const admin = await injectAs(t, 'admin');

function asAdmin(url: string) {
  return t.app.inject({ url, headers: { cookie: admin.cookie } });
}

/** The stored (deliverable) e-mail of `template` to `to`, and the token in its link. */
async function stored(template: string, to: string, link: RegExp) {
  const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, template));
  expect(row!.to).toEqual([to]);
  const token = link.exec(row!.textBody)?.[1];
  expect(token, row!.textBody).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { row: row!, token: token! };
}

/** What the admin API answers for the e-mail: list row and detail. */
async function adminView(template: string) {
  const list = await asAdmin(`/api/admin/emails?template=${template}`);
  expect(list.statusCode).toBe(200);
  const [item] = list.json().items;
  const detail = await asAdmin(`/api/admin/emails/${item.id}`);
  expect(detail.statusCode).toBe(200);
  return { list, detail, email: detail.json() };
}

describe('admin e-mail viewer masks single-use links (issue #12 finding 8)', () => {
  it('password reset: the admin sees no token, the owner’s link still works', async () => {
    const company = await createCompany(t.db);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: company.email },
    });
    expect(reset.statusCode).toBe(202);
    // The reset job writes the link and queues the e-mail (issue #12 finding 4).
    await sendRequestedPasswordResets(t.app.ctx);
    const { token } = await stored(
      'passwordReset',
      company.email,
      /\/reset-password\?token=([A-Za-z0-9_-]+)/,
    );

    const { list, detail, email } = await adminView('passwordReset');
    expect(list.body).not.toContain(token);
    expect(detail.body).not.toContain(token);
    expect(email.textBody).toContain('/reset-password?token=[redacted]');
    expect(email.htmlBody).toContain('/reset-password?token=[redacted]');

    // The delivered link is the real one: the owner can set a new password with it.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(confirm.statusCode).toBe(200);
    await login(t.app, company.email, 'company', 'a-brand-new-password');
  });

  it('e-mail verification: the admin sees no token, the owner’s link still works (docs/decisions/065)', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: {
        companyName: 'Verify Co',
        fullName: 'Vera Fy',
        workEmail: 'vera@verify.example',
        role: 'CTO',
        hiringRoles: ['Engineering'],
        password: 'long-enough-1',
      },
    });
    expect(signup.statusCode).toBe(201);
    const { token } = await stored(
      'emailVerification',
      'vera@verify.example',
      /\/verify-email\?token=([A-Za-z0-9_-]+)/,
    );
    const { list, detail, email } = await adminView('emailVerification');
    expect(list.body).not.toContain(token);
    expect(detail.body).not.toContain(token);
    expect(email.textBody).toContain('/verify-email?token=[redacted]');
    expect(email.htmlBody).toContain('/verify-email?token=[redacted]');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('intro response: the admin sees no token, the candidate’s link still works', async () => {
    const company = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
    const candidate = await createCandidate(t.db);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/intro-requests',
      headers: { cookie: await login(t.app, company.email, 'company') },
      payload: { ...TEST_PAY, candidateId: candidate.id },
    });
    expect(request.statusCode).toBe(201);
    const { token } = await stored(
      'introRequestCandidateNotification',
      candidate.email,
      /\/intro-response\/([A-Za-z0-9_-]+)/,
    );

    const { list, detail, email } = await adminView('introRequestCandidateNotification');
    expect(list.body).not.toContain(token);
    expect(detail.body).not.toContain(token);
    expect(email.textBody).toContain('/intro-response/[redacted]');
    expect(email.htmlBody).toContain('/intro-response/[redacted]');

    const page = await t.app.inject(`/api/intro-responses/${token}`);
    expect(page.statusCode).toBe(200);
  });
});
