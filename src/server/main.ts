/**
 * The server process: read the configuration, open and migrate the database, seed demo data on
 * first start, serve the API and the web app, run the jobs (outbox delivery, password-reset links,
 * meeting reminders, the rate-limit sweep), and shut down gracefully on SIGTERM/SIGINT (finish requests, stop the jobs,
 * close the database).
 */
import { buildApp } from './app';
import {
  connectDatabase,
  DatabaseUnavailableError,
  prepareDatabase,
  startBanner,
} from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { startOutboxWorker } from './email/outbox-worker';
import { resolveEmailSetup } from './email/email-config';
import { startIntroTimerJob } from './jobs/intro-timers';
import { startPasswordResetJob } from './jobs/password-resets';
import { startRateLimitSweep } from './jobs/rate-limit-sweep';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await connectDatabase(config);
  const prepared = await prepareDatabase(database, config);
  const email = resolveEmailSetup(config, { log: (msg) => app.log.info(msg) });
  const app = await buildApp({ config, database, webRoot: config.WEB_DIST_DIR, email });

  if (!email.valid) {
    app.log.warn(
      `Email Service Fallback: ${email.problems.join(' ')} Sending is simulated (log transport).`,
    );
  }
  const worker = startOutboxWorker({
    db: database.db,
    transport: email.transport,
    pollMs: config.OUTBOX_POLL_MS,
    fallback: config.EMAIL_FALLBACK,
    onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
  });
  const resets = startPasswordResetJob(app.ctx, {
    pollMs: config.OUTBOX_POLL_MS,
    onError: (error) => app.log.error({ err: error }, 'password reset job failed'),
  });
  const sweep =
    app.rateLimits.counter.kind === 'postgres'
      ? startRateLimitSweep(database.db, {
          onError: (error) => app.log.error({ err: error }, 'rate-limit sweep failed'),
        })
      : undefined;
  const reminders = startIntroTimerJob(app.ctx, {
    onError: (error) => app.log.error({ err: error }, 'intro timers failed'),
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(startBanner(config, address, config.SEED_DEMO));
  if (prepared.seeded) app.log.info('seeded the demo data into an empty database');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    reminders.stop();
    sweep?.stop();
    await resets.stop();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`warmintro: ${error.message}`);
  } else {
    console.error('warmintro: failed to start:', error);
  }
  process.exit(1);
});
