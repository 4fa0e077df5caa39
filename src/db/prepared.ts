/**
 * Prepared statements for the hottest queries (issues #14 and #16: each signed-in request looks
 * up its session, each limited one counts a hit). Drizzle builds a query's SQL on every call, and
 * PostgreSQL parses and plans it again; a prepared one is built once per database handle and
 * parsed once per connection (a named statement).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * The query `build(db)` prepared under `name`, made once per database handle (a transaction's
 * handle gets its own, bound to that transaction). `build` must always make the same SQL for a
 * name, with its inputs as `sql.placeholder`s.
 */
export function preparedFor<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db)));
  return query;
}

/** A prepared statement of raw SQL: `execute` fills its `sql.placeholder`s and gives `{ rows }`. */
export interface PreparedSql<T> {
  execute(values: Record<string, unknown>): Promise<{ rows: T[] }>;
}

/**
 * Prepares raw SQL (`query`, its inputs as `sql.placeholder`s) under `name` on `db`'s driver, as
 * the query builders' `.prepare(name)` does: for `preparedFor`, so a long statement is built once
 * per database handle and parsed and planned by PostgreSQL once per connection.
 */
export function prepareSql<T>(db: Db, name: string, query: SQL): PreparedSql<T> {
  // Drizzle's own `execute` does this, unnamed, on every call (drizzle-orm/pg-core/db.js).
  const internal = db as unknown as {
    dialect: { sqlToQuery(query: SQL): unknown };
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: false,
      ): PreparedSql<T>;
    };
  };
  return internal.session.prepareQuery(internal.dialect.sqlToQuery(query), undefined, name, false);
}
