/**
 * Fails (exit 1) when the web build in `dist/web` is over the page-weight budget of issues #14 and
 * #29, printing a table of every prerendered page, lazy chunk and the CSS with their gzip sizes
 * (scripts/bundle-budget.ts, docs/decisions/030-page-weight-budget.md,
 * docs/decisions/054-react-dom-again.md), or when the `react` chunk, which no page's count
 * includes, holds anything but React, React DOM, the scheduler and React Router. Runs in
 * `npm test` after the build (`test:e2e`). Usage: `npm run build && npm run check:budget`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  evaluateBudget,
  formatKb,
  formatReport,
  initialJsLimit,
  issueBudget,
  navigationCost,
  packagesOutside,
  reactChunkPackages,
  type Manifest,
} from './bundle-budget';
import { publicPages } from '../src/shared/public-pages';

const webRoot = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(
  readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/** zlib's default level, as `@fastify/compress` sends a response compressed with gzip. */
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webRoot, file))).length;

// Every prerendered page: what it loads to start, less React, React DOM, the scheduler and React
// Router, within issue #29's limit (ADR 054); a page with a form loads its validation at the
// form's first check (ADR 055).
const rows = evaluateBudget(
  manifest,
  gzipSize,
  publicPages.map((page) => ({
    ...page,
    initialJs: initialJsLimit,
  })),
  issueBudget,
);

// The chunks the count leaves out hold those four packages and nothing else.
const excluded = Object.values(manifest).filter((chunk) =>
  issueBudget.excludedChunks?.includes(chunk.name ?? ''),
);
if (excluded.length !== issueBudget.excludedChunks?.length) {
  console.error('bundle budget: the build has no `react` chunk (vite.config.ts, ADR 054)');
  process.exit(1);
}
for (const chunk of excluded) {
  const map = JSON.parse(readFileSync(path.join(webRoot, `${chunk.file}.map`), 'utf8')) as {
    sources: string[];
  };
  const foreign = packagesOutside(map.sources, reactChunkPackages);
  if (foreign.length > 0) {
    console.error(
      `bundle budget: ${chunk.file} is not counted but holds more than ${reactChunkPackages.join(', ')}:\n  ${foreign.slice(0, 10).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `not counted (issue #29): ${chunk.file} (${reactChunkPackages.join(', ')}) ${formatKb(gzipSize(chunk.file))} gzip`,
  );
}

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
console.log(formatReport(rows));
if (rows.some((r) => !r.ok)) process.exit(1);
