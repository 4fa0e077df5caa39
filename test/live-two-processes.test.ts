/**
 * Live messages across server processes (issue #16; docs/decisions/021, 037): two server
 * processes on one PostgreSQL database; the company sends on one, the candidate reads the live
 * stream of the other, and a reconnect with `Last-Event-ID` to the first process replays what
 * the candidate missed. The admin nav's counts likewise (issue #16; docs/decisions/044): a
 * candidate signs up on one process, an admin streaming from the other hears it. The talent feed
 * too (docs/decisions/049): an approval or rejection on one process shows in the other at once. Runs on
 * PostgreSQL (`TEST_DB_DRIVER=postgres`, as `npm run test:pg` does); PGlite is one process by
 * nature.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/shared/auth/session-rules';
import { LOGIN_CHALLENGE_COOKIE } from '../src/shared/auth/two-factor';
import {
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  createTeammate,
  createTestDatabase,
  TEST_PASSWORD,
  testDriver,
  totpCode,
  verificationTokenOf,
} from './helpers';
import { openSse } from './support/sse';
import { approveBody, candidateSignupBody, rejectBody } from './support/valid-bodies';

const children: ChildProcess[] = [];
const database = testDriver === 'postgres' ? await createTestDatabase() : undefined;
// Registered after the database's drop, so it runs first: the servers stop before it goes.
afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `src/server/main.ts` on `port` against `databaseUrl`; resolves once it answers. */
async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'warmintro-live-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

async function loginAt(base: string, email: string, userType: string): Promise<string> {
  let res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: TEST_PASSWORD, userType }),
  });
  if (res.status === 202) {
    // An admin of `createAdmin` has two-factor (docs/decisions/067): its code next.
    const challenge = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${LOGIN_CHALLENGE_COOKIE}=`))!
      .split(';')[0]!;
    res = await fetch(`${base}/api/auth/login/two-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: challenge },
      body: JSON.stringify({ code: await totpCode() }),
    });
  }
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  return cookie;
}

function post(base: string, cookie: string, url: string, body: object) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(body),
  });
}

