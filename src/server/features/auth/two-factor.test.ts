/**
 * Two-factor authentication (issue #31 item 4; docs/decisions/067): setup by QR code or typed
 * secret, a login that asks for the code after the password, recovery codes, trusted devices,
 * throttling of codes, turning it off, and admins who must have it.
 */
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  login,
  TEST_PASSWORD,
  testClock,
  totpCode,
} from '../../../../test/helpers';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import {
  LOGIN_CHALLENGE_COOKIE,
  TRUSTED_DEVICE_COOKIE,
  twoFactorTexts,
} from '../../../shared/auth/two-factor';

const clock = testClock();
const waits: number[] = [];
const adminRoutes: { method: string; url: string }[] = [];
const t = await buildTestApp(
  { LOGIN_SLOWDOWN_AFTER: '3', RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_LOGIN_IP_EMAIL: '1000' },
  {
    onRoute: (route) => {
      if (!route.url.startsWith('/api/admin/')) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
    },
    now: clock.now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  },
);

/** The next 30-second step, so a new code is not a replay of the last one. */
const nextStep = () => clock.advance(30_000);

function post(url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, cookies });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

/** A candidate who turned two-factor on; its secret and recovery codes. */
async function candidateWithTwoFactor() {
  const account = await createCandidate(t.db);
  const session = await login(t.app, account.email, 'candidate');
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/setup',
    headers: { cookie: session },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: session },
    payload: { code: await totpCode(secret, clock.now()) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  nextStep();
  return { ...account, session, secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** The password step: the challenge cookie of a 202. */
async function passwordStep(
  email: string,
  role = 'candidate',
  cookies: Record<string, string> = {},
) {
  const res = await post(
    '/api/auth/login',
    { email, password: TEST_PASSWORD, userType: role },
    cookies,
  );
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ twoFactorRequired: true });
  expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
  return cookieOf(res, LOGIN_CHALLENGE_COOKIE)!;
}

function codeStep(challenge: string | undefined, code: string, trustDevice = false) {
  return post(
    '/api/auth/login/two-factor',
    { code, trustDevice },
    challenge ? { [LOGIN_CHALLENGE_COOKIE]: challenge } : {},
  );
}

