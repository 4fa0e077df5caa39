/**
 * The page-weight budget's rules (issue #14 "Pages": initial JavaScript, lazy chunks, CSS;
 * docs/decisions/030-page-weight-budget.md) on a small hand-made Vite manifest. The real build is
 * checked by `npm run check:budget` in `npm test`.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateBudget,
  formatReport,
  navigationCost,
  packagesOutside,
  reactChunkPackages,
  staticClosure,
  type Manifest,
} from '../scripts/bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/home.tsx', 'src/feed.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js', '_react.js'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    src: 'src/home.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js'],
  },
  'src/feed.tsx': {
    file: 'assets/feed.js',
    src: 'src/feed.tsx',
    isDynamicEntry: true,
    imports: ['_form.js'],
  },
  'src/font.woff2': { file: 'assets/font.woff2' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/react.js': 50_000,
  'assets/zod.js': 30_000,
  'assets/form.js': 10_000,
  'assets/home.js': 5_000,
  'assets/feed.js': 8_000,
  'assets/index.css': 12_000,
};
const sizeOf = (file: string) => sizes[file]!;

describe('bundle budget', () => {
  it('counts a chunk and its static imports once each, following cycles back to the entry', () => {
    expect([...staticClosure(manifest, ['src/home.tsx'])].sort()).toEqual([
      '_react.js',
      'index.html',
      'src/home.tsx',
    ]);
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(/not in the build manifest/);
  });

  it("sums a page's initial JavaScript: entry, route chunk and everything they import", () => {
    const rows = evaluateBudget(manifest, sizeOf, [
      { path: '/', routeModule: 'src/home.tsx', initialJs: 95_000 },
      { path: '/talent', routeModule: 'src/feed.tsx', initialJs: 130_000 },
    ]);
    const home = rows.find((r) => r.what === 'initial JS /')!;
    expect(home).toMatchObject({ bytes: 95_000, ok: true });
    expect(home.files).toEqual(['assets/home.js', 'assets/index.js', 'assets/react.js']);
    expect(rows.find((r) => r.what === 'initial JS /talent')).toMatchObject({
      bytes: 138_000,
      limit: 130_000,
      ok: false,
    });
  });

  it('counts the app start-up chunk that the entry imports dynamically as initial, not as a lazy chunk (ADR 041)', () => {
    const split: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/web/app/start.tsx'],
        css: ['assets/index.css'],
      },
      'src/web/app/start.tsx': {
        file: 'assets/start.js',
        src: 'src/web/app/start.tsx',
        isDynamicEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/home.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/home.tsx': {
        file: 'assets/home.js',
        src: 'src/home.tsx',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
    };
    const splitSizes: Record<string, number> = {
      'assets/index.js': 1_000,
      'assets/start.js': 60_000,
      'assets/react.js': 30_000,
      'assets/home.js': 5_000,
      'assets/index.css': 12_000,
    };
    const rows = evaluateBudget(
      split,
      (file) => splitSizes[file]!,
      [{ path: '/', routeModule: 'src/home.tsx', initialJs: 100_000 }],
      { lazyChunk: 50_000, css: 15_000 },
    );
    expect(rows.find((r) => r.what === 'initial JS /')).toMatchObject({
      bytes: 96_000,
      files: ['assets/home.js', 'assets/index.js', 'assets/react.js', 'assets/start.js'],
      ok: true,
    });
    expect(rows.map((r) => r.what)).not.toContain('lazy src/web/app/start.tsx');
    expect(navigationCost(split, (file) => splitSizes[file]!, 'src/home.tsx')).toBe(5_000);
  });

  it("leaves the excluded chunks out of a page's initial JavaScript (issue #29: React, React DOM, the scheduler and React Router)", () => {
    const named: Manifest = {
      ...manifest,
      '_react.js': { file: 'assets/react.js', name: 'react' },
    };
    const page = [{ path: '/', routeModule: 'src/home.tsx', initialJs: 45_000 }];
    const rows = evaluateBudget(named, sizeOf, page, {
      lazyChunk: 50_000,
      css: 15_000,
      excludedChunks: ['react'],
    });
    expect(rows.find((r) => r.what === 'initial JS /')).toMatchObject({
      bytes: 45_000,
      files: ['assets/home.js', 'assets/index.js'],
      ok: true,
    });
    // Without the exclusion the same chunk counts.
    expect(
      evaluateBudget(named, sizeOf, page, { lazyChunk: 50_000, css: 15_000 }).find(
        (r) => r.what === 'initial JS /',
      ),
    ).toMatchObject({ bytes: 95_000, ok: false });
  });

  it('finds what an excluded chunk holds beyond its packages, by its source map (issue #29)', () => {
    expect(
      packagesOutside(
        [
          '../../node_modules/react/cjs/react.production.js',
          '../../node_modules/react-dom/cjs/react-dom-client.production.js',
          '../../node_modules/scheduler/cjs/scheduler.production.js',
          '../../node_modules/react-router/dist/production/index.mjs',
        ],
        reactChunkPackages,
      ),
    ).toEqual([]);
    expect(
      packagesOutside(
        [
          '../../node_modules/react/index.js',
          '../../node_modules/@tanstack/react-query/build/modern/index.js',
          '../../node_modules/react-router-extra/index.js',
          '../../src/web/lib/api-client.ts',
        ],
        reactChunkPackages,
      ),
    ).toEqual([
      '../../node_modules/@tanstack/react-query/build/modern/index.js',
      '../../node_modules/react-router-extra/index.js',
      '../../src/web/lib/api-client.ts',
    ]);
  });

  it('limits every chunk but the entry, and the CSS, and reports the navigation cost', () => {
    const rows = evaluateBudget(manifest, sizeOf, [], { lazyChunk: 25_000, css: 10_000 });
    expect(rows.map((r) => [r.what, r.bytes, r.ok])).toEqual([
      ['shared _form.js', 10_000, true],
      ['shared _react.js', 50_000, false],
      ['shared _zod.js', 30_000, false],
      ['lazy src/feed.tsx', 8_000, true],
      ['lazy src/home.tsx', 5_000, true],
      ['CSS (entry)', 12_000, false],
    ]);
    expect(navigationCost(manifest, sizeOf, 'src/feed.tsx')).toBe(48_000);
    expect(navigationCost(manifest, sizeOf, 'src/home.tsx')).toBe(5_000);
  });

  it('counts the one stylesheet of a build without CSS code splitting', () => {
    const { 'index.html': entry, ...rest } = manifest;
    const unsplit: Manifest = {
      ...rest,
      'index.html': { ...entry!, css: undefined },
      'style.css': { file: 'assets/style.css', src: 'style.css' },
    };
    const sizes = (file: string) => (file === 'assets/style.css' ? 16_000 : sizeOf(file));
    expect(evaluateBudget(unsplit, sizes, []).find((r) => r.what === 'CSS (entry)')).toMatchObject({
      bytes: 16_000,
      files: ['assets/style.css'],
      ok: false,
    });
  });

  it('reports over-budget rows first with their files, and says how many are over', () => {
    const report = formatReport(
      evaluateBudget(manifest, sizeOf, [
        { path: '/', routeModule: 'src/home.tsx', initialJs: 90_000 },
      ]),
    );
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^\s+OVER\s+initial JS \/\s+95\.0 KB \/ 90\.0 KB gzip$/);
    expect(lines[1]).toContain('assets/home.js');
    expect(report).toMatch(/bundle budget: 1 over budget/);
    expect(
      formatReport(
        evaluateBudget(manifest, sizeOf, [
          { path: '/', routeModule: 'src/home.tsx', initialJs: 95_000 },
        ]),
      ),
    ).toMatch(/bundle budget: all 7 within budget$/);
  });
});
