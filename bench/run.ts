/**
 * `npm run bench`: serves the real app on 127.0.0.1 (PGlite in memory by default, or the
 * PostgreSQL server of BENCH_DATABASE_URL) and measures API endpoints with autocannon.
 * Prints a Markdown table to paste into bench/README.md. Stops by itself.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL,
 * BENCH_STREAMS (default 500: open live streams during the messages bench, issue #16).
 *
 * Messages (issue #16): 250 company/candidate pairs with a conversation each; a separate process
 * (`bench/messages-load.ts`) opens one live stream per user, measures delivery latency (send →
 * the other party's stream) and then sending throughput. The server's memory is read before and
 * after the streams open.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sessions } from '../src/db/schema';
import { insertCandidate, insertCompany } from '../src/db/seed/factories';
import { openForIntro } from '../src/server/features/conversations/conversations.repo';
import { hashToken, newToken } from '../src/server/lib/tokens';
import { SESSION_COOKIE } from '../src/shared/auth/session-rules';
import autocannon from 'autocannon';
import { openPglite, openPostgres } from '../src/db/client';
import { introRequests } from '../src/db/schema';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = process.env.BENCH_DATABASE_URL;

const database = url ? openPostgres(url, 20) : await openPglite();
await database.migrate();
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MESSAGES: '100000000' }),
  database,
  webRoot: 'dist/web',
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/session (visitor)', path: '/api/session' },
];

const rows: string[] = [];
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections,
    duration: seconds,
    // Two seconds of the same load first, not counted: JIT, pools and caches warm up.
    warmup: { connections, duration: 2 },
  } as autocannon.Options);
  rows.push(
    `| ${target.name} | ${database.kind} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
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
const memory = () => {
  global.gc?.();
  return process.memoryUsage();
};
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
await app.close();
await database.close();

const kb = (bytes: number) => Math.round(bytes / 1024);
const fmt = (ms: number) => ms.toFixed(1);
console.log(`\n${seconds} s per target, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| endpoint | database | connections | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(
  `| POST /api/conversations/:id/messages (${opened} streams open) | ${database.kind} | ${connections} | ${Math.round(result.send.rps)} | ${result.send.p50} | ${result.send.p99} | ${result.send.non2xx} |`,
);
console.log(
  `\nLive delivery, send → the other party's stream, ${opened} streams open ${result.delivery.samples} messages, 10 in flight:\n`,
);
console.log('| database | streams | p50 ms | p99 ms | lost |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| ${database.kind} | ${opened} | ${fmt(result.delivery.p50)} | ${fmt(result.delivery.p99)} | ${result.delivery.lost} |`,
);
console.log(
  `\nServer memory per open stream: ${kb((after.heapUsed - before.heapUsed) / opened)} KiB heap, ${kb((after.rss - before.rss) / opened)} KiB RSS (${kb(after.rss - before.rss)} KiB RSS for ${opened}).`,
);