describe('setting two-factor up (ADR 067)', () => {
  it('gives a secret, its otpauth URI and QR code; a first code turns it on with 10 recovery codes', async () => {
    const kim = await createCandidate(t.db);
    const cookie = await login(t.app, kim.email, 'candidate');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await get('/api/auth/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      enabledAt: null,
    });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie },
    });
    const { secret, otpauthUri, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toContain('otpauth://totp/');
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('issuer=WarmIntro');
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: twoFactorTexts.invalidCode });
    expect((await get('/api/auth/two-factor')).json().enabled).toBe(false);

    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { code: await totpCode(secret, clock.now()) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await get('/api/auth/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await get('/api/session')).json().user.twoFactorEnabled).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a login with two-factor on (ADR 067)', () => {
  it('asks for the code after the password; a wrong, missing or replayed code gets no session', async () => {
    const kim = await candidateWithTwoFactor();
    const challenge = await passwordStep(kim.email);

    const noChallenge = await codeStep(undefined, await totpCode(kim.secret, clock.now()));
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json()).toMatchObject({
      code: 'LOGIN_CHALLENGE_EXPIRED',
      detail: twoFactorTexts.challengeExpired,
    });

    const wrong = await codeStep(challenge, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: twoFactorTexts.invalidCode });
    expect(cookieOf(wrong, SESSION_COOKIE)).toBeUndefined();

    const code = await totpCode(kim.secret, clock.now());
    const right = await codeStep(challenge, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ isValid: true, userType: 'candidate' });
    expect(cookieOf(right, SESSION_COOKIE)).toBeTruthy();
    // The challenge is used up, and the same code does not work twice (RFC 6238 §5.2).
    expect((await codeStep(challenge, code)).statusCode).toBe(401);
    const replay = await codeStep(await passwordStep(kim.email), code);
    expect(replay.statusCode).toBe(400);
    nextStep();
    const later = await codeStep(
      await passwordStep(kim.email),
      await totpCode(kim.secret, clock.now()),
    );
    expect(later.statusCode).toBe(200);
  });

  it("a login in another browser does not end this one's code step", async () => {
    const kim = await candidateWithTwoFactor();
    const laptop = await passwordStep(kim.email);
    const phone = await passwordStep(kim.email);
    expect((await codeStep(phone, await totpCode(kim.secret, clock.now()))).statusCode).toBe(200);
    nextStep();
    expect((await codeStep(laptop, await totpCode(kim.secret, clock.now()))).statusCode).toBe(200);
    nextStep();
  });

  it('a challenge lasts 5 minutes; a code one step early or late still works (clock drift)', async () => {
    const kim = await candidateWithTwoFactor();
    const stale = await passwordStep(kim.email);
    clock.advance(5 * 60_000 + 1000);
    const expired = await codeStep(stale, await totpCode(kim.secret, clock.now()));
    expect(expired.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');

    const challenge = await passwordStep(kim.email);
    const early = await totpCode(kim.secret, new Date(clock.now().getTime() - 30_000));
    expect((await codeStep(challenge, early)).statusCode).toBe(200);
    nextStep();
  });

  it('"Trust this device" skips the code in this browser for 30 days, for this account only', async () => {
    const kim = await candidateWithTwoFactor();
    const lee = await candidateWithTwoFactor();
    const res = await codeStep(
      await passwordStep(kim.email),
      await totpCode(kim.secret, clock.now()),
      true,
    );
    expect(res.statusCode).toBe(200);
    const device = cookieOf(res, TRUSTED_DEVICE_COOKIE)!;
    expect(device).toBeTruthy();
    const trusted = await post(
      '/api/auth/login',
      { email: kim.email, password: TEST_PASSWORD, userType: 'candidate' },
      { [TRUSTED_DEVICE_COOKIE]: device },
    );
    expect(trusted.statusCode).toBe(200);
    expect(cookieOf(trusted, SESSION_COOKIE)).toBeTruthy();
    // Another account in the same browser still gives its code.
    await passwordStep(lee.email, 'candidate', { [TRUSTED_DEVICE_COOKIE]: device });
    // A wrong password is still a wrong password.
    const wrongPassword = await post(
      '/api/auth/login',
      { email: kim.email, password: 'not-the-password', userType: 'candidate' },
      { [TRUSTED_DEVICE_COOKIE]: device },
    );
    expect(wrongPassword.statusCode).toBe(401);
    clock.advance(31 * 24 * 3_600_000);
    await passwordStep(kim.email, 'candidate', { [TRUSTED_DEVICE_COOKIE]: device });
  });

  it('a recovery code signs in once; new ones replace the old', async () => {
    const kim = await candidateWithTwoFactor();
    const [first, second] = kim.recoveryCodes;
    const res = await codeStep(await passwordStep(kim.email), first!.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const again = await codeStep(await passwordStep(kim.email), first!);
    expect(again.statusCode).toBe(400);
    const cookie = `${SESSION_COOKIE}=${cookieOf(res, SESSION_COOKIE)}`;
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor',
      headers: { cookie },
    });
    expect(status.json().recoveryCodesLeft).toBe(9);

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/recovery-codes',
      headers: { cookie },
      payload: { code: await totpCode(kim.secret, clock.now()) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    nextStep();
    const old = await codeStep(await passwordStep(kim.email), second!.replace('-', ''));
    expect(old.statusCode).toBe(400);
    const fresh = await codeStep(await passwordStep(kim.email), renewed.json().recoveryCodes[0]);
    expect(fresh.statusCode).toBe(200);
  });
});

describe('codes are throttled like passwords (ADR 067, ADR 018)', () => {
  it('five wrong codes end the login: even the right code then needs the password again', async () => {
    const kim = await candidateWithTwoFactor();
    const challenge = await passwordStep(kim.email);
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, '111111')).statusCode).toBe(400);
    const right = await codeStep(challenge, await totpCode(kim.secret, clock.now()));
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('wrong codes on one account over many logins are slowed down, twice as long each time', async () => {
    const kim = await candidateWithTwoFactor();
    waits.length = 0;
    for (let i = 0; i < 3; i++) await codeStep(await passwordStep(kim.email), '222222');
    expect(waits).toEqual([]);
    await codeStep(await passwordStep(kim.email), '222222');
    await codeStep(await passwordStep(kim.email), '222222');
    expect(waits).toEqual([250, 500]);
    // The owner's right code still goes through, and clears the count.
    const ok = await codeStep(
      await passwordStep(kim.email),
      await totpCode(kim.secret, clock.now()),
    );
    expect(ok.statusCode).toBe(200);
    nextStep();
  });

  it('refuses an IP over its budget of codes a minute', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '3' });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { code: '333333' },
        }),
      );
    expect(codes.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
  });
});

