/**
 * Background jobs on pg-boss (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md), on the
 * database the suite runs on (PGlite, or PostgreSQL under `npm run test:pg`):
 * - two app instances working one database deliver each outbox e-mail once, and never run the
 *   delivery job at the same time (on PostgreSQL they are two pools, as two processes would be);
 * - a failing run is retried with exponential backoff;
 * - a run that fails its last retry is listed for the admin and put back by the Retry route.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { outboxEmails } from '../src/db/schema';
import type { AppContext } from '../src/server/platform/context';
import { outboxDeliveryJob } from '../src/server/jobs';
import { JobRunner, type JobDefinition } from '../src/server/platform/jobs';
import type { EmailTransport } from '../src/server/platform/email/transports/types';
import { failedJobListSchema } from '../src/shared/admin/jobs';
import { buildTestApp, createAdmin, createTestDatabase, login } from './helpers';

const database = await createTestDatabase();
const first = await buildTestApp({ OUTBOX_POLL_MS: '50' }, { database });
/** A second instance on the same database: on PostgreSQL with a pool of its own. */
const otherDatabase: Database = database.url ? openPostgres(database.url, 3) : database;
if (otherDatabase !== database) afterAll(() => otherDatabase.close());
const second = await buildTestApp({ OUTBOX_POLL_MS: '50' }, { database: otherDatabase });

/** The runners the tests start: stopped before the apps close and the database is dropped. */
const runners: JobRunner[] = [];
afterAll(async () => {
  for (const jobRunner of runners.splice(0)) await jobRunner.stop();
});

/**
 * A runner on `database` with fast polling; stopped at the end of the file (an `afterAll` of the
 * file's own, not one registered from inside a test), so no run is in flight when the test
 * database is dropped under it.
 */
function runner(db: Database, ...jobs: JobDefinition[]): JobRunner {
  const jobRunner = new JobRunner(db, { log: first.app.log, pollingIntervalSeconds: 0.5 });
  for (const job of jobs) jobRunner.define(job);
  runners.push(jobRunner);
  return jobRunner;
}

describe('background jobs on pg-boss (docs/decisions/071)', () => {
  it('two app instances deliver each outbox e-mail once, one delivery run at a time', async () => {
    const sent: { id: string; by: string }[] = [];
    let running = 0;
    let overlapped = false;
    const counting = (by: string): EmailTransport => ({
      name: 'log',
      async send(email) {
        running++;
        if (running > 1) overlapped = true;
        sent.push({ id: email.id, by });
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        return { status: 'simulated', provider: 'log', messageId: null, statusCode: null };
      },
    });
    const withTransport = (ctx: AppContext, by: string): AppContext => ({
      ...ctx,
      email: { ...ctx.email, transport: counting(by) },
    });
    const a = runner(database, outboxDeliveryJob(withTransport(first.app.ctx, 'a')));
    const b = runner(otherDatabase, outboxDeliveryJob(withTransport(second.app.ctx, 'b')));
    await Promise.all([a.start(), b.start()]);

    const ids: string[] = Array.from({ length: 30 }, () => randomUUID());
    await first.db.insert(outboxEmails).values(
      ids.map((id, i) => ({
        id,
        to: [`reader-${i}@example.com`],
        subject: `Job test ${i}`,
        htmlBody: '<p>hello</p>',
        textBody: 'hello',
        template: 'jobTest',
      })),
    );

    await expect
      .poll(() => sent.filter((s) => ids.includes(s.id)).length, { timeout: 20_000 })
      .toBe(ids.length);
    const mine = sent.filter((s) => ids.includes(s.id));
    expect(new Set(mine.map((s) => s.id)).size).toBe(ids.length);
    expect(overlapped).toBe(false);
    const rows = await first.db
      .select({ status: outboxEmails.status })
      .from(outboxEmails)
      .where(inArray(outboxEmails.id, ids));
    expect(rows.every((r) => r.status !== 'queued')).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing run with exponential backoff (1 s, then 2 s or more)', async () => {
    const attempts: number[] = [];
    const queue = `flaky-${randomUUID().slice(0, 8)}`;
    const jobs = runner(database, {
      queue,
      retry: { retryLimit: 3, retryDelaySeconds: 1 },
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`try ${attempts.length} fails`);
      },
    });
    await jobs.start();
    await jobs.send(queue);
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 20_000, interval: 100 });
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
    expect(await jobs.listFailed()).toEqual([]);
    await jobs.stop();
  });

  it('lists a run that failed its last retry for the admin, and Retry runs it again', async () => {
    let fail = true;
    let succeeded = 0;
    const queue = `doomed-${randomUUID().slice(0, 8)}`;
    // The app's own runner, as the server process starts it.
    const jobs = first.app.ctx.jobs;
    jobs.define({
      queue,
      retry: { retryLimit: 0 },
      run: async () => {
        if (fail) throw new Error('the provider said no');
        succeeded++;
      },
    });
    await jobs.start();
    const admin = await createAdmin(first.db);
    const cookie = await login(first.app, admin.email, 'admin');
    const failedList = async () => {
      const res = await first.app.inject({ url: '/api/admin/jobs/failed', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return failedJobListSchema.parse(res.json()).jobs.filter((j) => j.queue === queue);
    };

    const id = await jobs.send(queue);
    await expect.poll(failedList, { timeout: 20_000 }).toHaveLength(1);
    const [failed] = await failedList();
    expect(failed).toMatchObject({ id, queue, attempts: 1, error: 'the provider said no' });

    fail = false;
    const retry = await first.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: { cookie },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id, status: 'retry' });
    await vi.waitFor(() => expect(succeeded).toBe(1), { timeout: 20_000, interval: 100 });
    expect(await failedList()).toEqual([]);

    // Retried already: no failed run has this id any more.
    const again = await first.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
