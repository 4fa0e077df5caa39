/**
 * `npm run db:backup` / `npm run db:restore` (issue #13): write data, back up, wipe, restore, and
 * the data is back — the embedded database in the PGlite run, PostgreSQL in the PostgreSQL run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../src/db/rows';
import { createTestDatabase, testDriver } from './helpers';

const dir = mkdtempSync(path.join(os.tmpdir(), 'warmintro-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one of the npm scripts' files as `npm run` does, with this environment. */
function run(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync('node_modules/.bin/tsx', [`scripts/${script}.ts`, ...args], {
    encoding: 'utf8',
    // PORT 1: nothing listens there, so the embedded database counts as free.
    env: { ...inherited, PORT: '1', ...env },
  });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return result.stdout;
}

describe('db:backup and db:restore', () => {
  if (testDriver === 'pglite') {
    it('round-trips the embedded database (PGlite data directory)', async () => {
      const dataDir = path.join(dir, 'data');
      const pgdata = path.join(dataDir, 'pgdata');
      mkdirSync(pgdata, { recursive: true });
      // The migrated template of this test run, written to a data directory as the server keeps it.
      const first = await PGlite.create({
        dataDir: pgdata,
        loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
      });
      await first.query(
        "insert into newsletter_signups (email) values ('kept@backup.test'), ('ünïcode@backup.test')",
      );
      await first.close();

      const file = path.join(dir, 'embedded.tar.gz');
      expect(run('db-backup', ['--out', file], { DATA_DIR: dataDir })).toContain(file);
      expect(existsSync(file)).toBe(true);

      rmSync(pgdata, { recursive: true });
      run('db-restore', [file], { DATA_DIR: dataDir });

      const restored = await PGlite.create({ dataDir: pgdata });
      const { rows } = await restored.query<{ email: string }>(
        'select email from newsletter_signups order by email',
      );
      await restored.close();
      expect(rows.map((r) => r.email)).toEqual(['kept@backup.test', 'ünïcode@backup.test']);
    }, 180_000); // 40–95 s on this 2-core machine beside the parallel suite
  }

  if (testDriver === 'postgres') {
    it('round-trips a PostgreSQL database (pg_dump, pg_restore)', async () => {
      const database = await createTestDatabase();
      const url = database.url!;
      await database.db.execute(
        sql`insert into newsletter_signups (email) values ('kept@backup.test')`,
      );
      const file = path.join(dir, 'server.dump');
      run('db-backup', ['--out', file], { DATABASE_URL: url });

      // Wipe: every table and the migration record go.
      await database.db.execute(sql.raw('drop schema public cascade'));
      await database.db.execute(sql.raw('drop schema drizzle cascade'));
      await database.db.execute(sql.raw('create schema public'));
      run('db-restore', [file, '--yes'], { DATABASE_URL: url });

      const rows = await queryRows<{ email: string }>(
        database.db,
        sql`select email from newsletter_signups`,
      );
      expect(rows.map((r) => r.email)).toEqual(['kept@backup.test']);
      const [migrations] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations!.n).toBeGreaterThan(0);
    }, 60_000);
  }
});
