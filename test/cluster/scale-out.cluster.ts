/**
 * Several processes, one PostgreSQL (issue #12): HAProxy in front of three compiled server
 * processes (`deploy/haproxy.cfg`, started as `deploy/cluster.sh up` starts them) on a private
 * PostgreSQL server, driven only through the load balancer. Run with `npm run test:cluster`.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { insertCandidate, insertCompany } from '../../src/db/seed/factories';
import { hashPassword } from '../../src/server/platform/lib/passwords';
import {
  dropDatabase,
  ensureDatabase,
  isRunning,
  repoRoot,
  startCluster,
  stopProcess,
  tail,
  waitForHealthy,
  type Cluster,
} from '../../scripts/lib/cluster';
import { httpRequest, sessionCookie, type HttpResult } from './http-client';
import { startPostgresServer, type PostgresServer } from './postgres-server';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

/** Pay is required on every intro request (docs/decisions/077). */
const TEST_PAY = {
  compensation: { kind: 'salary', currency: 'USD', period: 'year', min: 120_000, max: 150_000 },
};

const LOGIN_LIMIT = 5;
const PASSWORD = 'cluster-password';

/** `n` distinct free TCP ports on 127.0.0.1. */
async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isProblem(result: HttpResult, status: number): boolean {
  return (
    result.status === status &&
    String(result.headers['content-type']).startsWith('application/problem+json') &&
    (JSON.parse(result.body) as { status: number }).status === status
  );
}

let postgres: PostgresServer;
let smtp: SmtpCapture;
let cluster: Cluster;
let database: Database;
let databaseUrl: string;
let runDir: string;
let lb: string;

beforeAll(async () => {
  const [pgPort, lbPort, ...appPorts] = await freePorts(5);
  postgres = startPostgresServer(pgPort!);
  databaseUrl = postgres.url(`warmintro_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  await ensureDatabase(databaseUrl);
  smtp = await startSmtpCapture();
  runDir = mkdtempSync(path.join(os.tmpdir(), 'warmintro-cluster-'));
  cluster = await startCluster({
    dir: runDir,
    databaseUrl,
    lbPort: lbPort!,
    appPorts: appPorts as [number, number, number],
    env: {
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      EMAIL_TRANSPORT: 'smtp',
      EMAIL_FALLBACK: 'false',
      OUTBOX_POLL_MS: '200',
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      RATE_LIMIT_NEWSLETTER: '100000',
    },
    // Each process names itself in EHLO, so the capture knows which worker sent a message;
    // pooled connections, as the capture server (like many real ones) greets after 100 ms.
    instanceEnv: (i) => ({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?pool=true&name=app${i + 1}`,
    }),
  });
  lb = cluster.url;
  database = openPostgres(databaseUrl, 3);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await smtp?.close();
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  postgres?.destroy();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}, 60_000);

