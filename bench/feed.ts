/**
 * `npm run bench:feed`: the talent feed at scale (issue #4 "Speed"). Seeds synthetic approved
 * candidates (default 100,000; #2's generator) into a fresh database — PostgreSQL when
 * BENCH_DATABASE_URL is set, else in-memory PGlite — serves the real app on 127.0.0.1 and measures
 * feed queries and /api/health with autocannon. Prints a Markdown table; stops by itself.
 *
 * Env: BENCH_CANDIDATES (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';

const total = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = process.env.BENCH_DATABASE_URL;

const database = url ? openPostgres(url, 20) : await openPglite();
await database.migrate();
const [existing] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from candidates`,
);
if (Number(existing?.n ?? 0) < total) {
  const started = Date.now();
  await insertSyntheticCandidates(database.db, total - Number(existing?.n ?? 0), 2000, (done) =>
    process.stdout.write(`\r  seeding ${done.toLocaleString('en-US')} candidates`),
  );
  process.stdout.write(`\n  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  await database.db.execute(sql`analyze`);
}

const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'silent' }),
  database,
  webRoot: 'dist/web',
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'feed page 1', path: '/api/talent' },
  { name: 'feed page 40', path: '/api/talent?page=40' },
  { name: 'search word "react"', path: '/api/talent?q=react' },
  { name: 'skill pair Go + Kubernetes', path: '/api/talent?skills=Go,Kubernetes' },
  { name: 'location "berlin"', path: '/api/talent?location=berlin' },
  { name: 'skill chips', path: '/api/talent/skills' },
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
    `| ${target.name} | ${database.kind} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}
await app.close();
await database.close();

console.log(
  `\n${total.toLocaleString('en-US')} candidates, ${connections} connections, ${seconds} s per target, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| query | database | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
