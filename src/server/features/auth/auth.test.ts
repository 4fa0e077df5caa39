/**
 * Login, logout and session API (spec 1 §4 "Session", §5 "Company login", §6 "Authentication";
 * spec 2 §5 "Candidate login"; DESIGN.md "Security model").
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  login,
  TEST_PASSWORD,
} from '../../../../test/helpers';

const t = await buildTestApp();
const company = await createCompany(t.db, {
  companyName: 'Acme Robotics',
  fullName: 'Ada Lovelace',
});
const candidate = await createCandidate(t.db, { firstName: 'Grace', lastName: 'Hopper' });

function post(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    headers,
  });
}

describe('POST /api/auth/login', () => {
  it('starts a company session and reports it at GET /api/session (spec 1 §6)', async () => {
    const res = await post({
      email: company.email.toUpperCase(),
      password: TEST_PASSWORD,
      userType: 'company',
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const session = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(session.json()).toMatchObject({
      isValid: true,
      userType: 'company',
      user: {
        id: company.id,
        displayName: 'Acme Robotics',
        firstName: 'Ada',
        companyName: 'Acme Robotics',
      },
    });
    const days = (Date.parse(session.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('logs a candidate in with userType candidate', async () => {
    const res = await post({
      email: candidate.email,
      password: TEST_PASSWORD,
      userType: 'candidate',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userType: 'candidate',
      user: { firstName: 'Grace', displayName: 'Grace Hopper' },
    });
  });

  it.each([
    [
      'a wrong password',
      () => ({ email: company.email, password: 'not-the-password', userType: 'company' }),
    ],
    [
      'an unknown e-mail',
      () => ({ email: 'nobody@example.com', password: TEST_PASSWORD, userType: 'company' }),
    ],
    [
      'a company on the candidate form',
      () => ({ email: company.email, password: TEST_PASSWORD, userType: 'candidate' }),
    ],
  ])(
    'refuses %s with the same 401 "Invalid email or password." (spec 1 §8)',
    async (_name, body) => {
      const res = await post(body());
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Login Failed',
        status: 401,
        detail: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    },
  );

  it('answers 400 with field messages for missing fields (spec 1 §5 "Company login")', async () => {
    const res = await post({ email: '', password: '', userType: 'company' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('answers 400, never 500, to malformed JSON and wrong field types', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_REQUEST',
      detail: 'The request body is not valid JSON.',
    });

    const wrongType = await post({ email: 42, password: ['x'], userType: 'company' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a cross-site login attempt', async () => {
    const res = await post(
      { email: company.email, password: TEST_PASSWORD, userType: 'company' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('logout deletes the session (spec 1 §8 "Logout")', async () => {
    const cookie = await login(t.app, company.email, 'company');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ isValid: false, userType: null, user: null, expiresAt: null });
  });

  it('renews a session with under 24 hours left to 7 days (spec 1 §4)', async () => {
    const cookie = await login(t.app, company.email, 'company');
    const soon = new Date(Date.now() + 3 * 3_600_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, company.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/renew',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(cookie.split('=')[1]);
  });

  it('treats an expired session as a guest (spec 1 §4)', async () => {
    const cookie = await login(t.app, candidate.email, 'candidate');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, candidate.id));
    const res = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(res.json().isValid).toBe(false);
  });

  it('rate-limits login attempts per e-mail (issue #3: 10 a minute)', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '3' });
    const body = { email: 'someone@example.com', password: 'wrong-password', userType: 'company' };
    for (let i = 0; i < 3; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });
});
