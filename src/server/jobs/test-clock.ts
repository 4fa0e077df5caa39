/**
 * The end-to-end tests' time machine (issue #17: timers and "after the call" are tested by moving
 * the clock, not by waiting). Only with `TEST_CLOCK=true`, which the configuration refuses in
 * production: `POST /api/test/clock { advanceMs }` moves the lifecycle's clock (`ctx.now`)
 * forward in this process (`{ reset: true }` brings it back to real time), and
 * `POST /api/test/run-timers` runs the intro and availability timers and the unread-message
 * e-mails at once; `POST /api/test/run-alerts` runs the saved-search alerts (issue #34 item 5)
 * at once, as their job does every 30 seconds.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runSavedSearchAlerts } from '../features/saved-searches';
import { runTimers } from './intro-timers';

const DAY_MS = 24 * 3_600_000;

const routes: FastifyPluginAsyncZod = async (app) => {
  let offsetMs = 0;
  app.ctx.now = () => new Date(Date.now() + offsetMs);
  const tags = ['test'];
  app.post(
    '/api/test/clock',
    {
      schema: {
        tags,
        summary: 'Move the lifecycle clock forward, or back to real time (TEST_CLOCK only)',
        body: z.union([
          z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(400 * DAY_MS),
          }),
          z.object({ reset: z.literal(true) }),
        ]),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      offsetMs = 'reset' in request.body ? 0 : offsetMs + request.body.advanceMs;
      return { now: app.ctx.now().toISOString() };
    },
  );
  app.post(
    '/api/test/run-timers',
    {
      schema: {
        tags,
        summary: 'Run the intro and availability timers now (TEST_CLOCK only)',
        response: { 200: z.record(z.string(), z.number()) },
      },
    },
    async () => runTimers(app.ctx),
  );
  app.post(
    '/api/test/run-alerts',
    {
      schema: {
        tags,
        summary: 'Run the saved-search alerts now (TEST_CLOCK only)',
        response: { 200: z.record(z.string(), z.number()) },
      },
    },
    async () => ({ ...(await runSavedSearchAlerts(app.ctx)) }),
  );
};

export default fp(async function testClockPlugin(app: FastifyInstance) {
  if (!app.ctx.config.TEST_CLOCK) return;
  await app.register(routes);
});
