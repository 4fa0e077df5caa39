/**
 * Once per test run: migrate one database and keep it as the template every test file copies
 * (STYLE.md habit 5). PGlite: a dump file. PostgreSQL: a template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { adminUrl, isLeftOver, runDatabasePrefix, templateDatabaseName } from './db-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    pgRunPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = templateDatabaseName();
    const admin = openPostgres(adminUrl(url), 1);
    await dropLeftOverDatabases(admin);
    await admin.db.execute(sql.raw(`drop database if exists ${template}`));
    await admin.db.execute(sql.raw(`create database ${template}`));
    const templateDb = openPostgres(withDatabase(url, template), 1);
    await templateDb.migrate();
    await templateDb.close();
    project.provide('pgTemplate', template);
    project.provide('pgRunPrefix', runDatabasePrefix());
    project.provide('pgliteDump', '');
    return async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${template} with (force)`));
      await admin.close();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'warmintro-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  project.provide('pgRunPrefix', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Drops the test databases of runs killed before they dropped their own (`isLeftOver`); one still
 * in use is left alone.
 */
async function dropLeftOverDatabases(admin: ReturnType<typeof openPostgres>): Promise<void> {
  const rows = await queryRows<{ datname: string }>(
    admin.db,
    sql.raw(`select datname from pg_database where datname like 'warmintro\\_test\\_%'`),
  );
  for (const { datname } of rows) {
    if (!isLeftOver(datname)) continue;
    try {
      await admin.db.execute(sql.raw(`drop database if exists ${datname}`));
    } catch {
      // In use: a run still going.
    }
  }
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
