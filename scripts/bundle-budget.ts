/**
 * The page-weight budget of issues #14 ("Pages") and #29 (React DOM), read from Vite's build manifest
 * (`dist/web/.vite/manifest.json`): what a browser must download, gzip-compressed, before a page
 * can run. Pure functions over the manifest and a file-size lookup, so that the rules are unit
 * tested (`test/bundle-budget.test.ts`); `scripts/check-bundle-budget.ts` applies them to the build.
 * Why these numbers and how a new route stays inside them: docs/decisions/030-page-weight-budget.md.
 */

/** One chunk of Vite's manifest (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a shared chunk's group (`react`, `framework`) or its first module's name. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically (loaded before it runs). */
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Vite's manifest: manifest key (source path or `_shared-chunk.js`) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** Limits in bytes, gzip-compressed (1 KB = 1,000 bytes, as issue #14 counts). */
export interface Budget {
  /**
   * Every JavaScript chunk but the entry and the app's start-up chunk (counted in the pages' initial
   * JavaScript): each lazy route chunk and each chunk they share.
   */
  lazyChunk: number;
  /**
   * Every stylesheet the entry loads, together: the entry's `css`, and a build's one `style.css`
   * when CSS is not split by chunk (the app's build, `vite.config.ts`).
   */
  css: number;
  /**
   * The names of the shared chunks that no page's initial JavaScript counts: the `react` chunk of
   * React, React DOM, the scheduler and React Router, which every page needs whatever it does
   * (issue #29; `vite.config.ts` makes the chunk, `packagesOutside` checks what is in it).
   */
  excludedChunks?: readonly string[];
}

/**
 * Issues #14 and #29: ≤ 50 KB per lazy chunk, ≤ 15 KB of CSS; the `react` chunk is not counted in
 * a page's initial JavaScript.
 */
export const issueBudget: Budget = { lazyChunk: 50_000, css: 15_000, excludedChunks: ['react'] };

/**
 * Issue #29: each page's initial JavaScript beyond React, React DOM, the scheduler and React
 * Router (the `react` chunk), in gzip bytes (docs/decisions/054-react-dom-again.md).
 */
export const initialJsLimit = 65_000;

/** The npm packages the `react` chunk may hold, and nothing else (issue #29). */
export const reactChunkPackages: readonly string[] = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
];

/**
 * The source files of a chunk (its source map's `sources`) that belong to none of `packages`:
 * what a chunk that the budget leaves out must not hold. A source outside `node_modules` is
 * always outside. Returns the offending sources, or none.
 */
export function packagesOutside(sources: readonly string[], packages: readonly string[]): string[] {
  return sources.filter((source) => {
    const at = source.lastIndexOf('node_modules/');
    if (at < 0) return true;
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return !packages.includes(name ?? '');
  });
}

/**
 * A page whose first load is budgeted: its URL, the source file of its lazy route module, and
 * the limit of its initial JavaScript (entry + the app's start-up chunk + the route chunk + their
 * static imports, less the budget's `excludedChunks`), in gzip bytes.
 */
export interface BudgetedPage {
  path: string;
  routeModule: string;
  initialJs: number;
}

/** One line of the report. */
export interface BudgetRow {
  what: string;
  bytes: number;
  limit: number;
  files: string[];
  ok: boolean;
}

/** The manifest key of the app's entry (`index.html`); throws when there is none. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('bundle budget: the manifest has no entry chunk');
  return key;
}

/**
 * The module that starts the app (React DOM, the router, the layouts), which the small entry imports
 * dynamically: at once, or after a prerendered page's first paint
 * (docs/decisions/041-paint-first-hydrate-after.md). Every page loads it.
 */
export const appStartModule = 'src/web/app/start.tsx';

/** The manifest keys of what every page loads to start the app: the entry and `appStartModule`. */
export function startKeys(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  return manifest[appStartModule] ? [entry, appStartModule] : [entry];
}

/**
 * The manifest keys loaded before `keys` run: themselves and, transitively, their static imports.
 * Throws on a key the manifest does not have (a renamed route module must be renamed here too).
 */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: ${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JavaScript files of `keys`, sorted. */
function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((k) => manifest[k]!.file).sort();
}

