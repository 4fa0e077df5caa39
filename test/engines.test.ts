/**
 * `engines.node` in package.json tells the truth (issue #13): every installed package — runtime,
 * build and test tools alike — accepts every Node version the range allows. Optional platform
 * binaries are left out (npm skips the ones that do not fit). When an update wants a newer Node,
 * pin the package (or add an npm `overrides` entry) instead of widening the range.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('engines.node', () => {
  it('names Node 20, 22 and 24 LTS (README "Quick start")', () => {
    const range = manifest.engines.node;
    expect(semver.satisfies('20.19.0', range)).toBe(true);
    expect(semver.satisfies('22.13.0', range)).toBe(true);
    expect(semver.satisfies('24.0.0', range)).toBe(true);
    expect(semver.satisfies('20.18.0', range)).toBe(false);
  });

  it('is accepted by every installed package', () => {
    const range = manifest.engines.node;
    const narrower = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && !pkg.optional)
      .flatMap(([path, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return wanted && !semver.subset(range, wanted)
          ? [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${wanted}`]
          : [];
      });
    expect(narrower).toEqual([]);
  });
});
