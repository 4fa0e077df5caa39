/** `GET /api/health`: 200 when the database answers, 503 otherwise. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
};
