/**
 * The shared rate-limit counters (docs/decisions/019-rate-limits.md): PostgreSQL (the test
 * database: PGlite, or PostgreSQL in the `test:pg` run) and Redis when `TEST_REDIS_URL` is set.
 * Windows here are 200 ms long, so expiry is seen with a short wait.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../../db/schema/index';
import { createTestDatabase } from '../../../../test/helpers';
import { databaseCounter, redisCounter, sweepExpiredCounts, type RateCounter } from './counters';

const database = await createTestDatabase();
const redisUrl = process.env.TEST_REDIS_URL;
const redisPrefix = `test:${randomUUID()}:`;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const counters: { name: string; counter: RateCounter }[] = [
  { name: 'PostgreSQL', counter: databaseCounter(database.db) },
  ...(redis ? [{ name: 'Redis', counter: redisCounter(redis, redisPrefix) }] : []),
];

describe.each(counters)('$name counter', ({ counter }) => {
  it('counts hits in a window and tells how long it has left', async () => {
    const key = `count:${randomUUID()}`;
    const first = await counter.incr(key, 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(58_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await counter.incr(key, 60_000)).current).toBe(2);
    const third = await counter.incr(key, 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeLessThanOrEqual(first.ttl);
  });

  it('starts a new window once the old one has ended', async () => {
    const key = `expiry:${randomUUID()}`;
    await counter.incr(key, 200);
    expect((await counter.incr(key, 200)).current).toBe(2);
    await wait(250);
    const next = await counter.incr(key, 200);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(0);
  });

  it('forgets a key on reset', async () => {
    const key = `reset:${randomUUID()}`;
    await counter.incr(key, 60_000);
    await counter.incr(key, 60_000);
    await counter.reset(key);
    expect((await counter.incr(key, 60_000)).current).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    const key = `race:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => counter.incr(key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe('PostgreSQL counter cleaning', () => {
  it('the sweep deletes rows whose window has ended and keeps live ones', async () => {
    const counter = databaseCounter(database.db);
    const live = `live:${randomUUID()}`;
    const old = `old:${randomUUID()}`;
    await counter.incr(live, 60_000);
    await counter.incr(old, 100);
    await wait(150);
    expect(await sweepExpiredCounts(database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain(live);
    expect(keys).not.toContain(old);
  });
});

describe.runIf(redis)('Redis counter', () => {
  it('keeps its keys under the prefix, each with an expiry', async () => {
    const counter = redisCounter(redis!, redisPrefix);
    const key = `ttl:${randomUUID()}`;
    await counter.incr(key, 60_000);
    const ttl = await redis!.pttl(`${redisPrefix}${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
