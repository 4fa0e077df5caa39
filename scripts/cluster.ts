/**
 * `deploy/cluster.sh up|down|status`: HAProxy in front of three production server processes on one
 * PostgreSQL database, on this machine (deploy/README.md). Settings from the environment:
 * `DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/warmintro_cluster`), `CLUSTER_DIR`
 * (default `data/cluster`: logs, pids, shared uploads), `CLUSTER_LB_PORT` (8080),
 * `CLUSTER_APP_PORTS` (3101,3102,3103); every other variable reaches the servers as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  haproxyInstalled,
  isRunning,
  repoRoot,
  startCluster,
  stopProcess,
  type ClusterProcess,
} from './lib/cluster';

const dir = path.resolve(repoRoot, process.env.CLUSTER_DIR ?? 'data/cluster');
const pidFile = path.join(dir, 'pids.json');
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/warmintro_cluster';
const lbPort = Number(process.env.CLUSTER_LB_PORT ?? 8080);
const appPorts = (process.env.CLUSTER_APP_PORTS ?? '3101,3102,3103').split(',').map(Number);

interface PidFile {
  url: string;
  lb: ClusterProcess;
  apps: ClusterProcess[];
}

function readPids(): PidFile | null {
  return existsSync(pidFile) ? (JSON.parse(readFileSync(pidFile, 'utf8')) as PidFile) : null;
}

async function up() {
  const running = readPids();
  if (running && [running.lb, ...running.apps].some((p) => isRunning(p.pid))) {
    console.error(`cluster: already running at ${running.url} (deploy/cluster.sh down first)`);
    process.exit(1);
  }
  if (appPorts.length !== 3 || appPorts.some((p) => !Number.isInteger(p))) {
    console.error('cluster: CLUSTER_APP_PORTS must name three ports, e.g. 3101,3102,3103');
    process.exit(1);
  }
  if (!haproxyInstalled()) {
    console.error('cluster: HAProxy is not installed (apt-get install -y haproxy)');
    process.exit(1);
  }
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const cluster = await startCluster({
    dir,
    databaseUrl,
    lbPort,
    appPorts: appPorts as [number, number, number],
    detached: true,
  });
  const pids: PidFile = { url: cluster.url, lb: cluster.lb, apps: cluster.apps };
  writeFileSync(pidFile, JSON.stringify(pids, null, 2));
  console.log(`cluster: WarmIntro at ${cluster.url} (HAProxy pid ${cluster.lb.pid})`);
  for (const app of cluster.apps) {
    console.log(`  ${app.name} on 127.0.0.1:${app.port}, pid ${app.pid}, log ${app.logFile}`);
  }
  console.log(`  load balancer log ${cluster.lb.logFile}`);
}

async function down() {
  const pids = readPids();
  if (!pids) {
    console.log('cluster: not running');
    return;
  }
  await stopProcess(pids.lb.pid, 'SIGUSR1', 5000);
  await stopProcess(pids.lb.pid);
  await Promise.all(pids.apps.map((app) => stopProcess(app.pid)));
  rmSync(pidFile);
  console.log('cluster: stopped');
}

async function status() {
  const pids = readPids();
  if (!pids) {
    console.log('cluster: not running');
    return;
  }
  for (const p of [pids.lb, ...pids.apps]) {
    const where = p.port ? ` :${p.port}` : '';
    console.log(`${p.name}${where} pid ${p.pid}: ${isRunning(p.pid) ? 'running' : 'stopped'}`);
  }
  // Alive, and ready for traffic (docs/decisions/070).
  for (const route of ['/api/health', '/api/ready']) {
    try {
      const response = await fetch(`${pids.url}${route}`, { signal: AbortSignal.timeout(2000) });
      console.log(`${pids.url}${route}: ${response.status} ${await response.text()}`);
    } catch (error) {
      console.log(`${pids.url}${route}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}

const command = process.argv[2];
const commands: Record<string, () => Promise<void>> = { up, down, status };
if (!command || !(command in commands)) {
  console.error('usage: deploy/cluster.sh up|down|status');
  process.exit(2);
}
await commands[command]!().catch((error: unknown) => {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
