/** Password change and reset (issue #3, beyond the spec: 'Forgot password?' on both logins). */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, passwordResetRequests, passwordResetTokens } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  login,
  TEST_PASSWORD,
} from '../../../../test/helpers';
import { passwordResetJob } from '../../jobs/password-resets';
import { JobRunner } from '../../platform/jobs';
import { sendRequestedPasswordResets } from './password.service';

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' });

/** Runs the password-reset job, then reads the link in the newest reset e-mail. */
async function latestResetLink(email: string) {
  await sendRequestedPasswordResets(t.app.ctx);
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
    await sendRequestedPasswordResets(t.app.ctx);
    expect(await t.db.select().from(outboxEmails)).toHaveLength(before.length);
  });

  it('does the same work for a known and an unknown address: the request is only recorded, the job does the rest (issue #12 finding 4)', async () => {
    const known = await createCandidate(t.db);
    const unknown = `nobody-${Date.now()}@example.com`;
    const tokensBefore = (await t.db.select().from(passwordResetTokens)).length;
    const mailsBefore = (await t.db.select().from(outboxEmails)).length;

    const answers = [];
    for (const email of [known.email, unknown]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(202);

    // Both requests wrote exactly one row of the same shape, and nothing else.
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(tokensBefore);
    expect(await t.db.select().from(outboxEmails)).toHaveLength(mailsBefore);
    const waiting = await t.db.select().from(passwordResetRequests);
    expect(waiting.map((r) => r.email).sort()).toEqual([known.email, unknown].sort());
    expect(Object.keys(waiting[0]!)).toEqual(Object.keys(waiting[1]!));

    // The job looks the address up: a link and an e-mail for the account, nothing for the other.
    expect(await sendRequestedPasswordResets(t.app.ctx)).toBe(2);
    expect(await t.db.select().from(passwordResetRequests)).toHaveLength(0);
    const tokens = await t.db.select().from(passwordResetTokens);
    expect(tokens).toHaveLength(tokensBefore + 1);
    expect(tokens.at(-1)?.userId).toBe(known.id);
    const mails = await t.db.select().from(outboxEmails);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.filter((m) => m.to.includes(unknown))).toHaveLength(0);
    expect(await latestResetLink(known.email)).toBeTruthy();
  });

  it('the password-reset job, started as the server starts it (on pg-boss, docs/decisions/071), sends the link', async () => {
    const me = await createCandidate(t.db);
    const job = new JobRunner(t.database, { log: t.app.log, pollingIntervalSeconds: 0.5 });
    job.define(
      passwordResetJob(
        { ...t.app.ctx, config: { ...t.app.ctx.config, OUTBOX_POLL_MS: 20 } },
        { onError: (e) => console.error(e) },
      ),
    );
    await job.start();
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: me.email },
      });
      await expect
        .poll(
          async () =>
            (
              await t.db
                .select()
                .from(passwordResetTokens)
                .where(eq(passwordResetTokens.userId, me.id))
            ).length,
          { timeout: 5000, interval: 20 },
        )
        .toBe(1);
    } finally {
      await job.stop();
    }
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
