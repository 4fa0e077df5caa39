/**
 * Does an answer tell whether an account exists? Two measurements, one script:
 * - `npm run bench:reset` (issue #12 finding 4): `POST /api/auth/password-reset` for a demo
 *   account's address against the same for an address with no account.
 * - `npm run bench:signup` (issue #31 finding 3; docs/decisions/065): a company signup
 *   (`POST /api/companies`) with a new address (201) against one with a registered address (409,
 *   which now also e-mails the owner).
 * Starts the real server in a separate process (PGlite in a fresh temporary folder, or the
 * PostgreSQL database of BENCH_DATABASE_URL, demo data seeded), then sends, one at a time and in a
 * shuffled order each round, the two requests and `GET /api/health`. Prints the medians as a
 * Markdown table row for bench/README.md. Stops by itself.
 *
 * Options (env): BENCH_TRIES (per target, default 300), BENCH_WARMUP (default 30 rounds, not
 * counted), BENCH_DATABASE_URL, BENCH_SERVER_DIR (the checkout whose server to start, default this
 * one: point it at an older checkout to measure before a change), BENCH_URL (measure a server that
 * is already running instead; BENCH_KNOWN_EMAIL then names an account on it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from './lib/server';

const tries = Number(process.env.BENCH_TRIES ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const knownEmail = process.env.BENCH_KNOWN_EMAIL ?? 'maya@nimbuslabs.example';
const unknownEmail = 'nobody-here@nimbuslabs.example';

/** Starts `src/server/main.ts` of `dir` on `port`; resolves once `/api/health` answers. */
async function startServer(dir: string, port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PASSWORD_RESET: '1000000',
      RATE_LIMIT_SIGNUP: '1000000',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 60 s');
}

interface Target {
  name: string;
  send: (base: string) => Promise<Response>;
  expect: number;
}

const reset = (email: string) => (base: string) =>
  fetch(`${base}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

let serial = 0;
const signup = (email: () => string) => (base: string) =>
  fetch(`${base}/api/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Bench Co',
      fullName: 'Bea Bench',
      workEmail: email(),
      role: 'CTO',
      hiringRoles: ['Engineering'],
      password: 'bench-password-1',
    }),
  });

const which = process.argv[2] === 'signup' ? 'signup' : 'reset';
const health: Target = {
  name: 'GET /api/health',
  send: (base) => fetch(`${base}/api/health`),
  expect: 200,
};
const targets: Target[] =
  which === 'signup'
    ? [
        {
          name: 'signup, new address',
          send: signup(() => `bench-${Date.now()}-${serial++}@bench.example`),
          expect: 201,
        },
        { name: 'signup, registered address', send: signup(() => knownEmail), expect: 409 },
        health,
      ]
    : [
        { name: 'reset, known address', send: reset(knownEmail), expect: 202 },
        { name: 'reset, unknown address', send: reset(unknownEmail), expect: 202 },
        health,
      ];

function quantile(sorted: number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (i - lo);
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), `warmintro-bench-${which}-`));
let server: ChildProcess | undefined;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
try {
  if (!base) {
    const port = await freePort();
    server = await startServer(process.env.BENCH_SERVER_DIR ?? process.cwd(), port, dataDir);
    base = `http://127.0.0.1:${port}`;
  }
  const times = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < warmup + tries; round++) {
    for (const target of shuffled(targets)) {
      const start = performance.now();
      const res = await target.send(base);
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== target.expect) {
        throw new Error(`${target.name}: expected ${target.expect}, got ${res.status}`);
      }
      if (round >= warmup) times.get(target.name)!.push(ms);
    }
  }

  const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `\n${tries} tries each (+${warmup} warm-up rounds), one request at a time, ${new Date().toISOString().slice(0, 10)}, ${database}\n`,
  );
  console.log('| request | database | tries | median ms | p10 ms | p90 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const target of targets) {
    const sorted = [...times.get(target.name)!].sort((a, b) => a - b);
    const f = (q: number) => quantile(sorted, q).toFixed(2);
    console.log(
      `| ${target.name} | ${database} | ${sorted.length} | ${f(0.5)} | ${f(0.1)} | ${f(0.9)} |`,
    );
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
