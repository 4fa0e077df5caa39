/**
 * The background-job runner on pg-boss 10 (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md).
 * One per server process, on the app's own database: PGlite through pg-boss's `db` option wrapping
 * the PGlite instance itself (`pgliteJobDb`: the same in-process connection, no socket),
 * PostgreSQL through a small pool of pg-boss's own. pg-boss claims each run with
 * `SKIP LOCKED`, so a run happens once however many processes work the queue; a failed run is
 * retried with exponential backoff and then kept as `failed` for the admin to see and retry.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../../../db/client';
import { DEFAULT_RETRY, type JobDefinition } from './job-definition';
import { pgliteJobDb } from './pglite-job-db';

/** Where the runner reports what goes wrong: pino's `app.log` fits. */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobRunnerOptions {
  log: JobLog;
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema?: string;
  /** How often an idle worker looks for due runs, in seconds (≥ 0.5); default 1. */
  pollingIntervalSeconds?: number;
}

/** A run that failed its last retry, as the admin's list shows it. */
export interface FailedJob {
  id: string;
  queue: string;
  /** When the run was first asked for. */
  createdAt: Date;
  /** When its last try failed. */
  failedAt: Date;
  /** Tries made: the first and each retry. */
  attempts: number;
  /** The last error's message. */
  error: string;
}

/** Raised by `retry` when another run of the job already waits (a `stately` queue holds one). */
export class JobAlreadyWaitingError extends Error {}

const SCHEMA = 'pgboss';
const ERROR_TEXT_MAX = 500;
const FAILED_KEPT_SECONDS = 7 * 24 * 60 * 60;

