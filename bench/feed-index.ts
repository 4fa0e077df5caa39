/**
 * `npm run bench:feed-index` (issue #14 "API"): where a feed request's own work goes, by kind of
 * query, inside one process — a diagnostic beside `bench:feed`, not a load benchmark. It loads the
 * feed index of `BENCH_DATABASE_URL` (seed it with `bench:feed` first), draws the kinds of
 * `bench:feed`'s mix, and times, per query: finding the page and its count in the index
 * (`findPage`, as `getFeedPage` calls it), and writing the page a visitor gets as JSON
 * (`feedPageJson`). Each kind runs twice: the first pass also makes what the index keeps on first
 * use (bitsets, unions, cards); the second is the steady state a busy server sees. Throughput and
 * the ratio to `/api/health` come from `bench:feed` only.
 *
 * Env: BENCH_DATABASE_URL (required), BENCH_QUERIES (400 per kind), BENCH_SEED (42).
 */
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../src/db/client';
import { currentFeedIndex } from '../src/server/features/talent-feed/feed-index';
import { feedPageJson, getFeedPage } from '../src/server/features/talent-feed/talent-feed.service';
import { FEED_TOTAL_CAP, feedQuerySchema } from '../src/shared/talent-feed/schemas';
import { loadFeedMix } from './lib/feed-mix';
import { benchDatabaseUrl } from './lib/server';

const perKind = Number(process.env.BENCH_QUERIES ?? 400);
let seed = Number(process.env.BENCH_SEED ?? 42);
/** A seeded generator (a linear congruential one), so that runs draw the same queries. */
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

const database = openPostgres(benchDatabaseUrl(), 4);
const { db } = database;
const { kinds } = await loadFeedMix(db, random);
const loadStarted = performance.now();
const index = await currentFeedIndex(db);
console.log(`index loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
const now = new Date();

const ms = (x: number) => x.toFixed(3);
const quantile = (sorted: number[], q: number) => sorted[Math.floor(sorted.length * q)]!;

for (const pass of ['first use', 'steady']) {
  console.log(`\n${pass}: ${perKind} queries per kind, 100,000 candidates if seeded by bench:feed`);
  console.log('| kind | index ms mean | p90 | max | JSON µs mean | KB |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  let weighted = 0;
  let weights = 0;
  for (const [name, weight, make] of kinds) {
    const queries = Array.from({ length: perKind }, () => feedQuerySchema.parse(make()));
    const times: number[] = [];
    let json = 0;
    let bytes = 0;
    for (const query of queries) {
      const offset = (query.page - 1) * query.limit;
      const started = performance.now();
      if (offset + query.limit <= FEED_TOTAL_CAP)
        index.findPage(query, { limit: query.limit, offset, countUpTo: FEED_TOTAL_CAP + 1 });
      else index.findPage(query, { limit: query.limit + 1, offset });
      times.push(performance.now() - started);
      const page = await getFeedPage(db, query, { companyId: null }, now);
      const written = performance.now();
      bytes += Buffer.byteLength(feedPageJson(page));
      json += performance.now() - written;
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    times.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${ms(mean)} | ${ms(quantile(times, 0.9))} | ${ms(times.at(-1)!)} | ${((1000 * json) / perKind).toFixed(0)} | ${(bytes / perKind / 1024).toFixed(1)} |`,
    );
    weighted += weight * mean;
    weights += weight;
  }
  console.log(`\nThe mix's index time, weighted by kind: ${ms(weighted / weights)} ms a request`);
}
await database.close();