/** Sums `sizeOf` over `files`. */
function total(files: string[], sizeOf: (file: string) => number): number {
  return files.reduce((sum, f) => sum + sizeOf(f), 0);
}

/**
 * Checks the build against `budget`: one row per budgeted page (initial JavaScript, less the
 * excluded chunks), one per lazy chunk (what navigating to it adds), one for the entry's CSS.
 * `sizeOf` gives a built file's gzip size in bytes, by its path relative to the build folder.
 */
export function evaluateBudget(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  pages: BudgetedPage[],
  budget: Budget = issueBudget,
): BudgetRow[] {
  const start = startKeys(manifest);
  const entryKeys = staticClosure(manifest, start);
  const rows: BudgetRow[] = [];

  const excluded = new Set(budget.excludedChunks ?? []);
  for (const page of pages) {
    const keys = [...staticClosure(manifest, [...start, page.routeModule])].filter(
      (key) => !excluded.has(manifest[key]!.name ?? ''),
    );
    const files = jsFiles(manifest, keys);
    const bytes = total(files, sizeOf);
    rows.push({
      what: `initial JS ${page.path}`,
      bytes,
      limit: page.initialJs,
      files,
      ok: bytes <= page.initialJs,
    });
  }

  for (const [key, chunk] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
    // What every page loads to start is in each page's initial JavaScript above.
    if ((start.length > 1 && entryKeys.has(key)) || key === start[0] || !chunk.file.endsWith('.js'))
      continue;
    const bytes = sizeOf(chunk.file);
    rows.push({
      what: `${chunk.isDynamicEntry ? 'lazy' : 'shared'} ${chunk.src ?? key}`,
      bytes,
      limit: budget.lazyChunk,
      files: [chunk.file],
      ok: bytes <= budget.lazyChunk,
    });
  }

  const css = [
    ...new Set([
      ...[...entryKeys].flatMap((k) => manifest[k]!.css ?? []),
      ...Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.css')),
    ]),
  ].sort();
  const cssBytes = total(css, sizeOf);
  rows.push({
    what: 'CSS (entry)',
    bytes: cssBytes,
    limit: budget.css,
    files: css,
    ok: cssBytes <= budget.css,
  });
  return rows;
}

/** `12.3 KB` (1 KB = 1,000 bytes, as the issue counts). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * What navigating to a lazy route downloads beyond the entry: its chunk and the static imports the
 * entry does not have, in gzip bytes (reported, not limited: docs/decisions/030).
 */
export function navigationCost(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  routeModule: string,
): number {
  const entryKeys = staticClosure(manifest, startKeys(manifest));
  const added = [...staticClosure(manifest, [routeModule])].filter((k) => !entryKeys.has(k));
  return total(jsFiles(manifest, added), sizeOf);
}

/**
 * A plain-text report: a table of the rows (over-budget rows first, marked OVER, with their
 * files; then the largest `shown` of the rest), then a one-line verdict.
 */
export function formatReport(rows: BudgetRow[], shown = 15): string {
  const sorted = [...rows]
    .sort((a, b) => Number(a.ok) - Number(b.ok) || b.bytes - a.bytes)
    .filter(
      (r, i) => !r.ok || r.what.startsWith('initial') || r.what.startsWith('CSS') || i < shown,
    );
  const width = Math.max(...sorted.map((r) => r.what.length));
  const lines = sorted.map((r) => {
    const line = `${r.ok ? '  ok  ' : '  OVER'}  ${r.what.padEnd(width)}  ${formatKb(r.bytes).padStart(9)} / ${formatKb(r.limit)} gzip`;
    return r.ok ? line : `${line}\n${r.files.map((f) => `          ${f}`).join('\n')}`;
  });
  const over = rows.filter((r) => !r.ok);
  lines.push(
    over.length
      ? `bundle budget: ${over.length} over budget (docs/decisions/030-page-weight-budget.md says how to split a route)`
      : `bundle budget: all ${rows.length} within budget`,
  );
  return lines.join('\n');
}
