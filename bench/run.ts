/**
 * `npm run bench`: the compiled server as its own process on PostgreSQL (`BENCH_DATABASE_URL`),
 * measured from outside it: `/api/health` and `/api/session` with autocannon from this process,
 * then messages and live streams from a third (`bench/messages-load.ts`). Prints Markdown tables
 * for bench/README.md. Stops by itself.
 *
 * Options (env): BENCH_DATABASE_URL (required), BENCH_SECONDS (default 10), BENCH_CONNECTIONS
 * (default 50), BENCH_STREAMS (default 500: open live streams during the messages bench).
 *
 * Messages (issue #16): 250 company/candidate pairs with a conversation each; the load process
 * opens one live stream per user, measures delivery latency (send → the other party's stream) and
 * then sending throughput. The server's resident memory is read before and after the streams open.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openPostgres } from '../src/db/client';
import { introRequests, sessions } from '../src/db/schema';
import { insertCandidate, insertCompany } from '../src/db/seed/factories';
import { openForIntro } from '../src/server/features/conversations/conversations.repo';
import { hashToken, newToken } from '../src/server/platform/lib/tokens';
import { SESSION_COOKIE } from '../src/shared/auth/session-rules';
import { benchDatabaseUrl, measure, residentKb, startCompiledServer } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = benchDatabaseUrl();

const database = openPostgres(url, 4);
await database.migrate();
// The bench sends far more than a person's 30 messages a minute.
const server = await startCompiledServer(url, { RATE_LIMIT_MESSAGES: '100000000' });
const address = server.base;

const rows: string[] = [];
for (const target of [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/session (visitor)', path: '/api/session' },
]) {
  const result = await measure(target.name, address, connections, seconds, () => ({
    path: target.path,
  }));
  rows.push(
    `| ${target.name} | postgres | ${connections} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.non2xx} |`,
  );
}

// ---- Messages and live streams (issue #16) ----
const streams = Number(process.env.BENCH_STREAMS ?? 500);
const db = database.db;
async function sessionCookie(userId: string) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return `${SESSION_COOKIE}=${token}`;
}
const pairs = [];
for (let i = 0; i < streams / 2; i++) {
  const s = randomUUID().slice(0, 8);
  const companyId = await insertCompany(db, {
    email: `bench-co-${s}@bench.example`,
    passwordHash: 'x',
    companyName: `Bench ${s}`,
    onboardingStatus: 'complete',
  });
  const candidateId = await insertCandidate(db, {
    email: `bench-cand-${s}@bench.example`,
    passwordHash: 'x',
    status: 'approved',
  });
  const [intro] = await db
    .insert(introRequests)
    .values({ companyId, candidateId, status: 'accepted', answeredAt: new Date() })
    .returning({ id: introRequests.id });
  const conversation = await openForIntro(db, {
    introRequestId: intro!.id,
    companyId,
    candidateId,
    companyName: `Bench ${s}`,
    candidateName: 'Bench Candidate',
    now: new Date(),
  });
  pairs.push({
    conversationId: conversation.id,
    company: await sessionCookie(companyId),
    candidate: await sessionCookie(candidateId),
  });
}
const memory = () => residentKb(server.child.pid!);
const before = memory();
const load = fork(
  'bench/messages-load.ts',
  [JSON.stringify({ address, pairs, samples: 1000, seconds, connections })],
  { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
);
let output = '';
load.stdout!.on('data', (chunk) => (output += chunk));
const opened = await new Promise<number>((resolve) =>
  load.once('message', (m) => resolve((m as { streamsOpen: number }).streamsOpen)),
);
await new Promise((r) => setTimeout(r, 1000));
const after = memory();
load.send('go');
await new Promise((resolve) => load.once('exit', resolve));
const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
  delivery: { samples: number; lost: number; p50: number; p99: number };
  send: { rps: number; p50: number; p99: number; non2xx: number };
};
await server.stop();
await database.close();

const fmt = (ms: number) => ms.toFixed(1);
console.log(`\n${seconds} s per target, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| endpoint | database | connections | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(
  `| POST /api/conversations/:id/messages (${opened} streams open) | postgres | ${connections} | ${Math.round(result.send.rps)} | ${result.send.p50} | ${result.send.p99} | ${result.send.non2xx} |`,
);
console.log(
  `\nLive delivery, send → the other party's stream, ${opened} streams open ${result.delivery.samples} messages, 10 in flight:\n`,
);
console.log('| database | streams | p50 ms | p99 ms | lost |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| postgres | ${opened} | ${fmt(result.delivery.p50)} | ${fmt(result.delivery.p99)} | ${result.delivery.lost} |`,
);
console.log(
  `\nServer memory per open stream: ${Math.round((after - before) / opened)} KiB RSS (${after - before} KiB RSS for ${opened}; ${Math.round(after / 1024)} MB in all).`,
);
