/**
 * A PostgreSQL server of the cluster suite's own: Debian's binaries, a fresh data folder in a
 * temporary directory, its own port on 127.0.0.1, trust authentication for user `postgres`.
 * The suite restarts it under load; a private server means that restart disturbs no other test
 * using the machine's server on 5432 (docs/decisions/021-several-processes.md).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  port: number;
  /** `postgres://postgres@127.0.0.1:PORT/NAME`. */
  url(database: string): string;
  /** Fast shutdown: open transactions are rolled back, connections are closed. */
  stop(): void;
  /** Starts again and returns once it accepts connections. */
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

/** The newest PostgreSQL installed by Debian's packages (`/usr/lib/postgresql/N/bin`). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root} (apt-get install postgresql)`);
  return path.join(root, versions[0], 'bin');
}

/**
 * Creates and starts a private PostgreSQL server on `port`. As root, it runs as the `postgres`
 * system user (PostgreSQL refuses to run as root).
 */
export function startPostgresServer(port: number): PostgresServer {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'warmintro-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    const result = spawnSync(command!, rest, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  };
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'postgres.log'), ...args]);

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  pgCtl('-o', options, '-w', 'start');
  let running = true;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    start() {
      pgCtl('-o', options, '-w', 'start');
      running = true;
    },
    destroy() {
      if (running) pgCtl('-m', 'immediate', '-w', 'stop');
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
