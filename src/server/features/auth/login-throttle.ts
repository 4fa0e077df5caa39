/**
 * The login slowdown per e-mail (issue #12 finding 5, docs/decisions/018-login-throttling.md).
 * Refusals are per IP and per (IP, e-mail) (`limit(app, 'login', 'login-account')`); per e-mail a
 * login is only ever slowed down, never refused, so no attacker can lock the owner out. The first
 * `LOGIN_SLOWDOWN_AFTER` attempts on an e-mail in 15 minutes are free; each later one waits twice
 * as long as the one before (250 ms, 500 ms, 1 s, …) up to `LOGIN_SLOWDOWN_MAX_MS`. A successful
 * login clears the e-mail's count.
 */
import type { LoginInput } from '../../../shared/auth/schemas';
import type { Db } from '../../../db/client';
import { counterUnavailable, type RateCounter } from '../../platform/rate-limit/counters';
import { normalizedEmail, rateKey } from '../../platform/rate-limit/keys';
import { authenticate } from './auth.service';
import type { AccountRow } from './auth.repo';

/** How long attempts on one e-mail are remembered. */
export const LOGIN_SLOWDOWN_WINDOW_MS = 15 * 60 * 1000;
/** The first wait; each later attempt waits twice as long. */
export const LOGIN_SLOWDOWN_STEP_MS = 250;

/** What the slowdown needs: the shared counter, a way to wait, and the two settings. */
export interface LoginSlowdown {
  counter: RateCounter;
  sleep: (ms: number) => Promise<void>;
  /** Attempts on one e-mail before the waits start (`LOGIN_SLOWDOWN_AFTER`). */
  after: number;
  /** The longest wait (`LOGIN_SLOWDOWN_MAX_MS`). */
  maxMs: number;
}

/** The wait before the `attempt`-th attempt on one e-mail in the window (1-based). */
export function loginDelayMs(attempt: number, after: number, maxMs: number): number {
  if (attempt <= after) return 0;
  return Math.min(maxMs, LOGIN_SLOWDOWN_STEP_MS * 2 ** Math.min(attempt - after - 1, 30));
}

const slowdownKey = (email: string) => rateKey('login-slowdown', 'email', normalizedEmail(email));

/**
 * Counts an attempt under `key`, waits as long as the count asks, then runs `attempt`; a success
 * clears the count, a failure (a throw) keeps it. Shared by passwords (per e-mail) and two-factor
 * codes (per account, docs/decisions/067).
 * @throws what `attempt` throws; AppError SERVICE_UNAVAILABLE when the counter cannot be reached.
 */
export async function withSlowdown<T>(
  slowdown: LoginSlowdown,
  key: string,
  attempt: () => Promise<T>,
): Promise<T> {
  let current: number;
  try {
    ({ current } = await slowdown.counter.incr(key, LOGIN_SLOWDOWN_WINDOW_MS));
  } catch {
    throw counterUnavailable();
  }
  const delay = loginDelayMs(current, slowdown.after, slowdown.maxMs);
  if (delay > 0) await slowdown.sleep(delay);
  const result = await attempt();
  // The owner is in; a count left behind by a failed clear only expires with its window.
  await slowdown.counter.reset(key).catch(() => undefined);
  return result;
}

/**
 * Counts the attempt on the e-mail, waits as long as the count asks, then checks the credentials
 * (`authenticate`); a success clears the e-mail's count.
 * @throws AppError INVALID_CREDENTIALS as `authenticate` does; SERVICE_UNAVAILABLE when the
 *   counter cannot be reached.
 */
export function authenticateSlowly(
  db: Db,
  slowdown: LoginSlowdown,
  input: LoginInput,
): Promise<AccountRow> {
  return withSlowdown(slowdown, slowdownKey(input.email), () => authenticate(db, input));
}