describe('through the load balancer', () => {
  it('lets a free company create exactly 2 of 20 simultaneous intro requests', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const email = `free-${randomUUID()}@cluster.test`;
    const companyId = await insertCompany(database.db, {
      email,
      passwordHash,
      planTier: 'free',
      // Preferences saved: a company still in onboarding may not request intros (spec 1 §4).
      onboardingStatus: 'complete',
    });
    const candidateIds: string[] = [];
    for (let i = 0; i < 20; i++)
      candidateIds.push(await insertCandidate(database.db, { passwordHash }));

    const login = await httpRequest(`${lb}/api/auth/login`, {
      json: { email, password: PASSWORD, userType: 'company' },
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);

    const results = await Promise.all(
      candidateIds.map((candidateId) =>
        httpRequest(`${lb}/api/intro-requests`, {
          json: { candidateId, ...TEST_PAY },
          headers: { cookie },
          timeoutMs: 20_000,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status !== 201).every((r) => isProblem(r, 402))).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from intro_requests where company_id = ${companyId}`,
    );
    expect(row!.n).toBe(2);
  });

  it("lets 3 members of a team make exactly 1 of 20 simultaneous requests for one candidate, and a removed member's next request is refused by every process (issue #33)", async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const ownerEmail = `owner-${randomUUID()}@cluster.test`;
    const companyId = await insertCompany(database.db, {
      email: ownerEmail,
      passwordHash,
      planTier: 'pro',
      onboardingStatus: 'complete',
    });
    const emails = [ownerEmail];
    for (let i = 0; i < 2; i++) {
      const [user] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into users (email, password_hash, role, email_verified_at)
            values (${`mate${i}-${randomUUID()}@cluster.test`}, ${passwordHash}, 'company', now())
            returning id, email`,
      );
      const [row] = await queryRows<{ email: string }>(
        database.db,
        sql`insert into company_members (company_id, user_id, role, full_name)
            values (${companyId}, ${user!.id}, 'member', ${`Mate ${i}`})
            returning (select email from users where id = ${user!.id}) as email`,
      );
      emails.push(row!.email);
    }
    const cookies: string[] = [];
    for (const email of emails) {
      const login = await httpRequest(`${lb}/api/auth/login`, {
        json: { email, password: PASSWORD, userType: 'company' },
      });
      expect(login.status).toBe(200);
      cookies.push(sessionCookie(login));
    }
    const candidateId = await insertCandidate(database.db, { passwordHash });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        httpRequest(`${lb}/api/intro-requests`, {
          json: { candidateId, ...TEST_PAY },
          headers: { cookie: cookies[i % 3]! },
          timeoutMs: 20_000,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).every((r) => isProblem(r, 409))).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from intro_requests where company_id = ${companyId}`,
    );
    expect(row!.n).toBe(1);

    // The owner removes a member through the load balancer; each process then refuses them.
    const team = JSON.parse(
      (await httpRequest(`${lb}/api/company/members`, { headers: { cookie: cookies[0]! } })).body,
    ) as { members: { userId: string; email: string }[] };
    const removed = team.members.find((m) => m.email === emails[1])!;
    const removal = await httpRequest(`${lb}/api/company/members/${removed.userId}`, {
      method: 'DELETE',
      headers: { cookie: cookies[0]!, 'content-type': 'application/json' },
      json: {},
    });
    expect(removal.status).toBe(204);
    for (const app of cluster.apps) {
      const read = await httpRequest(`http://127.0.0.1:${app.port}/api/intro-requests`, {
        headers: { cookie: cookies[1]! },
      });
      expect([app.name, read.status]).toEqual([app.name, 401]);
    }
  });

  it('holds the login limit across the three processes', async () => {
    // A client of its own on the loopback network: nothing else counts against its address.
    const localAddress = `127.0.0.${10 + Math.floor(Math.random() * 200)}`;
    const attempt = () =>
      httpRequest(`${lb}/api/auth/login`, {
        localAddress,
        json: {
          email: `nobody-${randomUUID()}@cluster.test`,
          password: 'wrong-password',
          userType: 'company',
        },
      });
    const first: HttpResult[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) first.push(await attempt());
    expect(first.map((r) => r.status)).toEqual(Array(LOGIN_LIMIT).fill(401));

    // The attempts went to several processes (HAProxy's log names the server of each).
    const served = readFileSync(cluster.lb.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`${localAddress}:`) && line.includes('/api/auth/login'))
      .map((line) => /warmintro\/(app\d)/.exec(line)?.[1]);
    expect(new Set(served).size).toBeGreaterThan(1);

    const after: HttpResult[] = [];
    for (let i = 0; i < 3; i++) after.push(await attempt());
    expect(after.map((r) => r.status)).toEqual([429, 429, 429]);
    expect(after.every((r) => isProblem(r, 429))).toBe(true);
  });

  it('delivers 1,000 queued e-mails exactly once, by the workers of the cluster (ADR 071)', async () => {
    const count = 1000;
    const marker = `cluster-${randomUUID().slice(0, 8)}`;
    await database.db.execute(sql`
      insert into outbox_emails (template, to_addresses, subject, text_body, html_body)
      select 'clusterTest', array['reader' || g || '@cluster.test'], ${marker} || ' #' || g,
             'Message ' || g, '<p>Message ' || g || '</p>'
      from generate_series(1, ${count}) as g`);

    const queuedAt = Date.now();
    const deadline = queuedAt + 120_000;
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outbox_emails
            where template = 'clusterTest' and status in ('queued', 'sending')`,
      );
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.n} e-mails still queued after 120 s`);
      await sleep(250);
    }

    const rows = await queryRows<{ id: string; status: string; attempts: number }>(
      database.db,
      sql`select id, status, attempts from outbox_emails where template = 'clusterTest'`,
    );
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);

    const received = smtp.messages.filter((m) => m.subject.startsWith(`${marker} #`));
    expect(received).toHaveLength(count);
    const ids = new Set(received.map((m) => m.messageId));
    expect(ids.size).toBe(count);
    expect(ids).toEqual(new Set(rows.map((r) => `<${r.id}@warmintro>`)));
    // Sent by the cluster's own workers. Delivery runs one at a time across the processes, each
    // run taken by whichever worker fetches it first (docs/decisions/071-jobs-on-pg-boss.md), so
    // one, two or all three may have sent them; what holds is that each was sent once.
    const perWorker = new Map<string, number>();
    for (const m of received) perWorker.set(m.client, (perWorker.get(m.client) ?? 0) + 1);
    expect([...perWorker.keys()].every((client) => ['app1', 'app2', 'app3'].includes(client))).toBe(
      true,
    );
    console.log(
      `outbox: ${count} e-mails in ${Date.now() - queuedAt} ms, per worker`,
      Object.fromEntries([...perWorker].sort()),
    );
  }, 180_000);
});

