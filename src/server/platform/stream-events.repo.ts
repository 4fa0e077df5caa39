/**
 * SQL for the `stream_events` table (issue #16; docs/decisions/037): the events of each user's
 * live stream. Appending takes a per-user advisory lock for the rest of the transaction and numbers
 * the user's events on from `stream_event_counters`, so a user's event numbers (`seq`, the
 * stream's ids) rise 1, 2, 3, … in commit order, a reader who saw number N has seen every number
 * below it, and nobody learns anything of others' events from them (docs/decisions/064);
 * `pg_notify` announces each event once committed (never for a rolled-back change).
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { streamEventCounters, streamEvents } from '../../db/schema/index';
import type { StreamEventType } from '../../shared/conversations/schemas';

/** The channel every server process LISTENs on. */
export const STREAM_CHANNEL = 'warmintro_stream';

export type StreamEventRow = typeof streamEvents.$inferSelect;

export interface NewStreamEvent {
  userId: string;
  type: StreamEventType;
  payload: Record<string, unknown>;
}

/** What `notifyEvents` announces: a user and the id of their new event. */
export interface AppendedEvent {
  u: string;
  i: number;
}

/** The events appended in each open `streamTransaction`, to announce once it committed. */
const deferred = new WeakMap<object, AppendedEvent[]>();

/**
 * Runs `fn` in a transaction, then announces the stream events appended in it (`notifyEvents`).
 * Announcing after the commit rather than in it matters under load: a transaction that notifies
 * holds PostgreSQL's database-wide notify lock over its commit's disk flush, so every notifying
 * commit would wait for the one before (docs/decisions/037). A process that dies between the
 * commit and the announcement loses nothing: each live stream also pulls on its heartbeat.
 * @returns what `fn` returned. @throws what `fn` or the commit throws (then nothing is announced).
 */
export async function streamTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const appended: AppendedEvent[] = [];
  const result = await db.transaction(async (tx) => {
    deferred.set(tx, appended);
    return fn(tx as unknown as Db);
  });
  await notifyEvents(db, appended);
  return result;
}

/**
 * The common table expressions that append the rows of a CTE named `events` (columns `user_id`
 * uuid, `type` text, `payload` jsonb, `k` the order) to `stream_events`: `locks` takes each user's
 * advisory lock for the rest of the transaction, in one order (user ids sorted), before any number
 * is drawn, so two transactions writing to the same two users cannot deadlock and a user's events
 * are numbered in commit order; `counters` moves each user's last `seq` on by their new events
 * (an upsert works on the newest committed row, whatever the statement's snapshot); `appended`
 * inserts them in `k` order, numbered on from there (docs/decisions/064-stream-ids-per-user.md),
 * returning `id, user_id`. A statement puts them after its own `events`
 * (`with …, events as (…), ${appendEventsCtes}`).
 */
export const appendEventsCtes = sql`
    locks as materialized (
      select count(pg_advisory_xact_lock(hashtextextended(s.user_id::text, 16))) as n
      from (select distinct user_id from events order by 1) as s
    ),
    counters as (
      insert into ${streamEventCounters} (user_id, last_seq)
      select events.user_id, count(*)
      from locks, events
      where locks.n >= 0
      group by events.user_id
      order by events.user_id
      on conflict (user_id) do update set last_seq = ${streamEventCounters}.last_seq + excluded.last_seq
      returning user_id, last_seq
    ),
    appended as (
      insert into ${streamEvents} (user_id, seq, type, payload)
      select events.user_id,
             counters.last_seq - count(*) over (partition by events.user_id)
               + row_number() over (partition by events.user_id order by events.k),
             events.type, events.payload
      from events join counters on counters.user_id = events.user_id
      order by events.k
      returning id, user_id
    )`;

/**
 * The body of an `events` CTE for `appendEventsCtes` from a JSON array of `NewStreamEvent`s
 * (`json`, SQL of type jsonb), in the array's order. `from` adds relations to the `from` list: a
 * CTE with no row there appends no event (e.g. the events of a row not inserted).
 */
export function eventsFromJsonSql(json: SQL, from?: SQL): SQL {
  return sql`
      select (x.e->>'userId')::uuid as user_id, x.e->>'type' as type, x.e->'payload' as payload, x.k
      from jsonb_array_elements(${json}) with ordinality as x(e, k)${from ? sql`, ${from}` : sql``}`;
}

/**
 * Appends events in the caller's transaction, in one statement (`appendEventsCtes`). Inside a
 * `streamTransaction` the events are announced after its commit; in any other transaction
 * PostgreSQL announces them on commit (`pg_notify`, never for a rolled-back change).
 * @param alongside a data-modifying statement (e.g. the insert of the rows the events tell of) to
 *   run in the same statement: one round trip for both.
 * @returns the events' users and ids.
 */
export async function appendEvents(
  db: Db,
  events: NewStreamEvent[],
  alongside?: SQL,
): Promise<AppendedEvent[]> {
  if (events.length === 0) {
    if (alongside) await db.execute(alongside);
    return [];
  }
  return appendSelectedEvents(
    db,
    eventsFromJsonSql(sql`${JSON.stringify(events)}::jsonb`),
    alongside,
  );
}

/**
 * Appends the events a query selects (the body of an `events` CTE: columns `user_id`, `type`,
 * `payload`, `k`, as `eventsFromJsonSql` gives), in the caller's transaction, in one statement —
 * e.g. one event for each member of a team, read from its table in the same statement. Announced
 * as `appendEvents`' are. @returns the events' users and ids.
 */
