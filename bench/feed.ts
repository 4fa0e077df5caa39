/**
 * `npm run bench:feed` (issue #14 "API", issue #15 "Speed"): the talent feed on PostgreSQL with
 * 100,000 candidates, measured honestly. The compiled server runs as its own process; the load is
 * generated here, in the bench process, with autocannon: a realistic mix of distinct queries (pages
 * across the whole list, search words and 1–2 letter fragments, skill pairs, partial locations,
 * roles, combined filters), then 'Best match' pages of companies with a mix of preferences, then
 * the same mix with advanced search's filters (issue #34 item 4: salary, experience, work type,
 * time-zone overlap, answers within) as Pro companies in several time zones, each beside `GET
 * /api/health` in the same run (health is measured before and after; the ratio is to their mean).
 * Prints Markdown tables for bench/README.md, with the server's resident memory.
 *
 * Env: BENCH_DATABASE_URL (required), BENCH_CANDIDATES (100000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50), BENCH_COMPANIES (40, for Best match).
 */
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { companies as companiesTable } from '../src/db/schema';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';
import { companyTimeZoneLabels } from '../src/shared/companies/time-zones';
import {
  answersWithinOptions,
  tzOverlapOptions,
  workTypes,
} from '../src/shared/talent-feed/schemas';
import {
  engagementTypeOptions,
  hiringModes,
  primaryRoleOptions,
  timeZoneOverlaps,
} from '../src/shared/companies/schemas';
import { loadFeedMix, talentPath } from './lib/feed-mix';
import {
  benchDatabaseUrl,
  insertBenchCompanies,
  logIn,
  measure,
  pick,
  residentMb,
  startCompiledServer,
  type Measured,
} from './lib/server';

const total = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const companyCount = Number(process.env.BENCH_COMPANIES ?? 40);
const url = benchDatabaseUrl();

// --- Data: 100,000 approved candidates, companies with preferences -----------------------------
const database = openPostgres(url, 4);
await database.migrate();
const count = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from candidates where status = 'approved'`,
      )
    )[0]?.n ?? 0,
  );
const existing = await count();
if (existing < total) {
  const started = Date.now();
  await insertSyntheticCandidates(database.db, total - existing, 2000, (done) =>
    process.stdout.write(`\r  seeding ${done.toLocaleString('en-US')} candidates`),
  );
  process.stdout.write(`\n  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
