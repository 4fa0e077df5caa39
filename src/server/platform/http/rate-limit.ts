/**
 * Rate limits for the public forms (DESIGN.md "Security model"; docs/decisions/019-rate-limits.md).
 * `@fastify/rate-limit` counts in one shared store — PostgreSQL by default, Redis when `REDIS_URL`
 * is set — so a budget holds across every server process. Budgets are named once below; routes opt
 * in with `limit(app, ...budgets)`, and routes naming the same budget share it. Over a budget: 429
 * problem+json (code RATE_LIMITED) with `Retry-After` in seconds.
 */
import { setTimeout as wait } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import {
  counterUnavailable,
  databaseCounter,
  redisCounter,
  type RateCounter,
} from '../rate-limit/counters';
import { clientAddress, normalizedEmail, rateKey, type RateScope } from '../rate-limit/keys';
import { sharedStore } from '../rate-limit/store';

/** Every budget counts requests in fixed windows of one minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The budgets: each has its setting and what it counts per. Routes that name the same budget share
 * it — contact and demo requests share `contact`, company and candidate signups share `signup`.
 */
export const budgets = {
  login: { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_LOGIN },
  'login-account': { scope: 'ip+email', max: (c: Config) => c.RATE_LIMIT_LOGIN_IP_EMAIL },
  signup: { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_SIGNUP },
  'password-reset': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_PASSWORD_RESET },
  'password-reset-confirm': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_PASSWORD_RESET },
  'password-change': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_LOGIN },
  /** Two-factor codes (docs/decisions/067): a login's second step, setting it up or off. */
  'two-factor': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_LOGIN },
  /** WebAuthn challenges handed out (docs/decisions/068): each one is a stored row. */
  'passkey-options': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_LOGIN },
  /** Verification links (docs/decisions/065): opening one, and asking for a new one. */
  'email-verification': { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_PASSWORD_RESET },
  contact: { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_CONTACT },
  newsletter: { scope: 'ip', max: (c: Config) => c.RATE_LIMIT_NEWSLETTER },
  /** Issue #16: 30 messages a minute per signed-in user. */
  messages: { scope: 'user', max: (c: Config) => c.RATE_LIMIT_MESSAGES },
} satisfies Record<string, { scope: RateScope; max: (c: Config) => number }>;

export type BudgetName = keyof typeof budgets;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** What the plugin gives the routes and services. */
export interface RateLimits {
  /** The shared counter (also used by the login slowdown, docs/decisions/018). */
  counter: RateCounter;
  /** Waits `ms`; tests inject a recorder instead. */
  sleep: (ms: number) => Promise<void>;
  /** One check per budget, counting a hit in the shared store. */
  checks: Record<BudgetName, Check>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitPluginOptions {
  /** Replaces the real wait of the login slowdown (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** "45 seconds", "1 minute", "2 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(seconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${waitText(seconds)} and try again.`,
    undefined,
    'Too Many Requests',
  );
}

/** The subject a budget counts per, from the request (the body is parsed by the preHandler). */
function subjectOf(scope: RateScope, req: FastifyRequest): string {
  const email = () => normalizedEmail((req.body as { email?: unknown } | undefined)?.email);
  if (scope === 'ip') return clientAddress(req.ip);
  if (scope === 'user') return req.auth?.user.id ?? clientAddress(req.ip);
  if (scope === 'email') return email();
  return `${clientAddress(req.ip)} ${email()}`;
}

/**
 * A preHandler counting the request against each named budget, in order; the first exhausted
 * budget answers 429 with `Retry-After`. The `x-ratelimit-*` headers describe the budget with the
 * fewest requests left. A store that cannot be reached answers 503: the limits fail closed.
 */
export function limit(app: FastifyInstance, ...names: BudgetName[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    let tightest: { max: number; remaining: number; ttlInSeconds: number } | undefined;
    for (const name of names) {
      let result: Awaited<ReturnType<Check>>;
      try {
        result = await app.rateLimits.checks[name](request);
      } catch (error) {
        request.log.error({ err: error }, 'rate-limit store unavailable');
        throw counterUnavailable();
      }
      if (result.isAllowed) continue;
      if (result.isExceeded) {
        reply.header('x-ratelimit-limit', result.max);
        reply.header('x-ratelimit-remaining', 0);
        reply.header('x-ratelimit-reset', result.ttlInSeconds);
        reply.header('retry-after', result.ttlInSeconds);
        throw tooMany(result.ttlInSeconds);
      }
      if (!tightest || result.remaining < tightest.remaining) tightest = result;
    }
    if (tightest) {
      reply.header('x-ratelimit-limit', tightest.max);
      reply.header('x-ratelimit-remaining', tightest.remaining);
      reply.header('x-ratelimit-reset', tightest.ttlInSeconds);
    }
  };
}

export default fp(async function rateLimitPlugin(
  app: FastifyInstance,
  opts: RateLimitPluginOptions,
) {
  const { config, db } = app.ctx;
  let counter: RateCounter;
  if (config.REDIS_URL) {
    const client = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      // While Redis is away a hit fails at once (503) instead of waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectionName: 'warmintro-rate-limit',
    });
    client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit redis error'));
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(
        `REDIS_URL: cannot reach Redis for the rate limits (${(error as Error).message})`,
        { cause: error },
      );
    }
    app.addHook('onClose', async () => {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    });
    counter = redisCounter(client, `${config.REDIS_KEY_PREFIX}rate-limit:`);
  } else {
    counter = databaseCounter(db);
  }

  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counter),
    timeWindow: RATE_LIMIT_WINDOW_MS,
    // Limiters that name no key of their own (the 404 limit in plugins/spa.ts) count per address,
    // and let requests through when the store cannot be reached: pages keep loading.
    keyGenerator: (req) => rateKey('default', 'ip', clientAddress(req.ip)),
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => tooMany(Math.ceil(ctx.ttl / 1000)),
  });

  const checks = Object.fromEntries(
    Object.entries(budgets).map(([name, budget]) => [
      name,
      app.createRateLimit({
        max: budget.max(config),
        timeWindow: RATE_LIMIT_WINDOW_MS,
        keyGenerator: (req) => rateKey(name, budget.scope, subjectOf(budget.scope, req)),
        // The budgets fail closed: `limit` answers 503 when the store cannot be reached.
        skipOnError: false,
      }),
    ]),
  ) as Record<BudgetName, Check>;

  app.decorate('rateLimits', {
    counter,
    sleep: opts.sleep ?? ((ms: number) => wait(ms).then(() => undefined)),
    checks,
  });
});