export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly tickers: NodeJS.Timeout[] = [];
  private boss: PgBoss | null = null;
  private readonly schema: string;

  constructor(
    private readonly database: Database,
    private readonly options: JobRunnerOptions,
  ) {
    this.schema = options.schema ?? SCHEMA;
  }

  /** Adds a job; only before `start`. Throws on a second job with the same queue name. */
  define(definition: JobDefinition): this {
    if (this.boss) throw new Error('define jobs before starting the runner');
    if (this.definitions.has(definition.queue)) {
      throw new Error(`job ${definition.queue} is defined twice`);
    }
    this.definitions.set(definition.queue, definition);
    return this;
  }

  /** Whether `start` has finished: the queues exist and their workers run here. */
  get started(): boolean {
    return this.boss !== null;
  }

  /**
   * Creates or migrates pg-boss's schema, creates (or updates) each job's queue, starts one worker
   * per queue, sets the cron schedules (removing those of jobs defined without one), and starts the
   * `everyMs` requests. Resolves once the workers run (`readiness.done('jobs')` waits for this).
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss(bossOptions(this.database, this.schema));
    boss.on('error', (error: unknown) => this.options.log.error({ err: error }, 'job queue error'));
    boss.on('wip', () => {});
    await boss.start();
    const polling = this.options.pollingIntervalSeconds ?? 1;
    for (const job of this.definitions.values()) {
      const retry = { ...DEFAULT_RETRY, ...job.retry };
      const queue = {
        name: job.queue,
        policy: 'stately' as const,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      };
      // One waiting and one running at most: a request made while one waits is dropped, so N
      // processes asking every poll interval make one run, and a slow run never piles up others.
      await ensureQueue(boss, queue);
      await boss.work(
        job.queue,
        { pollingIntervalSeconds: polling, includeMetadata: true },
        async ([run]) => {
          try {
            await job.run();
          } catch (error) {
            this.options.log.error(
              { err: error, attempt: (run?.retryCount ?? 0) + 1 },
              `job ${job.queue} failed`,
            );
            throw error;
          }
        },
      );
      if (job.cron) await boss.schedule(job.queue, job.cron, undefined, { tz: 'UTC' });
      else await boss.unschedule(job.queue);
    }
    this.boss = boss;
    for (const job of this.definitions.values()) {
      if (job.everyMs) this.tickers.push(this.ticker(boss, job.queue, job.everyMs));
    }
  }

  private ticker(boss: PgBoss, queue: string, everyMs: number): NodeJS.Timeout {
    let asking = false;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      boss
        .send(queue, {})
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, `asking for job ${queue} failed`),
        )
        .finally(() => {
          asking = false;
        });
    }, everyMs);
    timer.unref();
    return timer;
  }

  /**
   * Asks for one run of `queue` now (dropped when one already waits).
   * @returns the run's id, or null when dropped.
   * @throws Error when the runner is not started.
   */
  async send(queue: string): Promise<string | null> {
    return this.requireBoss().send(queue, {});
  }

  /**
   * The runs that failed their last retry, the latest first, at most `limit` (≤ 100). Empty when
   * pg-boss was never installed on this database.
   */
  async listFailed(limit = 50): Promise<FailedJob[]> {
    const boss = this.boss;
    if (!boss) return [];
    const { rows } = await boss.getDb().executeSql(
      `select id, name, created_on, completed_on, retry_count, output from ${this.schema}.job
          where state = 'failed' order by completed_on desc, id limit $1`,
      [Math.min(Math.max(limit, 1), 100)],
    );
    return (rows as FailedJobRow[]).map((row) => ({
      id: row.id,
      queue: row.name,
      createdAt: new Date(row.created_on),
      failedAt: new Date(row.completed_on ?? row.created_on),
      attempts: Number(row.retry_count) + 1,
      error: errorText(row.output),
    }));
  }

  /**
   * Puts a failed run back in its queue, to run at once (one more try).
   * @returns false when no failed run has this id.
   * @throws JobAlreadyWaitingError when another run of the job already waits.
   */
  async retry(id: string): Promise<boolean> {
    const boss = this.boss;
    if (!boss || !/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { rows } = await boss
      .getDb()
      .executeSql(`select name from ${this.schema}.job where id = $1 and state = 'failed'`, [id]);
    const name = (rows as { name: string }[])[0]?.name;
    if (!name) return false;
    try {
      await boss.retry(name, id);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new JobAlreadyWaitingError();
      throw error;
    }
  }

  /**
   * Stops asking for runs, stops the workers and waits for the runs in progress to finish (up to
   * `timeoutMs`, after which they are left to expire and be retried elsewhere). Safe to call twice.
   */
  async stop(timeoutMs = 8_000): Promise<void> {
    for (const timer of this.tickers.splice(0)) clearInterval(timer);
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: timeoutMs, close: true, wait: true });
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('the job runner is not started');
    return this.boss;
  }
}

/** PostgreSQL's codes for losing a race to create the same queue: deadlock, duplicate key. */
const CREATE_RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates `queue`, or brings one made by an earlier release to today's retry policy. Processes
 * starting together race to create a new queue (pg-boss 10 makes a table per queue, and two
 * creations deadlock on PostgreSQL): the loser waits a little and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await boss.getQueue(queue.name)) {
      await boss.updateQueue(queue.name, queue);
      return;
    }
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !CREATE_RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

interface FailedJobRow {
  id: string;
  name: string;
  created_on: string | Date;
  completed_on: string | Date | null;
  retry_count: number | string;
  output: unknown;
}

function bossOptions(database: Database, schema: string): PgBoss.ConstructorOptions {
  // A failed run stays in the job table (where the admin's list reads it) for a week.
  const common = { schema, archiveFailedAfterSeconds: FAILED_KEPT_SECONDS };
  const driver = database.driver;
  return driver.kind === 'pglite'
    ? { ...common, db: pgliteJobDb(driver.client) }
    : { ...common, connectionString: driver.url, max: 4, application_name: 'warmintro-jobs' };
}

/** The message of a failed run's stored error (pg-boss keeps a serialized Error in `output`). */
function errorText(output: unknown): string {
  const message =
    output && typeof output === 'object' && 'message' in output
      ? String((output as { message: unknown }).message)
      : JSON.stringify(output ?? null);
  return message.length > ERROR_TEXT_MAX ? `${message.slice(0, ERROR_TEXT_MAX - 1)}…` : message;
}
