/**
 * pg-boss's `db` option on PGlite (docs/decisions/071-jobs-on-pg-boss.md): PGlite is PostgreSQL
 * with one in-process connection, so pg-boss runs on the app's own instance, no socket between.
 */
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * Wraps `client` as pg-boss's `Db` (`executeSql(text, values)` → `{ rows }`). A statement with
 * parameters goes through `query`; one without may be several (pg-boss's schema install and
 * migrations are `BEGIN; …; COMMIT` blocks), so it goes through `exec` and the rows of all are
 * returned. pg-boss expects a pool, where a failed statement leaves no open transaction behind;
 * on the one connection a failed block would, so it is rolled back before the error is rethrown.
 * PGlite queues each call behind the app's own transactions, so the two never interleave.
 */
export function pgliteJobDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      try {
        if (values.length > 0) return await client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        if (!client.closed) await client.query('rollback').catch(() => {});
        throw error;
      }
    },
  };
}
