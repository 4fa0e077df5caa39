/**
 * Alive and ready (issue #32 item 5; docs/decisions/070): `/api/health` answers as soon as the
 * database does; `/api/ready` answers 503 problem+json, saying what it waits for, until the
 * process's feed index is loaded and its jobs run, and again once it starts shutting down.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers';
import { Readiness } from '../../platform/readiness';

describe('GET /api/ready (ADR 070)', () => {
  it('answers 503 while the feed index loads and the jobs start, 200 after, 503 when stopping', async () => {
    const readiness = new Readiness(['feed-index', 'jobs']);
    const { app } = await buildTestApp({}, { readiness });
    const ready = () => app.inject({ url: '/api/ready' });

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const starting = await ready();
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['content-type']).toContain('application/problem+json');
    expect(starting.headers['cache-control']).toBe('no-store');
    expect(starting.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      title: 'Not Ready',
      detail: 'Starting: waiting for the talent feed index and the background jobs.',
    });

    readiness.done('jobs');
    expect((await ready()).json().detail).toBe('Starting: waiting for the talent feed index.');
    readiness.done('feed-index');
    const up = await ready();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready' });

    readiness.stop();
    const stopping = await ready();
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json().detail).toBe('Shutting down.');
    // Alive still, while it finishes its open requests.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
