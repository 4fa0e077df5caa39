/**
 * The live stream of each signed-in user (issue #16; docs/decisions/037): Server-Sent Events fed
 * by PostgreSQL `LISTEN/NOTIFY`. Every change writes its events to `stream_events` and notifies
 * `warmintro_stream` in its transaction; each server process LISTENs once and, for the users
 * connected to it, reads their events after the last id each connection sent. So a message sent
 * on one process reaches a reader on another, and a reconnect with `Last-Event-ID` replays what
 * the reader missed, from the database. A stream lives as long as its session
 * (docs/decisions/062): when sessions are deleted the database announces their users on the same
 * channel, and at the session's end, at every heartbeat and on such an announcement the hub checks
 * the sessions of the streams concerned and ends those whose session is gone.
 */
import type { ServerResponse } from 'node:http';
import type { Database } from '../../db/client';
import { eventsAfterEach, lastEventSeq, STREAM_CHANNEL } from './stream-events.repo';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting (the stream's `retry:`). */
export const RETRY_MS = 2_000;

interface Connection {
  userId: string;
  sessionId: string;
  res: ServerResponse;
  /** The last of the user's event numbers sent (`seq`, the stream's `id:`). */
  lastSeq: number;
  /** Checks the session again at its end (a renewed session is checked again at its new end). */
  expiry: NodeJS.Timeout | undefined;
}

/** The session a stream belongs to: its id and when it ends. */
export interface StreamSession {
  id: string;
  expiresAt: Date;
}

/**
 * Of these sessions, those still live, with their end (`findLiveSessionEnds` of the auth
 * repository, given by the routes).
 */
export type LiveSessionEnds = (sessionIds: readonly string[]) => Promise<Map<string, Date>>;

/** The event a stream's last words carry when its session ended: the page turns to a guest's. */
export const SESSION_ENDED_EVENT = 'session-ended';

/** Longest wait `setTimeout` takes (about 24.8 days); a later end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** At most this many events are read in one pull; a pull that fills it goes on. */
const PULL_LIMIT = 1000;

/** The streams open on this process, and the one LISTEN feeding them. */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Streams told of new events since the last pull began. */
  private readonly due = new Set<Connection>();
  private pulling = false;
  private pullScheduled = false;

  constructor(
    private readonly database: Database,
    private readonly liveSessionEnds: LiveSessionEnds,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts listening (once per process). */
  async start(): Promise<void> {
    if (this.stopListening) return;
    this.stopListening = await this.database.listen(
      STREAM_CHANNEL,
      (payload) => this.onNotify(payload),
      // After the listening connection was re-made, catch every stream up from the database.
      () => this.all().forEach((c) => this.pull(c)),
    );
    // The heartbeat also pulls: an event whose notification never came (a process that died
    // between its commit and its `notifyEvents`) arrives within one beat.
    this.heartbeat = setInterval(() => {
      const all = this.all();
      for (const c of all) {
        c.res.write(': ping\n\n');
        this.pull(c);
      }
      // A session announcement that never came (a process that died while deleting) is caught here.
      void this.checkSessions(all);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Ends every stream and stops listening (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.all()) {
      clearTimeout(c.expiry);
      c.res.end();
    }
    this.byUser.clear();
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
  }

  /** How many streams are open on this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Serves one stream on `res` (already hijacked from Fastify): registers it, then headers,
   * `retry:`, the events after `lastSeen` (a reconnect's `Last-Event-ID`, one of the user's event
   * numbers) or none (a fresh stream starts at the newest event), then live events until the
   * client goes.
   */
  async open(
    userId: string,
    session: StreamSession,
    res: ServerResponse,
    lastSeen: number | null,
  ): Promise<void> {
    // The stream's ids are the user's event numbers (docs/decisions/064): an id above the last one
    // given (an id from before they were per user, or made up) counts as none.
    const last = await lastEventSeq(this.database.db, userId);
    const start = lastSeen !== null && lastSeen <= last ? lastSeen : last;
    const conn: Connection = {
      userId,
      sessionId: session.id,
      res,
      lastSeq: start,
      expiry: undefined,
    };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(conn);
    this.checkAt(conn, session.expiresAt);
    res.on('close', () => {
      clearTimeout(conn.expiry);
      set.delete(conn);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    // Headers go out once the stream is registered: a client that has them misses nothing.
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx-style proxies: do not buffer (HAProxy does not buffer; deploy/haproxy.cfg).
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    // A reconnect replays what it missed; a fresh stream also catches anything since `start`.
    this.pull(conn);
  }

  private all(): Connection[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }

  private onNotify(payload: string): void {
    let notice: { u?: string; sessions?: boolean };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return;
    }
    const set = notice.u ? this.byUser.get(notice.u) : undefined;
    if (!set) return;
    // Sessions of this user were deleted: check each of their streams' sessions.
    if (notice.sessions) void this.checkSessions([...set]);
    else for (const c of set) this.pull(c);
  }

  /** Checks the connection's session again at `expiresAt`. */
  private checkAt(c: Connection, expiresAt: Date): void {
    clearTimeout(c.expiry);
    const wait = Math.min(Math.max(0, expiresAt.getTime() - Date.now()) + 50, MAX_TIMER_MS);
    c.expiry = setTimeout(() => void this.checkSessions([c]), wait);
    c.expiry.unref();
  }

  /**
   * Ends each of `conns` whose session is gone — deleted or past its end — with a last
   * `session-ended` event; the others are checked again at their (maybe renewed) end.
   */
  private async checkSessions(conns: Connection[]): Promise<void> {
    const open = conns.filter((c) => !c.res.destroyed);
    if (open.length === 0) return;
    let live: Map<string, Date>;
    try {
      live = await this.liveSessionEnds([...new Set(open.map((c) => c.sessionId))]);
    } catch (error) {
      // The database may be down: the next heartbeat checks again.
      this.onError(error);
      return;
    }
    for (const c of open) {
      const end = live.get(c.sessionId);
      if (end) this.checkAt(c, end);
      else {
        clearTimeout(c.expiry);
        c.res.end(`event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`);
      }
    }
  }

  /**
   * Asks for the connection's new events. Pulls are gathered: every stream told of an event before
   * the next turn of the event loop is served by one query (issue #16 "Measured": one query per
   * notification cost a query per event per open stream), and one pull runs at a time.
   */
  private pull(c: Connection): void {
    this.due.add(c);
    this.schedulePull();
  }

  private schedulePull(): void {
    if (this.pulling || this.pullScheduled || this.due.size === 0) return;
    this.pullScheduled = true;
    setImmediate(() => {
      this.pullScheduled = false;
      void this.pullDue();
    });
  }

  /** Sends each due connection every event after its last id, in order, until none is due. */
  private async pullDue(): Promise<void> {
    if (this.pulling) return;
    this.pulling = true;
    try {
      while (this.due.size > 0) {
        const batch = [...this.due].filter((c) => !c.res.destroyed);
        this.due.clear();
        // One cursor per user: the furthest-behind of their streams on this process.
        const after = new Map<string, number>();
        for (const c of batch)
          after.set(c.userId, Math.min(after.get(c.userId) ?? c.lastSeq, c.lastSeq));
        const rows = await eventsAfterEach(
          this.database.db,
          [...after].map(([userId, afterSeq]) => ({ userId, afterSeq })),
          PULL_LIMIT,
        );
        for (const c of batch) {
          if (c.res.destroyed) continue;
          // One write per stream per pull: each write is a system call.
          let chunk = '';
          for (const row of rows) {
            if (row.userId !== c.userId || row.seq <= c.lastSeq) continue;
            chunk += `id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;
            c.lastSeq = row.seq;
          }
          if (chunk) c.res.write(chunk);
          // Cut at the limit: what is left is newer than what was sent; go on.
          if (rows.length === PULL_LIMIT) this.due.add(c);
        }
      }
    } catch (error) {
      // Not again at once (the database may be down): the next notification, the heartbeat or
      // the re-made LISTEN connection pulls again, from each stream's last id.
      this.due.clear();
      this.onError(error);
    } finally {
      this.pulling = false;
      this.schedulePull();
    }
  }
}

/** The id a reconnecting browser sends (`Last-Event-ID`), or null; garbage counts as none. */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
