/**
 * The server process: read the configuration, open and migrate the database, seed demo data on
 * first start, serve the API and the web app, deliver the outbox, and shut down gracefully on
 * SIGTERM/SIGINT (finish requests, stop the worker, close the database).
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
import { createLogTransport } from './email/transports/log';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await connectDatabase(config);
  const prepared = await prepareDatabase(database, config);
  const app = await buildApp({ config, database, webRoot: config.WEB_DIST_DIR });

  const worker = startOutboxWorker({
    db: database.db,
    transport: createLogTransport((msg) => app.log.info(msg)),
    pollMs: config.OUTBOX_POLL_MS,
    onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
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
