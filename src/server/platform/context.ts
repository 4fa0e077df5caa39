/**
 * What every route and service can reach: the database and the configuration. Built once by
 * `buildApp` and decorated onto the Fastify instance as `app.ctx`.
 */
import type { Database, Db } from '../../db/client';
import type { Config } from './config';
import type { EmailSetup } from './email/email-config';
import type { FileStorage } from './storage/file-storage';
import type { JobRunner } from './jobs';
import type { Readiness } from './readiness';

export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  /** Uploaded files (résumés). */
  files: FileStorage;
  /** The e-mail transport in use and whether its configuration is valid. */
  email: EmailSetup;
  /**
   * The clock of the intro lifecycle and its timers (issue #17): the real time, or a test's. Tests
   * inject one to reach a timer's edge without waiting.
   */
  now(): Date;
  /** Whether this process is ready for traffic (`GET /api/ready`, docs/decisions/070). */
  readiness: Readiness;
  /**
   * The background jobs (docs/decisions/071-jobs-on-pg-boss.md): started by the server process
   * with its jobs defined; an app built for a test has one that is not started until the test
   * starts it.
   */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