/** The two servers, started once for the file's tests. */
let servers: Promise<{ a: string; b: string }> | undefined;
function twoServers() {
  servers ??= (async () => {
    const url = database!.url!;
    const [portA, portB] = [await freePort(), await freePort()];
    await Promise.all([startServer(url, portA), startServer(url, portB)]);
    return { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
  })();
  return servers;
}

describe.skipIf(testDriver !== 'postgres')('live messages across two server processes', () => {
  it('a message sent on process A reaches the candidate streaming from process B; replay on A', async () => {
    const { a, b } = await twoServers();

    const co = await createCompany(database!.db, {
      onboardingStatus: 'complete',
      companyName: 'Two Process Labs',
    });
    const kim = await createCandidate(database!.db, { calendarUrl: 'https://cal.com/kim' });
    const intro = await createIntro(database!.db, { companyId: co.id, candidateId: kim.id });
    const companyCookie = await loginAt(a, co.email, 'company');
    const candidateCookie = await loginAt(b, kim.email, 'candidate');

    // The candidate accepts on B; the conversation opens for both.
    const accepted = await post(
      b,
      candidateCookie,
      `/api/candidates/me/intro-requests/${intro.id}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.status).toBe(200);
    const inbox = await (
      await fetch(`${a}/api/conversations`, { headers: { cookie: companyCookie } })
    ).json();
    const conversationId = inbox.items[0].id as string;

    const stream = await openSse(`${b}/api/stream`, { cookie: candidateCookie });
    expect(stream.status).toBe(200);
    const sent = await post(a, companyCookie, `/api/conversations/${conversationId}/messages`, {
      body: 'Sent on A, read on B',
    });
    expect(sent.status).toBe(201);
    await stream.waitFor((e) =>
      e.some((x) => x.event === 'message' && JSON.parse(x.data).body === 'Sent on A, read on B'),
    );
    const lastId = stream.events.at(-1)!.id!;
    stream.close();

    await post(a, companyCookie, `/api/conversations/${conversationId}/messages`, {
      body: 'Missed while away',
    });
    const again = await openSse(`${a}/api/stream`, {
      cookie: candidateCookie,
      'last-event-id': lastId,
    });
    const replay = await again.waitFor((e) => e.some((x) => x.event === 'message'));
    expect(JSON.parse(replay.find((x) => x.event === 'message')!.data).body).toBe(
      'Missed while away',
    );
    again.close();
  }, 120_000);

  it("a candidate signing up on process A reaches an admin's stream on process B; replay on A (issue #16)", async () => {
    const { a, b } = await twoServers();
    const admin = await createAdmin(database!.db);
    const adminCookie = await loginAt(b, admin.email, 'admin');
    const stream = await openSse(`${b}/api/stream`, { cookie: adminCookie });
    expect(stream.status).toBe(200);

    const signup = await fetch(`${a}/api/candidates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a },
      body: JSON.stringify(candidateSignupBody()),
    });
    expect(signup.status).toBe(201);
    await stream.waitFor((e) => e.some((x) => x.event === 'nav-counts'));
    const lastId = stream.events.at(-1)!.id!;
    stream.close();

    // Approved on A while the admin was away: the reconnect to A replays it. Approvable once the
    // address is verified (docs/decisions/065).
    const { user } = (await signup.json()) as { user: { id: string; email: string } };
    const token = await verificationTokenOf(database!.db, user.email);
    expect((await post(b, '', '/api/auth/verify-email', { token })).status).toBe(200);
    const approved = await post(
      a,
      adminCookie,
      `/api/admin/candidates/${user.id}/approve`,
      approveBody(),
    );
    expect(approved.status).toBe(200);
    const again = await openSse(`${a}/api/stream`, {
      cookie: adminCookie,
      'last-event-id': lastId,
    });
    const replay = await again.waitFor((e) => e.some((x) => x.event === 'nav-counts'));
    expect(Number(replay.find((x) => x.event === 'nav-counts')!.id)).toBeGreaterThan(
      Number(lastId),
    );
    again.close();
  }, 120_000);

  it('the talent feed of each process shows an approval and a rejection made on the other at once (docs/decisions/049)', async () => {
    const { a, b } = await twoServers();
    const admin = await createAdmin(database!.db);
    const adminCookie = await loginAt(a, admin.email, 'admin');
    const name = `Feedtwin${Date.now()}`;
    const candidate = await createCandidate(database!.db, { firstName: name, status: 'pending' });
    const names = async (base: string) => {
      const res = await fetch(`${base}/api/talent?q=${name}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { firstName: string }[] }).items.map(
        (c) => c.firstName,
      );
    };
    // Both processes have loaded their feed index before the change.
    expect(await names(a)).toEqual([]);
    expect(await names(b)).toEqual([]);

    const approved = await post(
      a,
      adminCookie,
      `/api/admin/candidates/${candidate.id}/approve`,
      approveBody(),
    );
    expect(approved.status).toBe(200);
    expect(await names(b)).toEqual([name]);
    expect(await names(a)).toEqual([name]);

    const rejected = await post(
      a,
      adminCookie,
      `/api/admin/candidates/${candidate.id}/reject`,
      rejectBody(),
    );
    expect(rejected.status).toBe(200);
    expect(await names(b)).toEqual([]);
    expect(await names(a)).toEqual([]);
  }, 120_000);

  it('a logout on process A ends the stream of that session on process B within 2 s; a password change there ends the others (issue #31, ADR 062)', async () => {
    const { a, b } = await twoServers();
    const kim = await createCandidate(database!.db, { calendarUrl: 'https://cal.com/kim' });
    const [first, second, third] = [
      await loginAt(a, kim.email, 'candidate'),
      await loginAt(b, kim.email, 'candidate'),
      await loginAt(b, kim.email, 'candidate'),
    ];
    const onB = await openSse(`${b}/api/stream`, { cookie: first });
    const otherOnB = await openSse(`${b}/api/stream`, { cookie: second });
    const thirdOnA = await openSse(`${a}/api/stream`, { cookie: third });
    expect([onB.status, otherOnB.status, thirdOnA.status]).toEqual([200, 200, 200]);

    const started = Date.now();
    expect((await post(a, first, '/api/auth/logout', {})).status).toBe(204);
    await onB.ended;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(onB.events.at(-1)?.event).toBe('session-ended');

    // A password change on B ends every other session's stream, on A too; its own stays.
    const changed = await post(b, second, '/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-password-2026',
    });
    expect(changed.status).toBe(204);
    const changedAt = Date.now();
    await thirdOnA.ended;
    expect(Date.now() - changedAt).toBeLessThan(2000);
    const stillOpen = await Promise.race([
      otherOnB.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
    ]);
    expect(stillOpen).toBe('open');
    otherOnB.close();
  }, 120_000);

  it("a candidate accepting on process A, and a teammate's hand move on A, reach another member's pipeline stream on process B (issue #34 item 3)", async () => {
    const { a, b } = await twoServers();
    const co = await createCompany(database!.db, { onboardingStatus: 'complete', planTier: 'pro' });
    const dana = await createTeammate(database!.db, co.id, { fullName: 'Dana Lee' });
    const sam = await createTeammate(database!.db, co.id, { fullName: 'Sam Park' });
    const kim = await createCandidate(database!.db);
    const intro = await createIntro(database!.db, { companyId: co.id, candidateId: kim.id });
    const samCookie = await loginAt(b, sam.email, 'company');
    const stream = await openSse(`${b}/api/stream`, { cookie: samCookie });
    expect(stream.status).toBe(200);

    // Sam did not ask for the intro and hears of answers to their own requests only.
    const kimCookie = await loginAt(a, kim.email, 'candidate');
    const accepted = await post(
      a,
      kimCookie,
      `/api/candidates/me/intro-requests/${intro.id}/respond`,
      {
        response: 'accepted',
      },
    );
    expect(accepted.status).toBe(200);
    const pipelineOf = (e: { event?: string; data: string }[]) =>
      e.filter((x) => x.event === 'pipeline').map((x) => JSON.parse(x.data).candidateId);
    await stream.waitFor((e) => pipelineOf(e).includes(kim.id));

    const danaCookie = await loginAt(a, dana.email, 'company');
    const before = pipelineOf(stream.events).length;
    const moved = await post(a, danaCookie, `/api/company/pipeline/${kim.id}/move`, {
      stage: 'hired',
    });
    expect(moved.status).toBe(200);
    await stream.waitFor((e) => pipelineOf(e).length > before);
    const board = await (
      await fetch(`${b}/api/company/pipeline?stage=hired`, { headers: { cookie: samCookie } })
    ).json();
    expect(board.columns[0].cards.map((c: { candidateId: string }) => c.candidateId)).toEqual([
      kim.id,
    ]);
    stream.close();
  }, 120_000);
});
