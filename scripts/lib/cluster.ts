/**
 * A local cluster: HAProxy on one port in front of three compiled WarmIntro server processes that
 * share one PostgreSQL database (docs/decisions/021-several-processes.md). Used by
 * `deploy/cluster.sh` (through `scripts/cluster.ts`) and by the cluster test suite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The folder with `haproxy.cfg` and the error pages. */
export const deployDir = path.join(repoRoot, 'deploy');

export interface ClusterOptions {
  /** Run folder: `logs/`, `data/` (shared uploads) and `pids.json`. */
  dir: string;
  /** The shared PostgreSQL database; created when missing. */
  databaseUrl: string;
  /** The load balancer's port on `lbHost`. */
  lbPort: number;
  lbHost?: string;
  /** One port per server process on 127.0.0.1 (HAProxy's configuration names three). */
  appPorts: [number, number, number];
  /** Environment for every server process, over the caller's own environment. */
  env?: Record<string, string>;
  /** Extra environment for one server process (0-based). */
  instanceEnv?: (index: number) => Record<string, string>;
  /** Detach the processes so they outlive the caller (the command line's `up`). */
  detached?: boolean;
  /** How long to wait for every process and the load balancer to be healthy. */
  timeoutMs?: number;
}

export interface ClusterProcess {
  name: string;
  pid: number;
  port?: number;
  logFile: string;
}

export interface Cluster {
  /** The load balancer's address, e.g. `http://127.0.0.1:8080`. */
  url: string;
  apps: ClusterProcess[];
  lb: ClusterProcess;
  /** Stops the load balancer and then every server process (SIGTERM: they drain). */
  stop(): Promise<void>;
}

/** Creates the database of `url` on its server when it does not exist. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Drops the database of `url`, closing its connections. */
export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** True when `haproxy` is installed; the command line and CI install Debian's package. */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True while the process `pid` exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to `pid`, waits until it is gone, and SIGKILLs it after `timeoutMs`. */
export async function stopProcess(
  pid: number,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function spawnLogged(
  command: string,
  args: string[],
  logFile: string,
  env: NodeJS.ProcessEnv,
  detached: boolean,
): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', fd, fd],
    detached,
  });
  closeSync(fd);
  if (detached) child.unref();
  return child;
}

/**
 * Starts the cluster: creates the database if needed, starts the three server processes at once
 * (they migrate and seed under an advisory lock, one after the other), waits until each answers
 * `/api/ready` (docs/decisions/070), then starts HAProxy and waits until it does too. Expects a built server
 * (`node scripts/build.mjs server`).
 * @throws when a process does not become healthy in time; everything started is stopped first.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const lbHost = options.lbHost ?? '127.0.0.1';
  const detached = options.detached ?? false;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const logDir = path.join(options.dir, 'logs');
  const dataDir = path.join(options.dir, 'data');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(path.join(repoRoot, 'dist/server/main.js'))) {
    throw new Error('dist/server/main.js is missing: run `node scripts/build.mjs server` first');
  }
  await ensureDatabase(options.databaseUrl);

  const url = `http://${lbHost}:${options.lbPort}`;
  const children: ChildProcess[] = [];
  const apps: ClusterProcess[] = options.appPorts.map((port, index) => {
    const name = `app${index + 1}`;
    const logFile = path.join(logDir, `${name}.log`);
    const child = spawnLogged(
      process.execPath,
      ['--enable-source-maps', 'dist/server/main.js'],
      logFile,
      {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        APP_URL: `http://localhost:${options.lbPort}`,
        DATA_DIR: dataDir,
        SEED_DEMO: process.env.SEED_DEMO ?? 'false',
        ...options.env,
        ...options.instanceEnv?.(index),
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
      },
      detached,
    );
    children.push(child);
    return { name, pid: child.pid!, port, logFile };
  });

  const lbLog = path.join(logDir, 'haproxy.log');
  const [app1, app2, app3] = options.appPorts;
  const lbEnv = {
    ...process.env,
    LB_HOST: lbHost,
    LB_PORT: String(options.lbPort),
    APP1_PORT: String(app1),
    APP2_PORT: String(app2),
    APP3_PORT: String(app3),
    DEPLOY_DIR: deployDir,
  };
  let lb: ClusterProcess | undefined;
  const stop = async () => {
    // The load balancer first (soft stop: it finishes open requests), then the servers drain.
    if (lb) await stopProcess(lb.pid, 'SIGUSR1', 5000).then(() => stopProcess(lb!.pid));
    await Promise.all(apps.map((app) => stopProcess(app.pid)));
  };

  try {
    await Promise.all(
      apps.map((app, index) =>
        Promise.race([
          waitForHealthy(`http://127.0.0.1:${app.port}/api/ready`, timeoutMs),
          new Promise<never>((_resolve, reject) =>
            children[index]!.once('exit', (code) =>
              reject(new Error(`${app.name} exited with ${code}:\n${tail(app.logFile)}`)),
            ),
          ),
        ]),
      ),
    );
    const check = spawnSync('haproxy', ['-c', '-q', '-f', path.join(deployDir, 'haproxy.cfg')], {
      env: lbEnv,
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`haproxy.cfg: ${check.stderr || check.stdout}`);
    const child = spawnLogged(
      'haproxy',
      ['-db', '-f', path.join(deployDir, 'haproxy.cfg')],
      lbLog,
      lbEnv,
      detached,
    );
    lb = { name: 'haproxy', pid: child.pid!, port: options.lbPort, logFile: lbLog };
    await waitForHealthy(`${url}/api/ready`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apps, lb: lb!, stop };
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