describe('a server process', () => {
  it('finishes a slow in-flight request after SIGTERM, then exits 0', async () => {
    const [port] = await freePorts(1);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: runDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_NEWSLETTER: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await waitForHealthy(`http://127.0.0.1:${port}/api/health`, 30_000);

      // A request whose body arrives slowly: headers and half the body now, the rest later.
      const email = `slow-${randomUUID()}@cluster.test`;
      const body = JSON.stringify({ email });
      const half = Math.floor(body.length / 2);
      const socket = net.connect(port!, '127.0.0.1');
      let response = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (response += chunk));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, half),
      );
      await sleep(300);
      child.kill('SIGTERM');
      await sleep(500);

      // Stopped accepting: a new connection is refused, while the open request goes on.
      const refused = await new Promise<boolean>((resolve) => {
        const probe = net.connect(port!, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
      expect(isRunning(child.pid!)).toBe(true);

      // The rest of the body; the answer closes the connection, and the process exits at once.
      socket.write(body.slice(half));
      await closed;
      expect(response, output).toMatch(/^HTTP\/1\.1 201 /);
      expect(response.toLowerCase()).toContain('connection: close');
      const stoppedAt = Date.now();
      expect(await exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(output).toContain('shutdown complete');
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from newsletter_signups where email = ${email}`,
      );
      expect(row!.n).toBe(1);
    } finally {
      await stopProcess(child.pid!, 'SIGKILL', 1000);
    }
  }, 60_000);
});

describe('a fresh server process (ADR 070)', () => {
  it('is alive first and ready only once its feed index is loaded and its jobs run', async () => {
    const [port] = await freePorts(1);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: runDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    const answer = async (route: string) => {
      try {
        const response = await fetch(`${base}${route}`, { signal: AbortSignal.timeout(1000) });
        return { status: response.status, body: await response.text() };
      } catch {
        return null;
      }
    };
    try {
      // Polled from the spawn on, each answer with the time it came.
      const seen: { status: number; body: string; at: number }[] = [];
      await vi.waitFor(
        async () => {
          const ready = await answer('/api/ready');
          if (ready) seen.push({ ...ready, at: Date.now() });
          expect(ready?.status).toBe(200);
        },
        { timeout: 30_000, interval: 10 },
      );
      const first200 = seen.findIndex((r) => r.status === 200);
      expect(first200, output).toBeGreaterThanOrEqual(0);
      // Ready only after the index: the process logged its load (pino's `time`, ms) before the
      // first 200 came back.
      await vi.waitFor(() => expect(output).toContain('feed index loaded'), { timeout: 5000 });
      const loadedLine = output.split('\n').find((line) => line.includes('feed index loaded'))!;
      const loadedAt = (JSON.parse(loadedLine) as { time: number }).time;
      expect(loadedAt, output).toBeLessThanOrEqual(seen[first200]!.at);
      // Whatever came before was a 503 that says what it waits for.
      for (const early of seen.slice(0, first200)) {
        expect(early.status).toBe(503);
        expect(early.body).toMatch(/Starting: waiting for|Not Ready/);
      }
      expect((await answer('/api/health'))?.status).toBe(200);
      expect(output).toContain('ready for traffic');
    } finally {
      await stopProcess(child.pid!, 'SIGKILL', 1000);
    }
  }, 60_000);
});

describe('PostgreSQL restarting under writes', () => {
  it('answers 503 problem+json while it is down, recovers within 5 s, keeps every 2xx write', async () => {
    const pids = cluster.apps.map((a) => a.pid);
    interface Write {
      email: string;
      start: number;
      end: number;
      result?: HttpResult;
      error?: string;
    }
    const writes: Write[] = [];
    let stopWriting = false;
    // Two clients, one write at a time each, bounded in count and time.
    const writer = async () => {
      const until = Date.now() + 60_000;
      while (!stopWriting && Date.now() < until && writes.length < 4000) {
        const write: Write = { email: `w-${randomUUID()}@cluster.test`, start: Date.now(), end: 0 };
        writes.push(write);
        try {
          write.result = await httpRequest(`${lb}/api/newsletter`, {
            json: { email: write.email },
            timeoutMs: 10_000,
          });
        } catch (error) {
          write.error = (error as Error).message;
        }
        write.end = Date.now();
        await sleep(20);
      }
    };
    const writers = [writer(), writer()];

    let downFrom = 0;
    let downUntil = 0;
    let recoveredAt = 0;
    let upAt = 0;
    try {
      await sleep(1000);
      postgres.stop();
      downFrom = Date.now();
      await sleep(2000);
      downUntil = Date.now();
      postgres.start();
      upAt = Date.now();
      while (Date.now() - upAt < 15_000) {
        const ok = writes.find((w) => w.start >= upAt && w.result?.status === 201);
        if (ok) {
          recoveredAt = ok.end;
          break;
        }
        await sleep(50);
      }
      await sleep(1000);
      stopWriting = true;
      await Promise.all(writers);

      expect(recoveredAt, 'a write succeeded after the restart').toBeGreaterThan(0);
      expect(recoveredAt - upAt).toBeLessThanOrEqual(5000);
    } finally {
      stopWriting = true;
      await Promise.all(writers);
    }

    expect(writes.filter((w) => w.error)).toEqual([]);
    const whileDown = writes.filter((w) => w.start >= downFrom && w.end <= downUntil);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((w) => isProblem(w.result!, 503))).toBe(true);
    // Anything else is a success or the same 503: never a 500 or a hang.
    expect(writes.every((w) => w.result!.status === 201 || isProblem(w.result!, 503))).toBe(true);

    const acknowledged = writes.filter((w) => w.result!.status === 201).map((w) => w.email);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await queryRows<{ email: string }>(
      database.db,
      sql`select email from newsletter_signups where email like 'w-%@cluster.test'`,
    );
    const storedSet = new Set(stored.map((r) => r.email));
    expect(acknowledged.filter((email) => !storedSet.has(email))).toEqual([]);

    console.log(
      `restart: down ${downUntil - downFrom} ms, ${whileDown.length} writes answered 503 meanwhile, ` +
        `first 2xx ${recoveredAt - upAt} ms after PostgreSQL was up, ` +
        `${acknowledged.length} of ${writes.length} writes acknowledged and all stored`,
    );
    // The servers were not restarted: the same processes serve.
    expect(cluster.apps.map((a) => a.pid)).toEqual(pids);
    const dead = cluster.apps.filter((a) => !isRunning(a.pid));
    expect(dead.map((a) => `${a.name} exited:\n${tail(a.logFile, 40)}`)).toEqual([]);
  }, 120_000);
});
