/**
 * The refusal of a registered address waits like a new signup (docs/decisions/065): it draws its
 * wait from the recent successful signups. How long it takes is measured by `npm run bench:signup`,
 * not here.
 */
import { describe, expect, it } from 'vitest';
import { SignupTiming } from './signup-timing';

describe('SignupTiming (docs/decisions/065)', () => {
  it('draws from the signups it recorded, the newest 64 of them, capped at 2 s', () => {
    const timing = new SignupTiming();
    expect(timing.draw()).toBe(40);
    for (let ms = 1; ms <= 100; ms++) timing.record(ms);
    timing.record(Number.NaN);
    timing.record(-5);
    for (let i = 0; i < 500; i++) {
      const drawn = timing.draw();
      expect(drawn).toBeGreaterThanOrEqual(37);
      expect(drawn).toBeLessThanOrEqual(100);
    }
    timing.record(60_000);
    const draws = new Set(Array.from({ length: 2000 }, () => timing.draw()));
    expect(Math.max(...draws)).toBe(2_000);
  });

  it('does not wait when the drawn time has already passed', async () => {
    const timing = new SignupTiming();
    timing.record(5);
    let done = false;
    const waiting = timing.waitFrom(performance.now() - 1_000).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
    await waiting;
  });
});
