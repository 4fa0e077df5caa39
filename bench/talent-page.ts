/**
 * `npm run bench:page`: how fast the first page of `/talent` becomes usable (issue #4: "first page of
 * /talent interactive under 1 s"). Serves the built app (`dist/web`; run `npm run build` first) on
 * 127.0.0.1 against BENCH_DATABASE_URL (PostgreSQL, e.g. the 100,000-candidate database of
 * `bench:feed`) or in-memory PGlite with the demo data, opens it in Debian's Chromium with a cold
 * cache five times, and reports the time from navigation start until the first card's button is
 * enabled. Stops by itself.
 */
import { chromium } from '@playwright/test';
import { openPglite, openPostgres } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/platform/config';
import { hashPassword } from '../src/server/platform/lib/passwords';

const url = process.env.BENCH_DATABASE_URL;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const database = url ? openPostgres(url, 10) : await openPglite();
await database.migrate();
if (!url) await seedDemo(database.db, hashPassword, { withAdmin: false });
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'silent' }),
  database,
  webRoot: 'dist/web',
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${address}/talent`);
  await page.locator('article button:enabled').first().waitFor();
  times.push(await page.evaluate(() => performance.now()));
  await context.close();
}
await browser.close();
await app.close();
await database.close();

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `\n/talent first card usable (${database.kind}, ${runs} cold loads): median ${Math.round(median)} ms, best ${Math.round(times[0]!)} ms, worst ${Math.round(times.at(-1)!)} ms`,
);
