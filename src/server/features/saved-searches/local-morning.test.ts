/**
 * When daily and weekly alerts go (issue #34 item 5, docs/decisions/076): 08:00 on the member's
 * wall clock — the next one strictly after now, Mondays for weekly — across summer time.
 */
import { describe, expect, it } from 'vitest';
import { localDay, nextAlertMorning } from './local-morning';

const at = (iso: string) => new Date(iso);

describe('nextAlertMorning', () => {
  it('is 08:00 local, today if still ahead, else tomorrow (daily)', () => {
    // Berlin in winter is UTC+1: 08:00 there is 07:00 UTC.
    expect(nextAlertMorning(at('2026-11-29T06:59:00Z'), 'daily', 'Europe/Berlin')).toEqual(
      at('2026-11-29T07:00:00Z'),
    );
    expect(nextAlertMorning(at('2026-11-29T07:00:00Z'), 'daily', 'Europe/Berlin')).toEqual(
      at('2026-11-30T07:00:00Z'),
    );
  });

  it("is a Monday's 08:00 for weekly", () => {
    // Sunday 29 November 2026 → Monday 30 November; on that Monday after 08:00 → 7 December.
    expect(nextAlertMorning(at('2026-11-29T12:00:00Z'), 'weekly', 'Europe/Berlin')).toEqual(
      at('2026-11-30T07:00:00Z'),
    );
    expect(nextAlertMorning(at('2026-11-30T09:00:00Z'), 'weekly', 'Europe/Berlin')).toEqual(
      at('2026-12-07T07:00:00Z'),
    );
  });

  it('follows the wall clock across the change to summer time', () => {
    // New York moves to EDT (UTC−4) on Sunday 8 March 2026: 08:00 is 13:00 UTC on the 7th, 12:00 on the 8th.
    expect(nextAlertMorning(at('2026-03-07T14:00:00Z'), 'daily', 'America/New_York')).toEqual(
      at('2026-03-08T12:00:00Z'),
    );
  });

  it('has no schedule for off and instant', () => {
    expect(nextAlertMorning(at('2026-11-29T12:00:00Z'), 'off', 'UTC')).toBeNull();
    expect(nextAlertMorning(at('2026-11-29T12:00:00Z'), 'instant', 'UTC')).toBeNull();
  });
});

describe('localDay', () => {
  it("is the member's calendar day", () => {
    expect(localDay(at('2026-11-29T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-30');
    expect(localDay(at('2026-11-29T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-29');
  });
});
