/**
 * Backups of the configured database (`npm run db:backup`, `npm run db:restore`):
 * a PostgreSQL server with `pg_dump`/`pg_restore` (custom format: compressed, restorable table by
 * table), the embedded PGlite database with its data-directory dump (`dumpDataDir`, a .tar.gz).
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Runs a PostgreSQL client tool; throws with its error output when it fails. */
function runTool(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${tool}: ${result.error.message} (apt-get install -y postgresql-client)`);
  if (result.status !== 0)
    throw new Error(`${tool} failed: ${result.stderr.trim() || result.stdout.trim()}`);
}

/** Writes a `pg_dump` custom-format archive of the database at `url` to `file`. */
export function backupPostgres(url: string, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, url]);
}

/**
 * Restores a `pg_dump` archive into the database at `url`: the archive's objects are dropped
 * first and re-created, in one transaction (all or nothing).
 */
export function restorePostgres(url: string, file: string): void {
  if (!existsSync(file)) throw new Error(`no backup file ${file}`);
  runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    url,
    file,
  ]);
}

/** Writes the PGlite database in `dataDir` as a gzipped data-directory dump to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no database in ${dataDir}`);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Restores a PGlite data-directory dump into `dataDir`. A database already there is moved aside
 * to `<dataDir>.before-restore-<time>`, never deleted.
 * @returns where the previous database was moved, or null when there was none.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`no backup file ${file}`);
  let movedTo: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    movedTo = `${dataDir}.before-restore-${timestamp()}`;
    renameSync(dataDir, movedTo);
  }
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { pg_trgm },
  });
  await client.query('select 1');
  await client.close();
  return movedTo;
}

/** `20261123-054512`: the local time, for file names. */
export function timestamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-` +
    `${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`
  );
}
