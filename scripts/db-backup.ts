/**
 * `npm run db:backup [-- --out FILE]`: backs up the configured database. PostgreSQL
 * (`DATABASE_URL`): a `pg_dump` custom-format archive, taken while the servers run. Embedded
 * PGlite: a data-directory dump; stop the server first (one process at a time may open it).
 * Default file: `DATA_DIR/backups/warmintro-<time>.dump` (`.tar.gz` for PGlite).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../src/server/platform/config';
import { backupPglite, backupPostgres, timestamp } from './lib/backup';
import { refuseWhileServing } from './lib/running-server';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
loadDotEnv();
const config = loadConfig();
const extension = config.DATABASE_URL ? 'dump' : 'tar.gz';
const file = path.resolve(
  values.out ?? path.join(config.DATA_DIR, 'backups', `warmintro-${timestamp()}.${extension}`),
);
try {
  if (config.DATABASE_URL) {
    backupPostgres(config.DATABASE_URL, file);
  } else {
    await refuseWhileServing(config);
    await backupPglite(path.resolve(config.DATA_DIR, 'pgdata'), file);
  }
  console.log(`db:backup: wrote ${file}`);
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
