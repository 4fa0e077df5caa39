/**
 * The `@fastify/rate-limit` store over a shared `RateCounter` (docs/decisions/019-rate-limits.md).
 * The plugin builds the store once (`new Store(options)`) and asks it for a `child` per limiter;
 * every child counts in the same place, because our keys already name their budget — which is how
 * two routes share one budget (contact and demo, company and candidate signups).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounter } from './counters';

/** A store class for `@fastify/rate-limit`'s `store` option, counting in `counter`. */
export function sharedStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    /** Counts one hit; `timeWindow` is the limiter's window in milliseconds. */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.incr(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Every limiter counts in the same shared counter. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
