/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default: a Moto G Power on slow 4G, simulated)
 * on the pages of issue #14 "Pages", in Debian's Chromium (`/usr/bin/chromium`), against the
 * production build served by the compiled server as `npm start` runs it (`npm run build` first),
 * on 127.0.0.1 with a fresh data folder (the demo data). Each page is measured `BENCH_RUNS` times
 * (default 3); the run with the median performance score is reported; `BENCH_REPORT_DIR` keeps
 * each run's full JSON report (the simulation's details) in that folder. Beside each page's runs
 * it prints Lighthouse's benchmark index of the host, which shows how busy the machine was. Prints a Markdown table for
 * bench/README.md and, for each page, the audits that did not pass. Targets: performance ≥ 98,
 * accessibility 100, best practices 100, SEO ≥ 95, CLS 0. Stops by itself.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { paths } from '../src/shared/paths';

const pages = process.env.BENCH_PAGES?.split(',') ?? [
  paths.home.getHref(),
  paths.talent.getHref(),
  paths.startups.getHref(),
  paths.createAccount.getHref(),
  paths.candidateSignup.getHref(),
  paths.loginCompany.getHref(),
];
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** A folder to keep each run's full JSON report in (Lighthouse's lantern details), when set. */
const reportDir = process.env.BENCH_REPORT_DIR;
const port = Number(process.env.BENCH_PORT ?? 4988);
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'warmintro-lighthouse-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Waits until the server answers /api/health; throws after 60 s. */
async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench:lighthouse: the server did not start on ${origin}`);
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const score = (lhr: Result, id: (typeof categories)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that count and did not pass, as `id (score): title`. */
function failedAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)}): ${a.displayValue ?? a.title}`);
}

try {
  await waitForServer();
  const rows: string[] = [];
  const notes: string[] = [];
  let version = '';
  for (const page of pages) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
      try {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!result) throw new Error(`bench:lighthouse: no result for ${page}`);
        results.push(result.lhr);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${page.replace(/\W+/g, '_') || '_'}-${i + 1}.json`;
          writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr, null, 1));
        }
      } finally {
        chrome.kill();
      }
    }
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = results[Math.floor(results.length / 2)]!;
    version = lhr.lighthouseVersion;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const perfRuns = results.map((r) => score(r, 'performance')).join(', ');
    // Lighthouse's own measure of the host's CPU speed in each run (higher is faster): the
    // simulated 4x slow-down multiplies whatever the host gave, so a busy host scores lower.
    const hostIndex = results.map((r) => Math.round(r.environment.benchmarkIndex)).join(', ');
    rows.push(
      `| ${page.padEnd(17)} | ${String(score(lhr, 'performance')).padStart(11)} | ${String(score(lhr, 'accessibility')).padStart(13)} | ${String(score(lhr, 'best-practices')).padStart(14)} | ${String(score(lhr, 'seo')).padStart(3)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(
        audit('first-contentful-paint'),
      )
        .toString()
        .padStart(
          6,
        )} | ${Math.round(audit('largest-contentful-paint')).toString().padStart(6)} | ${Math.round(audit('total-blocking-time')).toString().padStart(6)} | ${perfRuns.padEnd(10)} | ${hostIndex} |`,
    );
    const failed = failedAudits(lhr);
    const shifts = lhr.audits['layout-shifts']?.details;
    if (shifts && 'items' in shifts) {
      for (const item of shifts.items.slice(0, 3)) {
        const node = item.node as { selector?: string } | undefined;
        failed.push(`layout shift ${String(item.score)}: ${node?.selector ?? 'unknown element'}`);
      }
    }
    if (lhr.runtimeError)
      failed.unshift(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (failed.length) notes.push(`${page}:\n  ${failed.join('\n  ')}`);
    console.error(`bench:lighthouse: ${page} done (performance ${perfRuns})`);
  }
  console.log(
    `\nLighthouse ${version} (mobile), ${runs} run(s) per page, median by performance:\n`,
  );
  console.log(
    '| page              | performance | accessibility | best practices | SEO | CLS   | FCP ms | LCP ms | TBT ms | perf runs  | host CPU index ¹ |',
  );
  console.log(
    '| ----------------- | ----------- | ------------- | -------------- | --- | ----- | ------ | ------ | ------ | ---------- | ---------------- |',
  );
  for (const row of rows) console.log(row);
  console.log(
    "\n¹ Lighthouse's benchmark index of each run, in the order of the runs' scores (higher is a faster host; a busy or throttled host lowers the score).",
  );
  console.log(notes.length ? `\nAudits not passed:\n${notes.join('\n')}` : '\nEvery audit passed.');
} finally {
  server.kill();
}
