/**
 * The admin's view of failed background jobs (issue #32 item 4; docs/decisions/071): lists the
 * runs that failed their last retry and puts one back in its queue.
 */
import { FAILED_JOBS_SHOWN, type FailedJobList, type RetriedJob } from '../../../shared/admin/jobs';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { JobAlreadyWaitingError } from '../../platform/jobs';

/** The latest failed runs, newest first; empty while this process runs no jobs. */
export async function listFailedJobs(ctx: AppContext): Promise<FailedJobList> {
  const jobs = await ctx.jobs.listFailed(FAILED_JOBS_SHOWN);
  return {
    jobs: jobs.map((job) => ({
      ...job,
      createdAt: job.createdAt.toISOString(),
      failedAt: job.failedAt.toISOString(),
    })),
  };
}

/**
 * Puts the failed run `id` back in its queue for one more try, at once.
 * @throws AppError NOT_FOUND when no failed run has this id; CONFLICT when another run of the
 *   same job already waits.
 */
export async function retryFailedJob(ctx: AppContext, id: string): Promise<RetriedJob> {
  try {
    if (!(await ctx.jobs.retry(id))) {
      throw new AppError('NOT_FOUND', 'No failed job with this id.');
    }
  } catch (error) {
    if (error instanceof JobAlreadyWaitingError) {
      throw new AppError('CONFLICT', 'Another run of this job is already waiting.');
    }
    throw error;
  }
  return { id, status: 'retry' };
}
