/**
 * Passkeys (issue #31 item 5; docs/decisions/068): register one or more, list, rename and remove
 * them, sign in with one alone, and re-authenticate a session with one (issue #31 item 6;
 * docs/decisions/066). The responses are real WebAuthn responses from a software authenticator
 * (`test/webauthn-authenticator.ts`), verified by the real `@simplewebauthn/server` behind the real
 * app.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, passkeys, sessions, webauthnChallenges } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  login,
  type InjectMethod,
} from '../../../../test/helpers';
import {
  softwareAuthenticator,
  type CeremonyOverrides,
  type SoftwareAuthenticator,
} from '../../../../test/webauthn-authenticator';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import { passkeyTexts } from '../../../shared/auth/passkeys';

const t = await buildTestApp();

const chromeMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function call(cookie: string | undefined, method: InjectMethod, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'user-agent': chromeMac, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
}

/** Registers a passkey for the holder of `cookie` with `auth`, as the account card does. */
async function addPasskey(
  cookie: string,
  auth: SoftwareAuthenticator = softwareAuthenticator(),
  { name, overrides }: { name?: string; overrides?: CeremonyOverrides } = {},
) {
  const options = await call(cookie, 'POST', '/api/auth/passkeys/registration-options');
  expect(options.statusCode, options.body).toBe(200);
  const res = await call(cookie, 'POST', '/api/auth/passkeys', {
    response: auth.create(options.json(), overrides),
    ...(name === undefined ? {} : { name }),
  });
  return { res, auth, options: options.json() };
}

/** A sign-in challenge answered by `auth` on the login page of `userType`. */
async function passkeyLogin(
  auth: SoftwareAuthenticator,
  userType: 'company' | 'candidate' | 'admin',
  overrides: CeremonyOverrides = {},
) {
  const started = await call(undefined, 'POST', '/api/auth/passkeys/authentication-options');
  expect(started.statusCode, started.body).toBe(200);
  const { challengeId, options } = started.json();
  const body = { challengeId, response: auth.get(options, overrides), userType };
  return { res: await call(undefined, 'POST', '/api/auth/login/passkey', body), body };
}

