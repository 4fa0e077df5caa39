/**
 * Where rate-limit counts live (docs/decisions/019-rate-limits.md): in PostgreSQL by default (the
 * embedded database or `DATABASE_URL`), or in Redis when `REDIS_URL` is set. Either way every
 * server process counts against the same numbers, so a budget holds across processes.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import { AppError } from '../lib/app-error';
import * as counters from './rate-limit-counters.repo';

/** The hits counted in a key's current window, and the milliseconds until the window ends. */
export interface RateCount {
  current: number;
  ttl: number;
}

/** A shared counter of hits per key in fixed windows. */
export interface RateCounter {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit on `key`; a key without a live window starts one of `windowMs`. */
  incr(key: string, windowMs: number): Promise<RateCount>;
  /** Forgets `key`: its next hit starts a new window. */
  reset(key: string): Promise<void>;
}

/** The answer when the shared counter cannot be reached: limits fail closed (503). */
export function counterUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
  );
}

/** Counts in the `rate_limit_counters` table; expired rows are cleared by `sweepExpiredCounts`. */
export function databaseCounter(db: Db): RateCounter {
  return {
    kind: 'postgres',
    incr: (key, windowMs) => counters.hit(db, key, windowMs),
    reset: (key) => counters.clear(db, key),
  };
}

/** Deletes the expired rows of the PostgreSQL counter; returns how many. */
export function sweepExpiredCounts(db: Db): Promise<number> {
  return counters.deleteExpired(db);
}

/**
 * INCR and, on a key's first hit (or a key that lost its expiry), PEXPIRE, in one script so that
 * no key is ever left without an expiry; answers `{ hits, ttl ms }`.
 */
const incrScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counts in Redis under `prefix`; Redis expires the keys itself. */
export function redisCounter(client: Redis, prefix: string): RateCounter {
  return {
    kind: 'redis',
    async incr(key, windowMs) {
      const [current, ttl] = (await client.eval(incrScript, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
  };
}