export async function appendSelectedEvents(
  db: Db,
  events: SQL,
  alongside?: SQL,
): Promise<AppendedEvent[]> {
  const later = deferred.get(db);
  const rows = await queryRows<{ u: string; i: string | number }>(
    db,
    sql`
    with ${alongside ? sql`alongside as (${alongside}),` : sql``}
    events as (${events}),
    ${appendEventsCtes}
    select user_id as u, id as i${
      later
        ? sql``
        : sql`, pg_notify(${STREAM_CHANNEL}, json_build_object('u', user_id, 'i', id)::text)`
    } from appended`,
  );
  const appended = toAppended(rows);
  later?.push(...appended);
  return appended;
}

/** The `u`/`i` rows of `appended` (ids come as text from node-postgres's bigint). */
export function toAppended(rows: readonly { u: string; i: string | number }[]): AppendedEvent[] {
  return rows.map((r) => ({ u: r.u, i: Number(r.i) }));
}

/** Announcements waiting for the statement in flight, per database (see `notifyEvents`). */
interface NotifyQueue {
  waiting: { events: AppendedEvent[]; done: (error?: unknown) => void }[];
  sending: boolean;
}
const notifyQueues = new WeakMap<Db, NotifyQueue>();

/**
 * Announces committed events: one `pg_notify` statement, outside any transaction. While one is
 * in flight, the announcements that come meanwhile wait and go together in the next, so a busy
 * process sends one statement per round trip instead of one per request.
 * @throws what the statement throws (for every announcement it carried).
 */
export async function notifyEvents(db: Db, events: AppendedEvent[]): Promise<void> {
  if (events.length === 0) return;
  let queue = notifyQueues.get(db);
  if (!queue) notifyQueues.set(db, (queue = { waiting: [], sending: false }));
  const q = queue;
  const announced = new Promise<void>((resolve, reject) =>
    q.waiting.push({ events, done: (error) => (error ? reject(error) : resolve()) }),
  );
  if (!q.sending) void drainNotifyQueue(db, q);
  return announced;
}

/** Sends the waiting announcements, a batch per statement, until none wait. Never rejects. */
async function drainNotifyQueue(db: Db, q: NotifyQueue): Promise<void> {
  q.sending = true;
  while (q.waiting.length > 0) {
    const batch = q.waiting.splice(0);
    const events = batch.flatMap((b) => b.events);
    try {
      await db.execute(
        sql`select pg_notify(${STREAM_CHANNEL}, e::text) from jsonb_array_elements(${JSON.stringify(events)}::jsonb) as e`,
      );
      batch.forEach((b) => b.done());
    } catch (error) {
      batch.forEach((b) => b.done(error ?? new Error('notify failed')));
    }
  }
  q.sending = false;
}

/** Where one reader of the stream is: a user and the last of their event numbers (`seq`) sent. */
export interface StreamCursor {
  userId: string;
  afterSeq: number;
}

/**
 * The events after each cursor, in one query, oldest first, at most `limit` in all. Ordered by
 * id (each user's `seq` rises with it), so what a cut leaves out is the newest: each user's rows
 * are a prefix of what they miss.
 */
export async function eventsAfterEach(
  db: Db,
  cursors: readonly StreamCursor[],
  limit = 1000,
): Promise<StreamEventRow[]> {
  if (cursors.length === 0) return [];
  const rows = await queryRows<{
    id: string | number;
    seq: string | number;
    user_id: string;
    type: string;
    payload: Record<string, unknown>;
    created_at: string | Date;
  }>(
    db,
    sql`
    select e.id, e.seq, e.user_id, e.type, e.payload, e.created_at
    from unnest(${`{${cursors.map((c) => c.userId).join(',')}}`}::uuid[],
                ${`{${cursors.map((c) => c.afterSeq).join(',')}}`}::bigint[]) as w(user_id, after_seq)
    join ${streamEvents} e on e.user_id = w.user_id and e.seq > w.after_seq
    order by e.id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    seq: Number(r.seq),
    userId: r.user_id,
    type: r.type,
    payload: r.payload,
    createdAt: new Date(r.created_at),
  }));
}

/**
 * The user's last event number (`seq`; 0 when none was ever given): where a fresh stream starts,
 * and the highest id a reconnect may name.
 */
export async function lastEventSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: streamEventCounters.lastSeq })
    .from(streamEventCounters)
    .where(eq(streamEventCounters.userId, userId));
  return Number(row?.seq ?? 0);
}

/**
 * The number (`seq`) of the user's newest kept event of `type`, or 0 when none is kept: a version
 * of what those events tell of (e.g. a company's pipeline, issue #34), read backwards along the
 * `(user_id, seq)` index.
 */
export async function lastEventSeqOfType(
  db: Db,
  userId: string,
  type: StreamEventType,
): Promise<number> {
  const [row] = await db
    .select({ seq: streamEvents.seq })
    .from(streamEvents)
    .where(and(eq(streamEvents.userId, userId), eq(streamEvents.type, type)))
    .orderBy(desc(streamEvents.seq))
    .limit(1);
  return Number(row?.seq ?? 0);
}

/** Deletes events older than `before` (replay reaches back this far). @returns how many. */
export async function pruneBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(streamEvents)
    .where(lt(streamEvents.createdAt, before))
    .returning({ id: streamEvents.id });
  return rows.length;
}
