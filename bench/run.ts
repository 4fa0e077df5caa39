/**
 * `npm run bench`: serves the real app on 127.0.0.1 (PGlite in memory by default, or the
 * PostgreSQL server of BENCH_DATABASE_URL) and measures API endpoints with autocannon.
 * Prints a Markdown table to paste into bench/README.md. Stops by itself.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL.
 */
import autocannon from 'autocannon';
import { openPglite, openPostgres } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = process.env.BENCH_DATABASE_URL;

const database = url ? openPostgres(url, 20) : await openPglite();
await database.migrate();
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'silent' }),
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
await app.close();
await database.close();

console.log(`\n${seconds} s per target, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| endpoint | database | connections | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
