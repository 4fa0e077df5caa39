/**
 * `npm run bench:alerts` (issue #34 "Performance": "Alerts: 10,000 saved searches over 100,000
 * candidates with 500 new candidates computed in under 60 s in one process, memory measured";
 * docs/decisions/076). In this one process, on PostgreSQL: tops the pool up to BENCH_CANDIDATES
 * approved candidates, saves BENCH_SEARCHES searches (drawn from the pool's roles, skills and
 * locations; 40 % instant, 40 % daily, 20 % weekly, the daily and weekly ones due) for companies of
 * 100 searches each, takes the alert job's baseline, adds BENCH_NEW approved candidates, and times
 * one run of the alerts: collecting who newly matches (the feed's conditions, now vs. the cursor's
 * rows) and sending what is due (e-mails, notifications, marks), with RSS and heap before, at the
 * peak (sampled every 50 ms) and after. A run removes the previous run's searches, alerts and
 * e-mails first.
 *
 * Env: BENCH_DATABASE_URL (required), BENCH_SEARCHES (10000), BENCH_CANDIDATES (100000),
 * BENCH_NEW (500), BENCH_SEED (42).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { savedSearches } from '../src/db/schema';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';
import type { AppContext } from '../src/server/platform/context';
import {
  collectNewMatches,
  deliverDueAlerts,
} from '../src/server/features/saved-searches/alerts.service';
import { readFeedVersion } from '../src/server/features/talent-feed';
import { benchDatabaseUrl, insertBenchCompanies } from './lib/server';

const searchTotal = Number(process.env.BENCH_SEARCHES ?? 10_000);
const candidateTotal = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const newTotal = Number(process.env.BENCH_NEW ?? 500);
let seed = Number(process.env.BENCH_SEED ?? 42);
/** A seeded generator (a linear congruential one), so that runs draw the same searches. */
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0);
const s = (ms: number) => (ms / 1000).toFixed(2);

const database = openPostgres(benchDatabaseUrl(), 4);
await database.migrate();
const { db } = database;
const ctx = {
  db,
  database,
  now: () => new Date(),
  config: { APP_URL: 'https://bench.warmintro.example', TEAM_EMAIL: 'team@bench.example' },
} as unknown as AppContext;

// A previous run's searches (with their matches and alerts), e-mails and the job's state.
await db.execute(sql`delete from saved_searches where name like 'bench-alerts %'`);
await db.execute(sql`delete from outbox_emails where template = 'savedSearchAlert'`);
await db.execute(sql`delete from saved_search_cursor`);
await db.execute(sql`delete from saved_search_candidate_rows`);

const [{ n: shown } = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from candidates where status = 'approved' and paused_at is null`,
);
if (shown < candidateTotal) {
  console.log(`seeding ${candidateTotal - shown} candidates…`);
  await insertSyntheticCandidates(db, candidateTotal - shown, 1_000);
}

// What the searches filter on: the pool's own roles, skills and locations.
const roles = (
  await queryRows<{ v: string }>(db, sql`select distinct role as v from candidates limit 200`)
).map((r) => r.v);
const locations = (
  await queryRows<{ v: string }>(db, sql`select distinct location as v from candidates limit 200`)
).map((r) => r.v);
const skills = (
  await queryRows<{ v: string }>(
    db,
    sql`select distinct unnest(skills) as v from candidates limit 300`,
  )
).map((r) => r.v);

/** A query as the feed's URL carries it: a role, a skill or two, a location, a search, or mixes. */
function drawQuery(): Record<string, string> {
  const query: Record<string, string> = {};
  const kind = random();
  if (kind < 0.3) query.role = pick(roles);
  if (kind >= 0.2 && kind < 0.7)
    query.skills = random() < 0.5 ? pick(skills) : `${pick(skills)},${pick(skills)}`;
  if (kind >= 0.5 && kind < 0.85) query.location = pick(locations).split(',')[0]!;
  if (kind >= 0.85) query.q = pick(skills).slice(0, 4);
  return query;
}

const companyCount = Math.max(1, Math.ceil(searchTotal / 100));
console.log(`saving ${searchTotal} searches for ${companyCount} companies…`);
const companies = await insertBenchCompanies(db, 'alerts', companyCount, { planTier: () => 'pro' });
const version = await readFeedVersion(db);
const due = new Date(Date.now() - 60_000);
const rows = Array.from({ length: searchTotal }, (_, i) => {
  const alert = i % 5 < 2 ? 'instant' : i % 5 < 4 ? 'daily' : 'weekly';
  const company = companies[i % companyCount]!;
  return {
    companyId: company.id,
    userId: company.id,
    name: `bench-alerts ${i}`,
    query: drawQuery(),
    alert,
    timeZone: pick(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo']),
    createdVersion: version,
    nextDigestAt: alert === 'instant' ? null : due,
  };
});
for (let i = 0; i < rows.length; i += 1_000)
  await db.insert(savedSearches).values(rows.slice(i, i + 1_000));

let started = performance.now();
await collectNewMatches(ctx); // the first run: the baseline (every shown candidate's row)
console.log(`baseline (once): ${s(performance.now() - started)} s`);
// The digests due now with nothing new move on to their next morning; due again for the run.
await deliverDueAlerts(ctx);
await db.execute(
  sql`update saved_searches set next_digest_at = ${due.toISOString()}::timestamptz where name like 'bench-alerts %' and alert <> 'instant'`,
);

console.log(`adding ${newTotal} approved candidates…`);
await insertSyntheticCandidates(db, newTotal, 500);

global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 50);

started = performance.now();
const collected = await collectNewMatches(ctx);
const collectMs = performance.now() - started;
started = performance.now();
const sent = await deliverDueAlerts(ctx);
const deliverMs = performance.now() - started;
clearInterval(sampler);
const after = process.memoryUsage();

console.log(`\n${searchTotal} saved searches, ${candidateTotal} candidates, ${newTotal} new`);
console.log('| step | s |');
console.log('| --- | --- |');
console.log(
  `| collect (${collected.changedCandidates} changed, ${collected.newMatches} new matches) | ${s(collectMs)} |`,
);
console.log(`| deliver (${sent} alerts: e-mails + notifications) | ${s(deliverMs)} |`);
console.log(`| total | ${s(collectMs + deliverMs)} |`);
console.log(
  `memory MB: RSS ${mb(before.rss)} → peak ${mb(peakRss)} → ${mb(after.rss)}; heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} → ${mb(after.heapUsed)}`,
);
await database.close();
