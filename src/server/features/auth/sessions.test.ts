/**
 * Sessions you can see (issue #31 item 6; docs/decisions/066): the account lists its live
 * sessions with device, network, start and last use; ends one, or every other one; and a sign-in
 * from a device and network none of its live sessions has e-mails the owner.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, sessions } from '../../../db/schema';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  login,
  TEST_PASSWORD,
} from '../../../../test/helpers';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import { deviceLabel, ipNetworkOf } from './sessions.service';

const t = await buildTestApp();

const chromeMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Logs in as `email` from a browser (`userAgent`) at `ip`; the session cookie. */
async function signIn(email: string, role: 'company' | 'candidate', userAgent: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password: TEST_PASSWORD, userType: role },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

function call(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

async function newSignInEmails(email: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, 'newSignIn'), sql`${email} = any(${outboxEmails.to})`));
}

describe('what a session shows (ADR 066)', () => {
  it('names the browser and system, and keeps only the network of an address', () => {
    expect(deviceLabel(chromeMac)).toBe('Chrome on macOS');
    expect(deviceLabel(safariPhone)).toBe('Safari on iOS');
    expect(deviceLabel(null)).toBe('Unknown device');
    expect(deviceLabel('curl/8.5.0')).toBe('Unknown device');
    expect(ipNetworkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipNetworkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(ipNetworkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(ipNetworkOf('not an address')).toBeNull();
  });
});

describe('sessions you can see (issue #31 item 6, ADR 066)', () => {
  it('lists the live sessions with device, network, start and last use, this one marked', async () => {
    const co = await createCompany(t.db);
    const laptop = await signIn(co.email, 'company', chromeMac, '203.0.113.77');
    await signIn(co.email, 'company', safariPhone, '198.51.100.9');
    const res = await call(laptop, 'GET', '/api/auth/sessions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.json().items as {
      device: string;
      ipNetwork: string;
      current: boolean;
      createdAt: string;
      lastSeenAt: string;
    }[];
    expect(items).toHaveLength(2);
    expect(items.map((s) => [s.device, s.ipNetwork, s.current]).sort()).toEqual([
      ['Chrome on macOS', '203.0.113.0/24', true],
      ['Safari on iOS', '198.51.100.0/24', false],
    ]);
    // No full address anywhere in the answer.
    expect(res.body).not.toContain('203.0.113.77');
    for (const s of items)
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
  });

  it('signs out one session, not another account’s; "everywhere else" keeps only this one', async () => {
    const kim = await createCandidate(t.db);
    const a = await signIn(kim.email, 'candidate', chromeMac, '203.0.113.1');
    const b = await signIn(kim.email, 'candidate', safariPhone, '198.51.100.1');
    const c = await signIn(kim.email, 'candidate', chromeMac, '192.0.2.1');
    const list = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/auth/sessions')).json().items as {
        id: string;
        ipNetwork: string;
        current: boolean;
      }[];
    const phone = (await list(a)).find((s) => s.ipNetwork === '198.51.100.0/24')!;

    // Another account cannot end it: the same 404 as a session that does not exist.
    const other = await createCompany(t.db);
    const stranger = await signIn(other.email, 'company', chromeMac, '203.0.113.9');
    expect((await call(stranger, 'DELETE', `/api/auth/sessions/${phone.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/session')).json().isValid).toBe(true);

    expect((await call(a, 'DELETE', `/api/auth/sessions/${phone.id}`)).statusCode).toBe(204);
    expect((await call(b, 'GET', '/api/session')).json().isValid).toBe(false);
    expect(await list(a)).toHaveLength(2);

    expect((await call(a, 'POST', '/api/auth/sessions/end-others')).statusCode).toBe(204);
    expect((await call(c, 'GET', '/api/session')).json().isValid).toBe(false);
    const left = await list(a);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);

    // Ending this very session signs this browser out.
    const self = await call(a, 'DELETE', `/api/auth/sessions/${left[0]!.id}`);
    expect(self.statusCode).toBe(204);
    expect(self.cookies.find((k) => k.name === SESSION_COOKIE)?.value).toBe('');
    expect((await call(a, 'GET', '/api/session')).json().isValid).toBe(false);
  });

  it('e-mails the owner after a sign-in from a device and network none of the live sessions has', async () => {
    const co = await createCompany(t.db, { fullName: 'Maya Chen' });
    await signIn(co.email, 'company', chromeMac, '203.0.113.77');
    expect(await newSignInEmails(co.email)).toHaveLength(1);
    // The same browser on the same network again: known.
    await signIn(co.email, 'company', chromeMac, '203.0.113.12');
    expect(await newSignInEmails(co.email)).toHaveLength(1);
    // A phone elsewhere: new.
    await signIn(co.email, 'company', safariPhone, '198.51.100.9');
    const mails = await newSignInEmails(co.email);
    expect(mails).toHaveLength(2);
    const phone = mails.find((m) => m.textBody.includes('Safari on iOS'))!;
    expect(phone.subject).toBe('New sign-in to your WarmIntro account');
    expect(phone.textBody).toContain('198.51.100.0/24');
    expect(phone.textBody).toContain('Hi Maya,');
  });

  it('marks a session seen at most every 5 minutes while in use', async () => {
    const co = await createCompany(t.db);
    const cookie = await signIn(co.email, 'company', chromeMac, '203.0.113.5');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, co.id));
    const old = new Date(Date.now() - 10 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    await call(cookie, 'GET', '/api/session');
    const [seen] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(seen!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 5 * 60_000);
    // Within 5 minutes of that, nothing is written again.
    await call(cookie, 'GET', '/api/session');
    const [again] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(again!.lastSeenAt.getTime()).toBe(seen!.lastSeenAt.getTime());
  });
});

describe('re-authentication before deleting an account (issue #31 item 6, ADR 066)', () => {
  /** Moves the session's last proof of its password `minutes` into the past. */
  async function provedAgo(userId: string, minutes: number) {
    await t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.userId, userId));
  }

  it('a session whose password is older than 10 minutes must prove it again; a wrong one is refused', async () => {
    const kim = await createCandidate(t.db);
    const cookie = await signIn(kim.email, 'candidate', chromeMac, '203.0.113.5');
    await provedAgo(kim.id, 11);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/candidates/me',
        headers: { cookie },
        payload: { confirmation: kim.email },
      });
    const refused = await del();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'REAUTH_REQUIRED',
      title: "Confirm It's You",
      detail: 'For your security, enter your password again to continue.',
    });
    const reauth = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        headers: { cookie },
        payload: { password },
      });
    const wrong = await reauth('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'Password is incorrect.' });
    expect((await del()).statusCode).toBe(403);
    expect((await reauth(TEST_PASSWORD)).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(204);
  });

  it('within 10 minutes of the login, deleting needs nothing more; the same holds for a company and an admin deleting a user', async () => {
    const co = await createCompany(t.db, { companyName: 'Gone Soon Labs' });
    const cookie = await signIn(co.email, 'company', chromeMac, '203.0.113.6');
    await provedAgo(co.id, 9);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/companies/me',
      headers: { cookie },
      payload: { confirmation: 'Gone Soon Labs' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    await provedAgo(admin.id, 30);
    const victim = await createCandidate(t.db);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: { cookie: adminCookie },
      payload: { confirmation: victim.email, reason: 'Asked by email' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAUTH_REQUIRED');
  });
});
