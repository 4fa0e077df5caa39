/** When a notification happened, in words (issue #16). */
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, then the date after a week', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(26 * 60 * 60_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 60 * 60_000), now)).toBe('3 days ago');
    expect(relativeTime(ago(20 * 24 * 60 * 60_000), now)).toBe('Nov 3');
  });
});
