/**
 * Fails (exit 1) when the web build in `dist/web` is over the page-weight budget of issue #14,
 * printing a table of every budgeted page, lazy chunk and the CSS with their gzip sizes
 * (scripts/bundle-budget.ts, docs/decisions/030-page-weight-budget.md). Runs in `npm test` after
 * the build (`test:e2e`). Usage: `npm run build && npm run check:budget`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { evaluateBudget, formatReport, type Manifest } from './bundle-budget';

const webRoot = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(
  readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/** zlib's default level, as `@fastify/compress` sends a response compressed with gzip. */
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webRoot, file))).length;

const rows = evaluateBudget(manifest, gzipSize, [
  { path: '/', routeModule: 'src/web/app/routes/home.tsx' },
  { path: '/talent', routeModule: 'src/web/app/routes/talent/talent-feed.tsx' },
]);
console.log(formatReport(rows));
if (rows.some((r) => !r.ok)) process.exit(1);
