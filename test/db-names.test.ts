/**
 * The test run's database names (issue #2 "Tests and CI"): a run killed before it dropped its
 * databases leaves them behind; the next run on the machine drops them, never those of a run
 * still going.
 */
import { describe, expect, it } from 'vitest';
import { isLeftOver, runDatabasePrefix, templateDatabaseName } from './db-names';

describe('test database names', () => {
  it("carry the run's main process id", () => {
    expect(templateDatabaseName()).toBe(`warmintro_test_${process.pid}_template`);
    expect(runDatabasePrefix(42)).toBe('warmintro_test_42_');
  });

  it('are left over when their run no longer runs, or from before the prefix', () => {
    expect(isLeftOver(templateDatabaseName())).toBe(false);
    expect(isLeftOver(`${runDatabasePrefix()}0123456789abcdef`)).toBe(false);
    // Above the largest process id Linux gives (2^22).
    expect(isLeftOver('warmintro_test_9999999_0123456789abcdef')).toBe(true);
    expect(isLeftOver('warmintro_test_0123456789abcdef')).toBe(true);
    expect(isLeftOver('warmintro_bench')).toBe(false);
    expect(isLeftOver('warmintro_ci_1234')).toBe(false);
  });
});
