/**
 * A fingerprint of every table in the test database, so a test can say "nothing was written"
 * (issue #12; DESIGN.md "Security model": bad input gets a 400, and nothing is written). Works the
 * same on PGlite and PostgreSQL.
 *
 * Per table: its row count and the newest row version (`max(xmin)`, the id of the transaction that
 * last inserted or updated a row). An insert or delete changes the count or the newest version, an
 * update gives its row a newer version; a rolled-back write changes neither.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Per table: `rows:newest row version`. */
export type DbFingerprint = Record<string, string>;

/** Tables left out of the fingerprint: ones that change on every request by design. */
export const unfingerprintedTables: readonly string[] = [
  // Rate-limit counters count every attempt, refused ones too (docs/decisions/019): that is
  // their purpose, not a write a refused request makes to the product's data.
  'rate_limit_counters',
];

type Db = Database['db'];

/** Runs `query` and answers its rows (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const queries = new WeakMap<Db, Promise<string>>();

/** The query summing up every table of the `public` schema, built once per database. */
async function fingerprintQuery(db: Db): Promise<string> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows
    .map((r) => r.table_name)
    .filter((name) => !unfingerprintedTables.includes(name));
  if (tables.length === 0) throw new Error('No tables to fingerprint: is the database migrated?');
  const columns = tables.map(
    (name) =>
      `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}") as "${name}"`,
  );
  return `select ${columns.join(', ')}`;
}

/** Row count and newest row version of every table. */
export async function dbFingerprint(db: Db): Promise<DbFingerprint> {
  let query = queries.get(db);
  if (!query) {
    query = fingerprintQuery(db);
    queries.set(db, query);
  }
  const [row] = await rowsOf<DbFingerprint>(db, sql.raw(await query));
  return { ...row! };
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** The first transaction id not yet handed out: it moves whenever anything starts writing. */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await rowsOf<{ next: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return row!.next;
}

/**
 * Watches the database between requests. `changed()` answers the tables written since the last
 * call; it reads the fingerprint only when some transaction began writing meanwhile, so a request
 * that wrote nothing costs one small query.
 */
export async function watchDatabase(db: Db) {
  let mark = await nextTransactionId(db);
  let fingerprint = await dbFingerprint(db);
  return {
    async changed(): Promise<string[]> {
      const now = await nextTransactionId(db);
      if (now === mark) return [];
      mark = now;
      const next = await dbFingerprint(db);
      const tables = changedTables(fingerprint, next);
      fingerprint = next;
      return tables;
    },
  };
}
