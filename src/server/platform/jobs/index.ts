/**
 * Background jobs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md): the platform's one
 * door to the job library, pg-boss, on the app's own PostgreSQL or PGlite database. A process
 * defines its jobs (`src/server/jobs/`), starts a `JobRunner`, and stops it on SIGTERM; each run
 * happens once across processes, is retried with exponential backoff, and a run that fails its
 * last retry is listed for the admin (`listFailed`) until retried (`retry`). Imports no module.
 */
export { JobAlreadyWaitingError, JobRunner } from './job-runner';
export type { FailedJob, JobLog, JobRunnerOptions } from './job-runner';
export { DEFAULT_RETRY } from './job-definition';
export type { JobDefinition, JobRetryPolicy } from './job-definition';
