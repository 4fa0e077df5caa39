/**
 * `/api/admin/jobs/*` (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md): the failed
 * background jobs and their Retry button. Admin only (401 for visitors, 403 for companies and
 * candidates); the retry is a same-origin POST like every other admin write, and is logged with
 * the admin's id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failedJobListSchema, retriedJobSchema } from '../../../shared/admin/jobs';
import { requireRole } from '../auth';
import { listFailedJobs, retryFailedJob } from './admin-jobs.service';

const idParams = z.object({ id: z.string().max(100) });

export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/admin/jobs/failed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background jobs that failed their last retry, newest first',
        response: { 200: failedJobListSchema },
      },
    },
    async () => listFailedJobs(app.ctx),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a failed background job back in its queue for one more try',
        params: idParams,
        response: { 200: retriedJobSchema },
      },
    },
    async (request) => {
      const result = await retryFailedJob(app.ctx, request.params.id);
      request.log.info({ adminId: request.auth!.user.id, jobId: result.id }, 'admin retried a job');
      return result;
    },
  );
};
