/**
 * Database connection: PGlite (embedded PostgreSQL, stored under `DATA_DIR/pgdata`, or in memory)
 * by default, node-postgres when a `DATABASE_URL` is given. Both speak the same SQL and take the
 * same migrations from `drizzle/`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from `drizzle/` (or another folder, for migration tests). */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Subscribes to PostgreSQL notifications on `channel` (`LISTEN`; issue #16 live streams). PGlite
   * listens in-process; on a server one dedicated connection listens, and is re-made after a drop
   * (`onReconnect` then runs, so the caller can catch up on what it may have missed).
   * @returns a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The driver under `db`, for the job library (docs/decisions/071-jobs-on-pg-boss.md): the PGlite
   * instance itself (one connection, shared), or the server's URL (pg-boss opens its own small pool
   * and its LISTEN connection).
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Opens an embedded PGlite database (in memory when `dataDir` is omitted). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (options) =>
      migratePglite(db as never, {
        migrationsFolder: options?.migrationsFolder ?? migrationsFolder,
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    driver: { kind: 'pglite', client },
  };
}

/** Opens a pool to a PostgreSQL server. Connections are made lazily and re-made after a drop. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A connection lost while idle (pool 'error') or while held by a transaction between two
  // statements (client 'error', which no one else listens to then) must not crash the process:
  // the held one's next statement fails, and the pool replaces both.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (options) =>
      migratePg(db as never, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotify, onReconnect) => listenPostgres(url, channel, onNotify, onReconnect),
    close: () => pool.end(),
    driver: { kind: 'postgres', url },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * database cannot be reached, at first or after a drop, it tries again with a growing wait (up to
 * 5 s) and calls `onReconnect` once listening again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (attempt: number, first: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) again(0);
    });
    client.on('end', () => {
      if (current === client) again(0);
    });
    try {
      await client.connect();
      await client.query(`listen ${quoted}`);
    } catch {
      // Like the pool, a database that is away does not stop the start: keep trying.
      client.end().catch(() => {});
      again(attempt + 1);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (!first) onReconnect?.();
  };
  const again = (attempt: number) => {
    current = null;
    if (stopped || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect(attempt, false);
      },
      Math.min(5000, 100 * 2 ** attempt),
    );
    retry.unref();
  };
  await connect(0, true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** Opens the database the options name. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options);
}
