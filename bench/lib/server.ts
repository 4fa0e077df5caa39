/**
 * Helpers shared by the load benchmarks (issue #14 "API"): the compiled server started as its own
 * process against `BENCH_DATABASE_URL`, companies made and logged in, autocannon runs summarised,
 * and the server's resident memory. The load is always generated here, in the bench process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import type { Db } from '../../src/db/client';
import { insertCompany } from '../../src/db/seed/factories';
import { companyPreferences } from '../../src/db/schema';
import { hashPassword } from '../../src/server/platform/lib/passwords';

export const BENCH_PASSWORD = 'bench-password-1';

/** The PostgreSQL URL to measure; PGlite is one in-process connection and is not measured here. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL database of your own, e.g.\n' +
        "  psql -h 127.0.0.1 -U postgres -c 'create database warmintro_bench'\n" +
        '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/warmintro_bench npm run bench:feed',
    );
    process.exit(2);
  }
  return url;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Builds the server if its sources changed (`scripts/build.mjs server`) and starts
 * `dist/server/main.js` — what `npm run serve` runs — on a free port, with `extraEnv` over the
 * bench's settings; resolves once it answers and its talent feed index has loaded.
 */
export async function startCompiledServer(
  databaseUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.REDIS_URL;
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools) — where a benchmark's time goes.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  // BENCH_NODE_FLAGS='--flag …': Node flags for the server process only (e.g. a V8 heap setting),
  // so that the load generator in this process is measured unchanged.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...profile, 'dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The bench logs in many companies from one address.
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_LOGIN_IP_EMAIL: '1000000',
      ...extraEnv,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // The server loads the talent feed's index in the background once it listens (ADR 049): one
  // feed request waits for that load, so that no benchmark measures the start-up beside its load.
  await fetch(`${base}/api/talent`);
  return {
    base,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process in KiB (Linux `/proc/<pid>/status` VmRSS). */
export function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Resident memory of a process in MB. */
export function residentMb(pid: number): number {
  return Math.round(residentKb(pid) / 1024);
}

export type Preferences = Omit<typeof companyPreferences.$inferInsert, 'companyId' | 'submittedAt'>;

/**
 * Inserts `count` companies (e-mails `bench-<tag>-<i>@bench.example`, onboarding complete) with
 * the preferences `prefsFor(i)` gives, or none; returns their ids and e-mails.
 */
export async function insertBenchCompanies(
  db: Db,
  tag: string,
  count: number,
  options: { planTier?: (i: number) => 'free' | 'pro'; prefsFor?: (i: number) => Preferences },
): Promise<{ id: string; email: string }[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const made: { id: string; email: string }[] = [];
  const run = `${Date.now().toString(36)}`;
  for (let i = 0; i < count; i++) {
    const email = `bench-${tag}-${run}-${i}@bench.example`;
    const id = await insertCompany(db, {
      email,
      passwordHash,
      onboardingStatus: 'complete',
      planTier: options.planTier?.(i) ?? 'free',
    });
    if (options.prefsFor)
      await db.insert(companyPreferences).values({ companyId: id, ...options.prefsFor(i) });
    made.push({ id, email });
  }
  return made;
}

/** Logs in through the API; returns the session cookie (`name=value`). */
export async function logIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, userType: 'company' }),
  });
  if (!res.ok) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/**
 * Runs autocannon against `base` for `seconds` (after `warmupSeconds`, default 2, of uncounted
 * warm-up), each request made by `next()`: a path and optional method, headers and body.
 */
export async function measure(
  name: string,
  base: string,
  connections: number,
  seconds: number,
  next: () => {
    path: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  },
  warmupSeconds = 2,
): Promise<Measured> {
  const request = {
    setupRequest: (req: Record<string, unknown>) => {
      const r = next();
      return {
        ...req,
        path: r.path,
        method: r.method ?? 'GET',
        headers: { ...(r.headers ?? {}) },
        body: r.body,
      };
    },
  };
  const options = {
    url: base,
    connections,
    duration: seconds,
    requests: [request],
    ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
  } as unknown as autocannon.Options;
  const result = await autocannon(options);
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(codes ?? {}).map(([k, v]) => [k, v.count])),
  };
}

/** A random element. */
export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