// Answer-day buckets (docs/decisions/027) for about a fifth of the candidates, over the last 120
// days, so that 'answers within' has figures to read: once, the first time.
const [{ n: bucketed } = { n: 0 }] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from candidate_answer_days`,
);
if (Number(bucketed) === 0) {
  await database.db.execute(sql`
    insert into candidate_answer_days (candidate_id, day, answer_days, requests)
    select id, current_date - (g * 8 + (random() * 7)::int), (random() * 7)::int, 1 + (random() * 2)::int
    from candidates, generate_series(0, 14) as g
    where status = 'approved' and abs(hashtext(id::text)) % 5 = 0 and random() < 0.6
    on conflict do nothing`);
}
await database.db.execute(sql`vacuum analyze candidates`);
await database.db.execute(sql`vacuum analyze candidate_answer_days`);
const approved = await count();

const subsetOf = <T>(items: readonly T[], min: number): T[] => {
  const chosen = items.filter(() => Math.random() < 0.4);
  return chosen.length >= min ? chosen : [pick(items)];
};
const companies = await insertBenchCompanies(database.db, 'feed', companyCount, {
  planTier: () => 'pro',
  prefsFor: (i) => {
    const budgetLow = 500 * Math.floor(Math.random() * 16);
    return {
      hiringMode: pick(hiringModes),
      engagementTypes: subsetOf(engagementTypeOptions, 1),
      primaryRoles: i % 5 === 0 ? [...primaryRoleOptions] : subsetOf(primaryRoleOptions, 1),
      timeZoneOverlap: pick(timeZoneOverlaps),
      monthlyBudgetLow: budgetLow,
      monthlyBudgetHigh: Math.min(20_000, budgetLow + 500 * (2 + Math.floor(Math.random() * 20))),
    };
  },
});

// Advanced search's time-zone overlap counts from the company's zone: the bench companies get one.
for (const [i, c] of companies.entries())
  await database.db
    .update(companiesTable)
    .set({ timezone: companyTimeZoneLabels[i % companyTimeZoneLabels.length]! })
    .where(inArray(companiesTable.id, [c.id]));

// --- The mix of distinct queries ---------------------------------------------------------------
const { kinds, draw } = await loadFeedMix(database.db);
const mixPath = () => talentPath(draw());

/**
 * Advanced search's filters (issue #34 item 4) as a Pro company sets them: one to three of salary
 * range, experience, work type, time-zone overlap and answers within, with values people choose.
 */
const advancedParams = (): Record<string, string> => {
  const makers: (() => Record<string, string>)[] = [
    (): Record<string, string> => {
      const low = 50_000 + 10_000 * Math.floor(Math.random() * 10);
      return Math.random() < 0.5
        ? { salaryMin: `${low / 1000}k`, salaryMax: `${low / 1000 + 50}k` }
        : { salaryMin: String(low) };
    },
    (): Record<string, string> => {
      const min = Math.floor(Math.random() * 10);
      return Math.random() < 0.5
        ? {
            experienceMin: String(min),
            experienceMax: String(min + 2 + Math.floor(Math.random() * 5)),
          }
        : { experienceMin: String(min) };
    },
    () => ({ workType: workTypes.filter(() => Math.random() < 0.5).join(',') || 'remote' }),
    () => ({ tzOverlap: String(pick(tzOverlapOptions)) }),
    () => ({ answersWithin: String(pick(answersWithinOptions)) }),
  ];
  const chosen = makers.filter(() => Math.random() < 0.4);
  return Object.assign({}, ...(chosen.length > 0 ? chosen : [pick(makers)]).map((make) => make()));
};
/** Half alone, half with a query of the feed mix (a search, chips, a page further on, …). */
const advancedPath = () =>
  talentPath({ ...(Math.random() < 0.5 ? draw() : {}), ...advancedParams(), sort: 'newest' });
const distinct = new Set(Array.from({ length: 10_000 }, mixPath)).size;
await database.close();

// --- Run ---------------------------------------------------------------------------------------
const server = await startCompiledServer(url);
try {
  const cookies: string[] = [];
  for (const c of companies) cookies.push(await logIn(server.base, c.email));
  const bestPath = () => {
    const r = Math.random();
    if (r < 0.6) return '/api/talent';
    if (r < 0.8) return talentPath({ page: 2 + Math.floor(Math.random() * 10) });
    return mixPath().replace('/api/talent?', '/api/talent?sort=best&');
  };
  const newestAsCompany = () => ({ path: mixPath(), headers: { cookie: pick(cookies) } });

  // Single requests first, one at a time: where the time goes, by kind of query.
  const probes = Number(process.env.BENCH_PROBES ?? 20);
  const probeRows: string[] = [];
  const probe = async (name: string, make: () => string, headers: Record<string, string> = {}) => {
    const times: number[] = [];
    let slowest = '';
    for (let i = 0; i < probes; i++) {
      const path = make();
      const started = performance.now();
      const res = await fetch(`${server.base}${path}`, { headers });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (ms >= Math.max(0, ...times)) slowest = path;
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    probeRows.push(
      `| ${name} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | \`${decodeURIComponent(slowest)}\` |`,
    );
  };
  await probe('GET /api/health', () => '/api/health');
  for (const [name, , make] of kinds) await probe(name, () => talentPath(make()));
  await probe('Best match page 1', () => '/api/talent', { cookie: pick(cookies) });
  await probe('advanced filters, Pro company', advancedPath, { cookie: pick(cookies) });
  console.log('\n| single requests | median ms | slowest ms | slowest query |');
  console.log('| --- | --- | --- | --- |');
  console.log(probeRows.join('\n'));
  if (process.env.BENCH_PROBES_ONLY) process.exit(0);

  const results: Measured[] = [];
  const run = async (m: Promise<Measured>) => {
    const r = await m;
    results.push(r);
    console.log(
      `  ${r.name}: ${r.requestsPerSecond}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
    );
    return r;
  };
  const health1 = await run(
    measure('GET /api/health', server.base, connections, seconds, () => ({ path: '/api/health' })),
  );
  const mix = await run(
    measure('feed mix, visitor', server.base, connections, seconds, () => ({ path: mixPath() })),
  );
  const best = await run(
    measure('Best match, companies', server.base, connections, seconds, () => ({
      path: bestPath(),
      headers: { cookie: pick(cookies) },
    })),
  );
  const asCompany = await run(
    measure('feed mix, company, Newest', server.base, connections, seconds, () => {
      const r = newestAsCompany();
      return { ...r, path: r.path.replace('/api/talent?', '/api/talent?sort=newest&') };
    }),
  );
  // Issue #34 item 4: the feed mix with advanced search's filters, as Pro companies.
  const advanced = await run(
    measure(
      'feed mix + advanced filters, Pro companies',
      server.base,
      connections,
      seconds,
      () => ({
        path: advancedPath(),
        headers: { cookie: pick(cookies) },
      }),
    ),
  );
  const health2 = await run(
    measure('GET /api/health', server.base, connections, seconds, () => ({ path: '/api/health' })),
  );
  const rss = residentMb(server.child.pid!);

  const healthRate = (health1.requestsPerSecond + health2.requestsPerSecond) / 2;
  const ratio = (m: Measured) => `${Math.round((100 * m.requestsPerSecond) / healthRate)}%`;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\n${approved.toLocaleString('en-US')} approved candidates, PostgreSQL, ${connections} connections, ${seconds} s per phase (+2 s warm-up), ${date} UTC; ` +
      `${distinct.toLocaleString('en-US')} distinct queries in 10,000 drawn from the mix; ${companyCount} companies with preferences\n`,
  );
  console.log('| phase | requests/s | p50 ms | p99 ms | requests | non-2xx | of /api/health |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.non2xx} | ${r.name === 'GET /api/health' ? '—' : ratio(r)} |`,
    );
  }
  console.log(`\nServer resident memory after the runs: ${rss} MB`);
  void mix;
  void best;
  void asCompany;
  void advanced;
} finally {
  await server.stop();
}
