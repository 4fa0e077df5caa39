/** The pipeline's wording of times and numbers (issue #34 items 3 and 6). */
import { describe, expect, it } from 'vitest';
import { formatAnswerTime, formatRate, formatShortDate, timeInStage } from './pipeline-format';

describe('pipeline wording (issue #34)', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const hour = 3_600_000;

  it("a card's time in its stage", () => {
    expect(timeInStage(ago(10_000), now)).toBe('Just now');
    expect(timeInStage(ago(hour / 2), now)).toBe('Under an hour');
    expect(timeInStage(ago(hour), now)).toBe('1 hour');
    expect(timeInStage(ago(5 * hour), now)).toBe('5 hours');
    expect(timeInStage(ago(24 * hour), now)).toBe('1 day');
    expect(timeInStage(ago(13 * 24 * hour), now)).toBe('13 days');
    expect(timeInStage(ago(21 * 24 * hour), now)).toBe('3 weeks');
    expect(timeInStage(new Date(now.getTime() + hour).toISOString(), now)).toBe('Just now');
  });

  it('the funnel: acceptance rate and median time to answer (item 6)', () => {
    expect(formatRate(2 / 3)).toBe('67%');
    expect(formatRate(null)).toBe('—');
    expect(formatAnswerTime(null)).toBe('—');
    expect(formatAnswerTime(0.5)).toBe('30 minutes');
    expect(formatAnswerTime(1)).toBe('1 hour');
    expect(formatAnswerTime(8)).toBe('8 hours');
    expect(formatAnswerTime(36)).toBe('1.5 days');
    expect(formatAnswerTime(24)).toBe('1 day');
  });

  it('the day a candidate was added to a list', () => {
    expect(formatShortDate('2026-12-03T12:00:00Z', now)).toBe('Dec 3');
    expect(formatShortDate('2025-12-03T12:00:00Z', now)).toBe('Dec 3, 2025');
  });
});
