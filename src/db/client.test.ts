/**
 * The PostgreSQL pool survives a server that goes away mid-transaction (issue #12, the cluster
 * test "PostgreSQL restarting under writes"): a connection killed while a transaction holds it
 * between two statements fails that transaction, and the process lives on. Runs on PostgreSQL
 * (`TEST_DB_DRIVER=postgres`); PGlite has no connections to lose.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers';
import { openPostgres } from './client';
import { queryRows } from './rows';

const database = testDriver === 'postgres' ? await createTestDatabase() : undefined;

describe.runIf(database)('openPostgres', () => {
  it('fails a transaction whose connection is killed between statements, without crashing', async () => {
    const pool = openPostgres(database!.url!, 2);
    const killer = openPostgres(database!.url!, 1);
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await pool.db
        .transaction(async (tx) => {
          const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await killer.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
          // The socket closes while the transaction holds the connection and runs nothing.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(uncaught).toEqual([]);
      // The pool makes a new connection for the next query.
      const [again] = await queryRows<{ one: number }>(pool.db, sql`select 1 as one`);
      expect(again!.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.close();
      await killer.close();
    }
  });
});
