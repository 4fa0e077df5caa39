/**
 * Start-up steps shared by `main.ts` and the CLI scripts: open the configured database, apply
 * migrations, create or update the configured admin, and seed the demo data into an empty database.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { demoAccounts, isDatabaseEmpty, seedDemo } from '../db/seed/demo';
import { absoluteUrl, paths } from '../shared/paths';
import type { Config } from './platform/config';
import { upsertAdmin } from './features/auth';
import { hashPassword } from './platform/lib/passwords';

/** Thrown when the database cannot be opened or reached at start. */
export class DatabaseUnavailableError extends Error {}

/**
 * Opens PGlite under `DATA_DIR/pgdata`, or the PostgreSQL server of `DATABASE_URL`, and checks it
 * answers.
 * @throws DatabaseUnavailableError with a one-line message naming DATABASE_URL or DATA_DIR.
 */
export async function connectDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
    try {
      await database.ping();
    } catch (error) {
      await database.close().catch(() => {});
      throw new DatabaseUnavailableError(
        `Cannot reach the database at DATABASE_URL (${redactUrl(config.DATABASE_URL)}): ${rootCause(error)}`,
      );
    }
    return database;
  }
  const dataDir = path.resolve(config.DATA_DIR, 'pgdata');
  try {
    mkdirSync(dataDir, { recursive: true });
    return await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in DATA_DIR (${dataDir}): ${reason}`,
    );
  }
}

/** The innermost error's message on one line (drivers wrap the connection error). */
function rootCause(error: unknown): string {
  let e = error as { message?: string; cause?: unknown };
  while (e?.cause) e = e.cause as typeof e;
  return (
    String(e?.message ?? error)
      .replace(/\s+/g, ' ')
      .trim() || 'unknown error'
  );
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export interface PrepareResult {
  seeded: boolean;
  admin: 'created' | 'updated' | null;
}

/** Names the advisory lock that serializes start-up steps between processes. */
const STARTUP_LOCK = 'warmintro:startup';

/**
 * Migrates, upserts the configured admin and seeds demo data when the database is empty.
 * On PostgreSQL the steps run under a transaction-level advisory lock, so several processes
 * started at once against one database take turns: the first migrates and seeds, the others find
 * the work done (docs/decisions/021-several-processes.md).
 */
export async function prepareDatabase(database: Database, config: Config): Promise<PrepareResult> {
  if (database.kind !== 'postgres') return prepareSteps(database, config);
  // The lock lives on the transaction's connection; the steps run on the pool's other connections.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${STARTUP_LOCK}))`);
    return prepareSteps(database, config);
  });
}

async function prepareSteps(database: Database, config: Config): Promise<PrepareResult> {
  await database.migrate();
  let seeded = false;
  if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, hashPassword, { withAdmin: !config.ADMIN_EMAIL });
    seeded = true;
  }
  let admin: PrepareResult['admin'] = null;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    admin = await upsertAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }
  return { seeded, admin };
}

/** The lines printed at start: where to go, where the admin logs in, which demo accounts exist. */
export function startBanner(config: Config, address: string, withDemo: boolean): string {
  const lines = [
    ``,
    `  WarmIntro is running at ${config.APP_URL}  (listening on ${address})`,
    `  Admin area: ${absoluteUrl(config.APP_URL, paths.adminLogin.getHref())}`,
    ``,
  ];
  if (withDemo) {
    lines.push('  Demo accounts:');
    for (const a of Object.values(demoAccounts)) {
      if (a === demoAccounts.admin && config.ADMIN_EMAIL) continue;
      lines.push(`    ${a.label.padEnd(36)} ${a.email.padEnd(36)} ${a.password}`);
    }
    if (config.ADMIN_EMAIL)
      lines.push(`    ${'Admin'.padEnd(36)} ${config.ADMIN_EMAIL.padEnd(36)} (ADMIN_PASSWORD)`);
    lines.push('');
  }
  return lines.join('\n');
}
