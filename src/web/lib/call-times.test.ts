/** Issue #30: suggested call times are working hours on weekdays, never 12:00 AM. */
import { describe, expect, it } from 'vitest';
import { suggestedCallTimes } from './call-times';

/** A local time, as the viewer's browser would read it. */
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);

describe('suggestedCallTimes', () => {
  it('suggests weekday working hours, at least 12 hours ahead, late on a weekday', () => {
    // Wednesday 2 December 2026, 23:30: the old default would have been 12:00 AM on Friday.
    expect(suggestedCallTimes(3, at(2026, 12, 2, 23, 30))).toEqual([
      '2026-12-03T15:00',
      '2026-12-04T10:00',
      '2026-12-04T15:00',
    ]);
  });

  it('skips the weekend', () => {
    // Saturday 28 November 2026, 14:16.
    expect(suggestedCallTimes(2, at(2026, 11, 28, 14, 16))).toEqual([
      '2026-11-30T10:00',
      '2026-11-30T15:00',
    ]);
  });

  it('gives five different times, all at 10:00 or 15:00 and within 14 days', () => {
    const now = at(2026, 12, 4, 9, 0);
    const times = suggestedCallTimes(5, now);
    expect(new Set(times).size).toBe(5);
    for (const time of times) {
      expect(time).toMatch(/T(10|15):00$/);
      const t = new Date(time).getTime();
      expect(t - now.getTime()).toBeGreaterThan(12 * 3_600_000);
      expect(t - now.getTime()).toBeLessThan(14 * 86_400_000);
    }
  });
});