const cookieOf = (res: Awaited<ReturnType<typeof call>>) =>
  `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;

const listOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/auth/passkeys')).json().items as {
    id: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
    backedUp: boolean;
  }[];

/** Moves the session's last proof `minutes` into the past (docs/decisions/066). */
async function provedAgo(userId: string, minutes: number) {
  await t.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
}

const signInRefused = {
  status: 401,
  code: 'INVALID_CREDENTIALS',
  title: 'Login Failed',
  detail: passkeyTexts.signInFailed,
};

describe('the pages may use WebAuthn, for our own origin only (ADR 068)', () => {
  it('sends a Permissions-Policy allowing publickey-credentials-get and -create to self alone', async () => {
    for (const url of ['/', '/api/health']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      expect(policy, url).toContain('publickey-credentials-get=(self)');
      expect(policy, url).toContain('publickey-credentials-create=(self)');
    }
  });
});

describe('registering and listing passkeys (issue #31 item 5, ADR 068)', () => {
  it('registers two passkeys and lists them, the newest first, with name, added, last used and backup state', async () => {
    const co = await createCompany(t.db);
    const cookie = await login(t.app, co.email, 'company');
    const laptop = await addPasskey(cookie);
    expect(laptop.res.statusCode, laptop.res.body).toBe(201);
    // No name given: the device's.
    expect(laptop.res.json()).toMatchObject({
      name: 'Passkey (Chrome on macOS)',
      lastUsedAt: null,
      backedUp: false,
    });
    // The options: this RP, a discoverable credential with user verification, the account's id
    // as user handle (never its e-mail), and the passkey it has excluded.
    const second = await addPasskey(cookie, softwareAuthenticator({ backedUp: true }), {
      name: '  Phone  ',
    });
    expect(second.res.statusCode, second.res.body).toBe(201);
    expect(second.options).toMatchObject({
      rp: { id: 'localhost', name: 'WarmIntro' },
      user: { name: co.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(Buffer.from(second.options.user.id, 'base64url').toString()).toBe(co.id);
    expect(second.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      laptop.auth.credentials[0]!.id,
    ]);

    const res = await call(cookie, 'GET', '/api/auth/passkeys');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = await listOf(cookie);
    expect(items.map((p) => [p.name, p.backedUp])).toEqual([
      ['Phone', true],
      ['Passkey (Chrome on macOS)', false],
    ]);
    // The list shows no key material.
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, items[0]!.id));
    expect(res.body).not.toContain(row!.publicKey);
    expect(res.body).not.toContain(row!.credentialId);
  });

  it('refuses a registration from another origin, without user verification, or answering a used challenge; each writes no passkey', async () => {
    const kim = await createCandidate(t.db);
    const cookie = await login(t.app, kim.email, 'candidate');
    for (const overrides of [
      { origin: 'https://evil.example' },
      { noUserVerification: true },
      { type: 'webauthn.get' },
    ]) {
      const { res } = await addPasskey(cookie, softwareAuthenticator(), { overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ detail: passkeyTexts.registrationFailed });
    }
    expect(await listOf(cookie)).toEqual([]);

    // The same response twice: the challenge was used by the first.
    const auth = softwareAuthenticator();
    const options = (await call(cookie, 'POST', '/api/auth/passkeys/registration-options')).json();
    const response = auth.create(options);
    expect((await call(cookie, 'POST', '/api/auth/passkeys', { response })).statusCode).toBe(201);
    const again = await call(cookie, 'POST', '/api/auth/passkeys', { response });
    expect(again.statusCode).toBe(400);
    expect(await listOf(cookie)).toHaveLength(1);

    // Another account's registration challenge is not this one's.
    const other = await createCandidate(t.db);
    const otherCookie = await login(t.app, other.email, 'candidate');
    const foreign = (await call(cookie, 'POST', '/api/auth/passkeys/registration-options')).json();
    const stolen = await call(otherCookie, 'POST', '/api/auth/passkeys', {
      response: softwareAuthenticator().create(foreign),
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('keeps a name to one line of 1 to 60 characters, and at most 10 passkeys per account', async () => {
    const kim = await createCandidate(t.db);
    const cookie = await login(t.app, kim.email, 'candidate');
    const bad = async (name: string) => {
      const options = (
        await call(cookie, 'POST', '/api/auth/passkeys/registration-options')
      ).json();
      const res = await call(cookie, 'POST', '/api/auth/passkeys', {
        response: softwareAuthenticator().create(options),
        name,
      });
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await bad('   ')).toEqual({ name: 'Passkey Name is required.' });
    expect(await bad('x'.repeat(61))).toEqual({
      name: 'Passkey Name must be at most 60 characters.',
    });
    expect(await bad('Work\nlaptop')).toEqual({ name: 'Passkey Name must be on one line.' });
    expect(await listOf(cookie)).toEqual([]);

    for (let i = 0; i < 10; i++)
      expect((await addPasskey(cookie, undefined, { name: `Key ${i}` })).res.statusCode).toBe(201);
    const eleventh = await call(cookie, 'POST', '/api/auth/passkeys/registration-options');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().detail).toBe(passkeyTexts.limitReached);
    expect(await listOf(cookie)).toHaveLength(10);
  });
});

describe('signing in with a passkey alone (issue #31 item 5, ADR 068)', () => {
  it('signs in on the login page of its role; the cookie works, the use is recorded, the owner is told of the new device', async () => {
    const kim = await createCandidate(t.db);
    const setup = await login(t.app, kim.email, 'candidate');
    const { auth } = await addPasskey(setup);
    // No challenge of this sign-in exists yet; the options name no credential (discoverable).
    const started = await call(undefined, 'POST', '/api/auth/passkeys/authentication-options');
    expect(started.json().options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
    });
    expect(started.json().options.allowCredentials).toBeUndefined();

    const { res } = await passkeyLogin(auth, 'candidate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isValid: true,
      userType: 'candidate',
      user: { id: kim.id, email: kim.email },
    });
    const cookie = cookieOf(res);
    const session = (await call(cookie, 'GET', '/api/session')).json();
    expect(session).toMatchObject({ isValid: true, user: { id: kim.id } });
    const [stored] = await listOf(cookie);
    expect(stored!.lastUsedAt).not.toBeNull();
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, kim.id));
    expect(row!.counter).toBe(1);
    // A passkey sign-in counts as a fresh proof: removing needs nothing more now.
    expect((await call(cookie, 'DELETE', `/api/auth/passkeys/${stored!.id}`)).statusCode).toBe(204);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.template, 'newSignIn'), sql`${kim.email} = any(${outboxEmails.to})`),
      );
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses, with the one answer of a wrong password: another origin, a replayed or expired challenge, an unknown credential, another role, no user verification', async () => {
    const co = await createCompany(t.db);
    const { auth } = await addPasskey(await login(t.app, co.email, 'company'));

    const wrongOrigin = await passkeyLogin(auth, 'company', { origin: 'https://evil.example' });
    expect(wrongOrigin.res.json()).toMatchObject(signInRefused);

    const noUv = await passkeyLogin(auth, 'company', { noUserVerification: true });
    expect(noUv.res.json()).toMatchObject(signInRefused);

    // A company's passkey on the candidate login (and the admin's): the same answer.
    for (const role of ['candidate', 'admin'] as const)
      expect((await passkeyLogin(auth, role)).res.json()).toMatchObject(signInRefused);

    // A credential no account has.
    const stranger = softwareAuthenticator();
    stranger.create({
      challenge: 'AAAAAAAAAAAAAAAAAAAAAA',
      rp: { id: 'localhost', name: 'WarmIntro' },
      user: { id: 'AAAA', name: 'x', displayName: 'x' },
    });
    expect((await passkeyLogin(stranger, 'company')).res.json()).toMatchObject(signInRefused);

    // A claimed credential id that is not the one signing.
    const other = await createCompany(t.db);
    const { auth: otherAuth } = await addPasskey(await login(t.app, other.email, 'company'));
    const impostor = await passkeyLogin(auth, 'company', {
      claimedId: otherAuth.credentials[0]!.id,
    });
    expect(impostor.res.json()).toMatchObject(signInRefused);

    // A good answer, sent twice: the challenge works once.
    const good = await passkeyLogin(auth, 'company');
    expect(good.res.statusCode).toBe(200);
    const replay = await call(undefined, 'POST', '/api/auth/login/passkey', good.body);
    expect(replay.json()).toMatchObject(signInRefused);
    expect(replay.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    // An expired challenge (older than 5 minutes).
    const started = (
      await call(undefined, 'POST', '/api/auth/passkeys/authentication-options')
    ).json();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, started.challengeId));
    const expired = await call(undefined, 'POST', '/api/auth/login/passkey', {
      challengeId: started.challengeId,
      response: auth.get(started.options),
      userType: 'company',
    });
    expect(expired.json()).toMatchObject(signInRefused);
  });

  it('refuses a signature counter that does not go forward (a cloned authenticator)', async () => {
    const co = await createCompany(t.db);
    const { auth } = await addPasskey(await login(t.app, co.email, 'company'));
    expect((await passkeyLogin(auth, 'company', { counter: 5 })).res.statusCode).toBe(200);
    expect((await passkeyLogin(auth, 'company', { counter: 5 })).res.json()).toMatchObject(
      signInRefused,
    );
    expect((await passkeyLogin(auth, 'company', { counter: 3 })).res.json()).toMatchObject(
      signInRefused,
    );
    expect((await passkeyLogin(auth, 'company', { counter: 6 })).res.statusCode).toBe(200);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, co.id));
    expect(row!.counter).toBe(6);
  });

  it('does not take a registration or re-authentication challenge for a sign-in', async () => {
    const co = await createCompany(t.db);
    const cookie = await login(t.app, co.email, 'company');
    const { auth } = await addPasskey(cookie);
    const reauth = (await call(cookie, 'POST', '/api/auth/reauthenticate/passkey-options')).json();
    const res = await call(undefined, 'POST', '/api/auth/login/passkey', {
      challengeId: reauth.challengeId,
      response: auth.get(reauth.options),
      userType: 'company',
    });
    expect(res.json()).toMatchObject(signInRefused);
  });
});

describe('renaming and removing passkeys (issue #31 item 5, ADR 068)', () => {
  it('renames one; another account gets the 404 of a passkey that does not exist', async () => {
    const co = await createCompany(t.db);
    const cookie = await login(t.app, co.email, 'company');
    const { res } = await addPasskey(cookie);
    const id = res.json().id as string;
    const renamed = await call(cookie, 'PATCH', `/api/auth/passkeys/${id}`, { name: 'YubiKey' });
    expect(renamed.statusCode).toBe(204);
    expect((await listOf(cookie))[0]!.name).toBe('YubiKey');

    const other = await createCandidate(t.db);
    const otherCookie = await login(t.app, other.email, 'candidate');
    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(otherCookie, method, `/api/auth/passkeys/${id}`, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe('Passkey not found.');
    }
    expect((await listOf(cookie))[0]!.name).toBe('YubiKey');
  });

  it('adding and removing need a proof in the last 10 minutes; a passkey gives one, then removal works and the passkey signs in no more (ADR 066)', async () => {
    const kim = await createCandidate(t.db);
    const cookie = await login(t.app, kim.email, 'candidate');
    const { res, auth } = await addPasskey(cookie);
    const id = res.json().id as string;
    await provedAgo(kim.id, 11);

    const refused = await call(cookie, 'DELETE', `/api/auth/passkeys/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REAUTH_REQUIRED', title: "Confirm It's You" });
    const options = (await call(cookie, 'POST', '/api/auth/passkeys/registration-options')).json();
    const add = await call(cookie, 'POST', '/api/auth/passkeys', {
      response: softwareAuthenticator().create(options),
    });
    expect(add.statusCode).toBe(403);
    expect(await listOf(cookie)).toHaveLength(1);

    // Re-authenticate with the passkey: the options allow only the account's own passkeys.
    const started = await call(cookie, 'POST', '/api/auth/reauthenticate/passkey-options');
    expect(started.statusCode).toBe(200);
    const { challengeId, options: reauthOptions } = started.json();
    expect(reauthOptions.allowCredentials.map((c: { id: string }) => c.id)).toEqual([
      auth.credentials[0]!.id,
    ]);
    const proved = await call(cookie, 'POST', '/api/auth/reauthenticate/passkey', {
      challengeId,
      response: auth.get(reauthOptions),
    });
    expect(proved.statusCode, proved.body).toBe(204);

    expect((await call(cookie, 'DELETE', `/api/auth/passkeys/${id}`)).statusCode).toBe(204);
    expect(await listOf(cookie)).toEqual([]);
    expect((await passkeyLogin(auth, 'candidate')).res.json()).toMatchObject(signInRefused);
  });

  it("a passkey of account A cannot re-authenticate account B, nor answer B's challenge", async () => {
    const a = await createCandidate(t.db);
    const aCookie = await login(t.app, a.email, 'candidate');
    const { auth: aAuth } = await addPasskey(aCookie);
    const b = await createCandidate(t.db);
    const bCookie = await login(t.app, b.email, 'candidate');
    await addPasskey(bCookie);
    await provedAgo(b.id, 30);
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, b.id));

    // B's challenge, answered by A's passkey.
    const started = (
      await call(bCookie, 'POST', '/api/auth/reauthenticate/passkey-options')
    ).json();
    const withA = await call(bCookie, 'POST', '/api/auth/reauthenticate/passkey', {
      challengeId: started.challengeId,
      response: aAuth.get({ ...started.options, allowCredentials: [] }),
    });
    expect(withA.statusCode).toBe(400);
    expect(withA.json().detail).toBe(passkeyTexts.reauthFailed);

    // A's own challenge and passkey, sent with B's session.
    const aStarted = (
      await call(aCookie, 'POST', '/api/auth/reauthenticate/passkey-options')
    ).json();
    const crossed = await call(bCookie, 'POST', '/api/auth/reauthenticate/passkey', {
      challengeId: aStarted.challengeId,
      response: aAuth.get(aStarted.options),
    });
    expect(crossed.statusCode).toBe(400);

    const [after] = await t.db.select().from(sessions).where(eq(sessions.userId, b.id));
    expect(after!.authenticatedAt.getTime()).toBe(before!.authenticatedAt.getTime());
    // An account with no passkey is told to use its password.
    const c = await createCandidate(t.db);
    const none = await call(
      await login(t.app, c.email, 'candidate'),
      'POST',
      '/api/auth/reauthenticate/passkey-options',
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe(passkeyTexts.noPasskeys);
  });
});
