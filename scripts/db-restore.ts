/**
 * `npm run db:restore -- FILE [--yes]`: restores a backup made by `npm run db:backup` into the
 * configured database. PostgreSQL (`DATABASE_URL`): `pg_restore` re-creates the backup's tables in
 * one transaction, replacing their rows; it asks for `--yes`. Embedded PGlite: stop the server
 * first; the current `DATA_DIR/pgdata` is moved aside, not deleted.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../src/server/platform/config';
import { restorePglite, restorePostgres } from './lib/backup';
import { refuseWhileServing } from './lib/running-server';

const { values, positionals } = parseArgs({
  options: { yes: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('usage: npm run db:restore -- <backup file> [--yes]');
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
try {
  if (config.DATABASE_URL) {
    if (!values.yes) {
      console.error(
        'db:restore replaces the data of DATABASE_URL with the backup: run again with --yes',
      );
      process.exit(2);
    }
    restorePostgres(config.DATABASE_URL, path.resolve(file));
    console.log(`db:restore: restored ${file} into DATABASE_URL`);
  } else {
    await refuseWhileServing(config);
    const dataDir = path.resolve(config.DATA_DIR, 'pgdata');
    const movedTo = await restorePglite(dataDir, path.resolve(file));
    console.log(`db:restore: restored ${file} into ${dataDir}`);
    if (movedTo) console.log(`  the previous database is kept in ${movedTo}`);
  }
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
