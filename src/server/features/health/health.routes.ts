/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise (alive). `GET /api/ready`: 200
 * only when the process can also serve every route at speed — its feed index loaded, its jobs
 * started — and is not shutting down; what a load balancer checks (docs/decisions/070).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.ctx.database.ping();
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 once the feed index is loaded and the jobs run, 503 while starting or stopping',
        response: { 200: z.object({ status: z.literal('ready') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = app.ctx.readiness.reason;
      if (reason) throw new AppError('SERVICE_UNAVAILABLE', reason, undefined, 'Not Ready');
      await app.ctx.database.ping();
      return { status: 'ready' as const };
    },
  );
};
