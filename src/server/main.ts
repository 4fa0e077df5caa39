/**
 * The server process: read the configuration, open and migrate the database, seed demo data on
 * first start, serve the API and the web app, run the jobs (outbox delivery, password-reset links,
 * the intro timers, the rate-limit sweep), and shut down gracefully on SIGTERM/SIGINT (stop
 * accepting, finish in-flight requests, stop the jobs, close the database). `npm start` runs it
 * compiled, as `dist/server/main.js` (docs/decisions/022-compiled-server.md).
 */
import { buildApp } from './app';
import {
  connectDatabase,
  DatabaseUnavailableError,
  prepareDatabase,
  startBanner,
} from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv } from './platform/config';
import { resolveEmailSetup } from './platform/email/email-config';
import { currentFeedIndex } from './features/talent-feed';
import { backgroundJobs } from './jobs';
import { serializeError } from './platform/lib/redact';
import { Readiness } from './platform/readiness';

/** How long open requests and jobs get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await connectDatabase(config);
  const prepared = await prepareDatabase(database, config);
  const email = resolveEmailSetup(config, { log: (msg) => app.log.info(msg) });
  // Ready for traffic once the feed index is loaded and the jobs run (docs/decisions/070).
  const readiness = new Readiness(['feed-index', 'jobs']);
  const app = await buildApp({
    config,
    database,
    webRoot: config.WEB_DIST_DIR,
    email,
    readiness,
  });

  if (!email.valid) {
    app.log.warn(
      `Email Service Fallback: ${email.problems.join(' ')} Sending is simulated (log transport).`,
    );
  }
  // The background jobs on pg-boss (docs/decisions/071-jobs-on-pg-boss.md): once across
  // processes, retried with backoff, failures listed for the admin at /admin/jobs.
  const jobs = app.ctx.jobs;
  for (const job of backgroundJobs(app.ctx, {
    countersInPostgres: app.rateLimits.counter.kind === 'postgres',
    onError: (error) => app.log.error({ err: error }, 'password reset request failed'),
  })) {
    jobs.define(job);
  }
  await jobs.start();
  readiness.done('jobs');

  let closing = false;
  // After SIGTERM, answers close their connection, so a kept-alive client (the load balancer)
  // does not hold the server open and sends its next request to another process.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(startBanner(config, address, config.SEED_DEMO));
  // The feed index loads in the background, so the first visitor does not wait for it
  // (docs/decisions/049); a request that comes sooner waits for the same load. Until it is
  // loaded, `/api/ready` answers 503 and the load balancer sends nothing here (decision 070). A
  // failed load is logged and does not hold the process back: the feed loads it on its next
  // request.
  const indexStarted = Date.now();
  currentFeedIndex(app.ctx.db)
    .then(
      () => app.log.info(`feed index loaded in ${Date.now() - indexStarted} ms`),
      (error: unknown) => app.log.error({ err: error }, 'loading the feed index failed'),
    )
    .finally(() => {
      readiness.done('feed-index');
      if (readiness.ready) app.log.info('ready for traffic');
    });
  if (prepared.seeded) app.log.info('seeded the demo data into an empty database');

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.stop();
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      // Stop accepting and let in-flight requests finish (a request racing in on a kept-alive
      // connection gets 503) while the job workers stop taking runs and the runs in progress
      // (an e-mail batch, a timer pass) finish; then close the pool.
      await Promise.all([app.close(), jobs.stop()]);
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`warmintro: ${error.message}`);
  } else {
    // Through the log's error serializer: a failed query's parameters are never printed.
    console.error('warmintro: failed to start:', serializeError(error));
  }
  process.exit(1);
});
