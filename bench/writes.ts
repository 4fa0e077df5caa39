/**
 * `npm run bench:writes` (issue #14 "API": the write path): intro requests from many companies at
 * once, against the compiled server in its own process on PostgreSQL, load generated here with
 * autocannon. Most companies are on the free plan (2 new requests a calendar month, UTC), so most
 * of their requests are refused with 402 after the second; the rest are Pro. After the run the
 * accounting is checked in the database: no free company over 2 this month, each company's usage
 * row equal to its counted requests, and at least one stored request per 201 answer.
 *
 * Env: BENCH_DATABASE_URL (required), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 * BENCH_WRITE_COMPANIES (300), BENCH_PRO_SHARE (0.5), BENCH_CANDIDATES (100000; the pool of
 * candidates asked for, seeded if missing).
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';
import { FREE_INTRO_REQUESTS_PER_MONTH } from '../src/shared/billing/schemas';
import {
  benchDatabaseUrl,
  insertBenchCompanies,
  logIn,
  measure,
  pick,
  residentMb,
  startCompiledServer,
} from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const companyCount = Number(process.env.BENCH_WRITE_COMPANIES ?? 300);
const proShare = Number(process.env.BENCH_PRO_SHARE ?? 0.5);
const candidateTotal = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const url = benchDatabaseUrl();

const database = openPostgres(url, 4);
await database.migrate();
const [have] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from candidates where status = 'approved'`,
);
if (Number(have?.n ?? 0) < candidateTotal) {
  await insertSyntheticCandidates(database.db, candidateTotal - Number(have?.n ?? 0), 2000);
  await database.db.execute(sql`vacuum analyze candidates`);
}
const candidateIds = (
  await queryRows<{ id: string }>(
    database.db,
    sql`select id from candidates where status = 'approved' order by random() limit 50000`,
  )
).map((r) => r.id);
const proEvery = proShare > 0 ? Math.max(1, Math.round(1 / proShare)) : Infinity;
const companies = await insertBenchCompanies(database.db, 'writes', companyCount, {
  planTier: (i) => (i % proEvery === 0 ? 'pro' : 'free'),
});
const companyIds = companies.map((c) => c.id);

const server = await startCompiledServer(url);
let failed: boolean;
try {
  // Log every company in, ten at a time (each login is a password hash check).
  const cookies: string[] = [];
  for (let i = 0; i < companies.length; i += 10) {
    cookies.push(
      ...(await Promise.all(companies.slice(i, i + 10).map((c) => logIn(server.base, c.email)))),
    );
  }
  const result = await measure(
    'POST /api/intro-requests',
    server.base,
    connections,
    seconds,
    () => ({
      path: '/api/intro-requests',
      method: 'POST',
      headers: { cookie: pick(cookies), 'content-type': 'application/json' },
      body: JSON.stringify({
        candidateId: pick(candidateIds),
        // Pay is required on every request (docs/decisions/077).
        compensation: { kind: 'salary', currency: 'USD', period: 'year', min: 120000, max: 150000 },
      }),
    }),
  );
  const health = await measure('GET /api/health', server.base, connections, seconds, () => ({
    path: '/api/health',
  }));
  const rss = residentMb(server.child.pid!);

  // --- The accounting, checked in the database --------------------------------------------------
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [check] = await queryRows<{
    requests: number;
    over_limit: number;
    usage_mismatch: number;
    max_free: number;
  }>(
    database.db,
    sql`
      with mine as (
        select c.id, c.plan_tier,
          (select count(*)::int from intro_requests r
             where r.company_id = c.id and r.counted_month = date_trunc('month', now() at time zone 'utc')::date) as counted,
          (select count(*)::int from intro_requests r where r.company_id = c.id) as requests,
          coalesce((select u.intro_requests from plan_usage u
             where u.company_id = c.id and u.month = date_trunc('month', now() at time zone 'utc')::date), 0) as usage
        from companies c where c.id in (${ids})
      )
      select
        coalesce(sum(requests), 0)::int as requests,
        count(*) filter (where plan_tier = 'free' and requests > ${FREE_INTRO_REQUESTS_PER_MONTH})::int as over_limit,
        count(*) filter (where plan_tier = 'free' and usage <> counted)::int as usage_mismatch,
        coalesce(max(requests) filter (where plan_tier = 'free'), 0)::int as max_free
      from mine`,
  );
  const created = result.statusCodes['201'] ?? 0;
  const refused = result.statusCodes['402'] ?? 0;
  // Requests of the 2 s warm-up and those still in flight when autocannon stops are stored but not
  // counted among its answers, so stored ≥ 201 answers; the allowance itself must be exact.
  const exact =
    check!.over_limit === 0 && check!.usage_mismatch === 0 && check!.requests >= created;
  failed = !exact;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\n${companyCount} companies (${companies.filter((_, i) => i % proEvery === 0).length} Pro), ${connections} connections, ${seconds} s after 2 s of warm-up (its requests count against the allowance too), PostgreSQL, ${date} UTC\n`,
  );
  console.log(
    '| phase | requests/s | p50 ms | p99 ms | requests | 201 created | 402 limit | other non-2xx |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const other = Object.entries(result.statusCodes)
    .filter(([code]) => !['201', '402'].includes(code))
    .map(([code, n]) => `${n}×${code}`)
    .join(', ');
  console.log(
    `| ${result.name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.requests} | ${created} | ${refused} | ${other || 0} |`,
  );
  console.log(
    `| ${health.name} | ${health.requestsPerSecond} | ${health.p50} | ${health.p99} | ${health.requests} | — | — | ${health.non2xx} |`,
  );
  console.log(
    `\nAccounting: ${check!.requests} requests stored, ${created} answers 201 counted (the warm-up's and those in flight at the end are stored, not counted); free companies over ${FREE_INTRO_REQUESTS_PER_MONTH}: ${check!.over_limit}; most by one free company: ${check!.max_free}; usage rows ≠ counted requests: ${check!.usage_mismatch} → ${exact ? 'exact' : 'NOT EXACT'}`,
  );
  console.log(`Server resident memory after the run: ${rss} MB`);
} finally {
  await server.stop();
  await database.close();
}
if (failed) process.exit(1);
