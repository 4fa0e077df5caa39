/** Password change and reset (issue #3, beyond the spec: 'Forgot password?' on both logins). */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, passwordResetTokens } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  login,
  TEST_PASSWORD,
} from '../../../../test/helpers';

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' });

async function latestResetLink(email: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.template, 'passwordReset'))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  expect(mail!.to).toEqual([email]);
  const match = /https:\/\/warmintro\.test\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(
    mail!.textBody,
  );
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = await t.db.select().from(outboxEmails);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'ghost@example.com' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'If an account exists for that email, we sent a link to reset your password.',
    );
    expect(await t.db.select().from(outboxEmails)).toHaveLength(before.length);
  });

  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const candidate = await createCandidate(t.db);
    const oldCookie = await login(t.app, candidate.email, 'candidate');
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: candidate.email },
    });
    expect(ask.statusCode).toBe(202);
    const token = await latestResetLink(candidate.email);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand-new-secret' },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: oldCookie } })).json().isValid,
    ).toBe(false);
    await expect(
      login(t.app, candidate.email, 'candidate', 'brand-new-secret'),
    ).resolves.toBeTruthy();
    await expect(login(t.app, candidate.email, 'candidate', TEST_PASSWORD)).rejects.toThrow(/401/);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'another-secret' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses an expired link and a short password', async () => {
    const me = await createCandidate(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: me.email },
    });
    const token = await latestResetLink(me.email);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'short' },
    });
    expect(short.json().errors.password).toBe('Password must be at least 8 characters long.');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, me.id));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'long-enough-now' },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('POST /api/auth/password (change)', () => {
  it('checks the current password, then changes it and keeps this session only', async () => {
    const me = await injectAs(t, 'company');
    const other = await login(t.app, me.email, 'company');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'fresh-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect.' });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'fresh-password-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: me.cookie } })).json().isValid,
    ).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: other } })).json().isValid,
    ).toBe(false);
    await expect(login(t.app, me.email, 'company', 'fresh-password-1')).resolves.toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
    });
    expect(res.statusCode).toBe(401);
  });
});
