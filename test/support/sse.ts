/**
 * A minimal Server-Sent Events reader for tests (issue #16): opens `url` with the given headers
 * and collects parsed events until `until` says enough or the time runs out.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  events: SseEvent[];
  /** Resolves with the events once `until(events)` holds; rejects after `timeoutMs`. */
  waitFor(until: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<SseEvent[]>;
  close(): void;
  /** Resolves when the server ends the stream (not when `close` aborts it). */
  ended: Promise<void>;
  status: number;
  headers: Headers;
}

/** Opens a stream; resolves once the response headers arrived. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  let buffer = '';
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  void (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          markEnded();
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ id, event, data: data.join('\n') });
        }
        for (const w of waiters) w();
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    ended,
    status: res.status,
    headers: res.headers,
    close: () => controller.abort(),
    waitFor(until, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (until(events)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
