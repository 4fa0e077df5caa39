/**
 * Fails (exit 1) when the web build in `dist/web` is over the page-weight budget of issue #14,
 * printing a table of every budgeted page, lazy chunk and the CSS with their gzip sizes
 * (scripts/bundle-budget.ts, docs/decisions/030-page-weight-budget.md). Runs in `npm test` after
 * the build (`test:e2e`). Usage: `npm run build && npm run check:budget`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  evaluateBudget,
  formatKb,
  formatReport,
  initialJsGoal,
  navigationCost,
  type Manifest,
} from './bundle-budget';
import { publicPages } from '../src/shared/public-pages';

const webRoot = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(
  readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/** zlib's default level, as `@fastify/compress` sends a response compressed with gzip. */
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webRoot, file))).length;

// Enforced limits: the measured weight when the budget was set, rounded up (ADR 030); lower them
// as the pages get lighter, never raise them without a new entry in that ADR.
const limits: Record<string, number> = { '/': 98_000, '/talent': 100_000 };
const rows = evaluateBudget(
  manifest,
  gzipSize,
  publicPages
    .filter((page) => page.path in limits)
    .map((page) => ({ ...page, initialJs: limits[page.path]! })),
);

const heaviest = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => ({
    src: chunk.src ?? key,
    bytes: navigationCost(manifest, gzipSize, key),
  }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 5);
console.log(
  'heaviest navigations (a lazy route and the chunks it adds to the entry; not limited):',
);
for (const { src, bytes } of heaviest)
  console.log(`        ${src.padEnd(60)}  ${formatKb(bytes).padStart(9)}`);
console.log(`goal for initial JS (issue #14): ${formatKb(initialJsGoal)}; enforced limits below.`);
console.log(formatReport(rows));
if (rows.some((r) => !r.ok)) process.exit(1);
