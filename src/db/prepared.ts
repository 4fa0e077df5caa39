/**
 * Prepared statements for the hottest queries (issues #14 and #16: each signed-in request looks
 * up its session, each limited one counts a hit). Drizzle builds a query's SQL on every call, and
 * PostgreSQL parses and plans it again; a prepared one is built once per database handle and
 * parsed once per connection (a named statement).
 */
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