describe('turning two-factor off (ADR 067)', () => {
  it('needs the password and a current code; the login then asks for none, trusted devices go', async () => {
    const kim = await candidateWithTwoFactor();
    const off = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: { cookie: kim.session },
        payload,
      });
    const noCode = await off({ password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({ code: twoFactorTexts.codeRequired });
    const wrongPassword = await off({
      password: 'nope-nope-nope',
      code: await totpCode(kim.secret, clock.now()),
    });
    expect(wrongPassword.json().errors).toEqual({ password: 'Password is incorrect.' });
    const wrongCode = await off({ password: TEST_PASSWORD, code: '444444' });
    expect(wrongCode.json().errors).toEqual({ code: twoFactorTexts.invalidCode });
    const ok = await off({
      password: TEST_PASSWORD,
      code: await totpCode(kim.secret, clock.now()),
    });
    expect(ok.statusCode, ok.body).toBe(204);
    nextStep();
    const res = await post('/api/auth/login', {
      email: kim.email,
      password: TEST_PASSWORD,
      userType: 'candidate',
    });
    expect(res.statusCode).toBe(200);
  });

  it('an admin cannot turn it off', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await login(t.app, admin.email, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: { cookie },
      payload: { password: TEST_PASSWORD, code: await totpCode(undefined, clock.now()) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(twoFactorTexts.adminsKeepIt);
  });
});

describe('admins must have two-factor (ADR 067)', () => {
  it('every admin route refuses an admin without it, before reading the request', async () => {
    const admin = await createAdmin(t.db, undefined, { twoFactor: false });
    const cookie = await login(t.app, admin.email, 'admin');
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { cookie },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect([route.method, route.url, res.statusCode, res.json().code]).toEqual([
        route.method,
        route.url,
        403,
        'TWO_FACTOR_REQUIRED',
      ]);
    }
  });

  it('an admin without it reaches no admin route until it is set up', async () => {
    const admin = await createAdmin(t.db, undefined, { twoFactor: false });
    const cookie = await login(t.app, admin.email, 'admin');
    const admins = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/candidates', headers: { cookie } });
    const refused = await admins();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      title: twoFactorTexts.requiredForAdminsTitle,
      detail: twoFactorTexts.requiredForAdmins,
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor',
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({ enabled: false, required: true });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie },
    });
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { code: await totpCode(setup.json().secret, clock.now()) },
    });
    expect(enable.statusCode).toBe(200);
    expect((await admins()).statusCode).toBe(200);
  });
});

describe('re-authentication and password change ask for the code (ADR 066, 067)', () => {
  it('re-authenticating needs the code as well as the password', async () => {
    const kim = await candidateWithTwoFactor();
    const reauth = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        headers: { cookie: kim.session },
        payload,
      });
    const noCode = await reauth({ password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({ code: twoFactorTexts.codeRequired });
    const ok = await reauth({
      password: TEST_PASSWORD,
      code: await totpCode(kim.secret, clock.now()),
    });
    expect(ok.statusCode).toBe(204);
    nextStep();
  });

  it('a password change needs the code, and forgets the trusted devices', async () => {
    const kim = await candidateWithTwoFactor();
    const trusted = await codeStep(
      await passwordStep(kim.email),
      await totpCode(kim.secret, clock.now()),
      true,
    );
    const device = cookieOf(trusted, TRUSTED_DEVICE_COOKIE)!;
    nextStep();
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie: kim.session },
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-1', ...payload },
      });
    expect((await change({})).json().errors).toEqual({ code: twoFactorTexts.codeRequired });
    const ok = await change({ code: await totpCode(kim.secret, clock.now()) });
    expect(ok.statusCode, ok.body).toBe(204);
    nextStep();
    const res = await post(
      '/api/auth/login',
      { email: kim.email, password: 'a-new-password-1', userType: 'candidate' },
      { [TRUSTED_DEVICE_COOKIE]: device },
    );
    expect(res.statusCode).toBe(202);
  });

  it('a company without two-factor changes its password as before', async () => {
    const acme = await createCompany(t.db, { onboardingStatus: 'complete' });
    const cookie = await login(t.app, acme.email, 'company');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-password-2' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe("the account's data export says how it signs in, and no secret (ADR 067)", () => {
  it('two-factor on, recovery codes left, passkeys and sessions; never the secret or a code', async () => {
    const kim = await candidateWithTwoFactor();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidates/me/export',
      headers: { cookie: kim.session },
    });
    expect(res.statusCode).toBe(200);
    const { signIn } = res.json();
    expect(signIn.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(signIn.passkeys).toEqual([]);
    expect(signIn.sessions.length).toBeGreaterThan(0);
    expect(signIn.sessions[0]).toMatchObject({ device: expect.any(String) });
    expect(res.body).not.toContain(kim.secret);
    for (const code of kim.recoveryCodes) expect(res.body).not.toContain(code);

    const acme = await createCompany(t.db, { onboardingStatus: 'complete' });
    const company = await t.app.inject({
      method: 'GET',
      url: '/api/companies/me/export',
      headers: { cookie: await login(t.app, acme.email, 'company') },
    });
    expect(company.json().signIn.twoFactor).toMatchObject({ enabled: false });
  });
});
