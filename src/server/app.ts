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
import type { Config } from './config';
import { resolveEmailSetup, type EmailSetup } from './email/email-config';
import { loggerOptions, requestIdFor } from './lib/logging';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage';
import { RequestLineLogController, withEnvironmentFormat } from './lib/request-log';
import './context';
import { JobRunner } from './platform/jobs';
import { Readiness } from './platform/readiness';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { passkeysRoutes } from './features/auth/passkeys.routes';
import { sessionViewer } from './features/auth/auth.service';
import { billingRoutes } from './features/billing/billing.routes';
import { candidateProfileHead } from './features/candidates/candidate-page.service';
import { companyPageStatus } from './features/companies/companies.service';
import { candidatesRoutes } from './features/candidates/candidates.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { gigsRoutes } from './features/gigs/gigs.routes';
import { healthRoutes } from './features/health/health.routes';
import { introRequestsRoutes } from './features/intro-requests/intro-requests.routes';
import { marketingRoutes } from './features/marketing/marketing.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { talentFeedRoutes } from './features/talent-feed/talent-feed.routes';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import sessionPlugin from './plugins/session';
import spaPlugin from './plugins/spa';
import testClockPlugin from './plugins/test-clock';

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
  await app.register(billingRoutes);
  await app.register(marketingRoutes);
  await app.register(talentFeedRoutes);
  await app.register(introRequestsRoutes);
  await app.register(candidatesRoutes);
  await app.register(gigsRoutes);
  await app.register(conversationsRoutes);
  await app.register(notificationsRoutes);
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
