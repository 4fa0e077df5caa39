/**
 * The end-to-end time machine (issue #17) exists only where it is asked for, never in
 * production: without `TEST_CLOCK` its routes are not there.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { buildTestApp } from '../../../test/helpers';

describe('TEST_CLOCK', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: must not be set in production/,
    );
  });

  it('without it, the clock routes do not exist', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 1000 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('with it, the lifecycle clock moves forward and back', async () => {
    const t = await buildTestApp({ TEST_CLOCK: 'true' });
    const before = t.app.ctx.now().getTime();
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 86_400_000 },
    });
    expect(new Date(moved.json().now).getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { reset: true } });
    expect(Math.abs(t.app.ctx.now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
