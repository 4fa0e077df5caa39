/**
 * Rate limits for the public forms (DESIGN.md "Security model"; issue #3 limits, each a setting).
 * Registered with `global: false`; routes opt in with `limitPerIp` / `limitPerEmail`.
 * Over the limit: 429 problem+json with code RATE_LIMITED.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

function tooMany(_req: FastifyRequest, ctx: { after: string }) {
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${ctx.after} and try again.`,
    undefined,
    'Too Many Requests',
  );
}

/** A per-IP limit of `max` requests a minute for one route group. */
export function limitPerIp(
  app: FastifyInstance,
  group: string,
  max: number,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (req) => `${group}:ip:${req.ip}`,
    errorResponseBuilder: tooMany,
  });
}

/** A per-e-mail limit (from the JSON body's `email`) of `max` requests a minute. */
export function limitPerEmail(
  app: FastifyInstance,
  group: string,
  max: number,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (req) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return `${group}:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
    errorResponseBuilder: tooMany,
  });
}

export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooMany });
});
