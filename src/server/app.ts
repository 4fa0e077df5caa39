/**
 * `buildApp(options)`: the Fastify app with every plugin and route, used by `main.ts` and by every
 * test (through `app.inject`). It does not listen, migrate or start workers.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Database } from '../db/client';
import { SESSION_COOKIE } from '../shared/auth/session-rules';
import { RESUME_MAX_BYTES } from '../shared/candidates/schemas';
import type { Config } from './platform/config';
import { resolveEmailSetup, type EmailSetup } from './platform/email/email-config';
import { loggerOptions, requestIdFor } from './platform/lib/logging';
import { createLocalFileStorage, type FileStorage } from './platform/storage/file-storage';
import { RequestLineLogController, withEnvironmentFormat } from './platform/lib/request-log';
import './platform/context';
import { JobRunner } from './platform/jobs';
import { Readiness } from './platform/readiness';
import { adminRoutes } from './features/admin';
import { authRoutes } from './features/auth';
import { twoFactorRoutes } from './features/auth';
import { passkeysRoutes } from './features/auth';
import { sessionViewer } from './features/auth';
import { billingRoutes } from './features/billing';
import { candidateProfileHead } from './features/talent-feed';
import { companyPageStatus } from './features/companies';
import { candidatesRoutes, introPreferencesRoutes } from './features/candidates';
import { companiesRoutes, companyDomainsRoutes, teamRoutes } from './features/companies';
import { pipelineRoutes } from './features/pipeline';
import { accountsRoutes } from './features/accounts';
import { conversationsRoutes } from './features/conversations';
import { gigsRoutes } from './features/intros';
import { healthRoutes } from './features/health';
import { introRequestsRoutes } from './features/intros';
import { candidateQuickStats } from './features/intros';
import { marketingRoutes } from './features/marketing';
import { notificationsRoutes } from './features/notifications';
import { savedSearchesRoutes } from './features/saved-searches';
import { talentFeedRoutes } from './features/talent-feed';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './platform/http/errors';
import openapiPlugin from './platform/http/openapi';
import rateLimitPlugin from './platform/http/rate-limit';
import securityPlugin from './platform/http/security';
import { sessionPlugin } from './features/auth';
import spaPlugin from './platform/http/spa';
import testClockPlugin from './jobs/test-clock';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to `dist/web`. */
  webRoot?: string;
  /** Where uploads go; defaults to local files under `DATA_DIR/uploads`. */
  files?: FileStorage;
  /** The e-mail transport; defaults to the one the configuration names. */
  email?: EmailSetup;
  /** The lifecycle's clock; defaults to the real time. */
  now?: () => Date;
  /** Called with every route as it is registered (tests generate their cases from the routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go; defaults to standard output (tests read the log from a stream). */
  logStream?: DestinationStream;
  /** Replaces the real wait of the login slowdown (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * What the process must do before `GET /api/ready` answers 200 (docs/decisions/070): the server
   * process waits for the feed index and its jobs; an app without them (tests) is ready at once.
   */
  readiness?: Readiness;
}

export async function buildApp({
  config,
  database,
  webRoot = 'dist/web',
  files = createLocalFileStorage(path.resolve(config.DATA_DIR, 'uploads')),
  email = resolveEmailSetup(config),
  now = () => new Date(),
  onRoute,
  logStream,
  sleep,
  readiness = new Readiness([]),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : withEnvironmentFormat(config.NODE_ENV, loggerOptions(config.LOG_LEVEL, logStream)),
    logController: new RequestLineLogController(),
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Not started here: the server process defines its jobs and starts them (docs/decisions/071).
  const jobs = new JobRunner(database, { log: app.log });
  app.decorate('ctx', { db: database.db, database, config, files, email, now, readiness, jobs });
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin, { sleep });
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 40, fieldSize: 10_000 },
  });
  await app.register(sessionPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeysRoutes);
  await app.register(companiesRoutes);
  await app.register(teamRoutes);
  await app.register(companyDomainsRoutes);
  await app.register(pipelineRoutes);
  await app.register(billingRoutes);
  await app.register(marketingRoutes);
  await app.register(talentFeedRoutes);
  await app.register(introRequestsRoutes);
  await app.register(candidatesRoutes, { quickStats: candidateQuickStats });
  await app.register(introPreferencesRoutes);
  await app.register(accountsRoutes);
  await app.register(gigsRoutes);
  await app.register(conversationsRoutes);
  await app.register(notificationsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(adminRoutes);
  await app.register(testClockPlugin);

  await app.register(spaPlugin, {
    root: webRoot,
    appUrl: config.APP_URL,
    describePage: async (pathname, request) =>
      (await candidateProfileHead(app.ctx.db, app.ctx.config.APP_URL, pathname, () =>
        sessionViewer(app.ctx.db, request.cookies[SESSION_COOKIE]),
      )) ?? (await companyPageStatus(app.ctx.db, pathname)),
  });
  return app;
}
