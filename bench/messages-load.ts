/**
 * The load side of the messages bench (issue #16), run by `bench/run.ts` as a separate process so
 * its work does not count against the server. Reads the setup from argv[2] (JSON): the server's
 * address and pairs of users with their session cookies and conversation. Opens one live stream
 * per user, measures delivery latency (a message sent by one party until it arrives on the other
 * party's stream), then message sending throughput with autocannon. Prints one JSON line.
 */
import autocannon from 'autocannon';

interface Pair {
  conversationId: string;
  company: string;
  candidate: string;
}
interface Setup {
  address: string;
  pairs: Pair[];
  samples: number;
  seconds: number;
  connections: number;
}

const setup = JSON.parse(process.argv[2]!) as Setup;
const pending = new Map<string, number>();
const latencies: number[] = [];
const controllers: AbortController[] = [];

/** Opens a stream; resolves once its headers arrived (it is registered by then). */
async function openStream(cookie: string): Promise<void> {
  const controller = new AbortController();
  controllers.push(controller);
  const res = await fetch(`${setup.address}/api/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message')) continue;
          const tag = /bench-(\d+)/.exec(block)?.[0];
          const started = tag ? pending.get(`${tag}:${cookie}`) : undefined;
          if (tag && started !== undefined) {
            latencies.push(performance.now() - started);
            pending.delete(`${tag}:${cookie}`);
          }
        }
      }
    } catch {
      // aborted
    }
  })();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

// One stream per user, opened 50 at a time.
const cookies = setup.pairs.flatMap((p) => [p.company, p.candidate]);
for (let i = 0; i < cookies.length; i += 50)
  await Promise.all(cookies.slice(i, i + 50).map(openStream));
process.send?.({ streamsOpen: cookies.length });
await new Promise<void>((resolve) => process.once('message', () => resolve()));

// Delivery latency: companies write to candidates, 10 in flight at a time.
let n = 0;
const sendOne = async () => {
  const pair = setup.pairs[n % setup.pairs.length]!;
  const tag = `bench-${n++}`;
  pending.set(`${tag}:${pair.candidate}`, performance.now());
  const res = await fetch(`${setup.address}/api/conversations/${pair.conversationId}/messages`, {
    method: 'POST',
    headers: { cookie: pair.company, 'content-type': 'application/json' },
    body: JSON.stringify({ body: `Hello from the bench ${tag}` }),
  });
  if (res.status !== 201) throw new Error(`send: ${res.status}`);
};
while (n < setup.samples) await Promise.all(Array.from({ length: 10 }, sendOne));
for (let wait = 0; pending.size > 0 && wait < 100; wait++)
  await new Promise((r) => setTimeout(r, 50));

// Throughput: many senders at once, each request from the next pair's candidate.
let next = 0;
const send = await autocannon({
  url: setup.address,
  connections: setup.connections,
  duration: setup.seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (req: autocannon.Request) => {
        const pair = setup.pairs[next++ % setup.pairs.length]!;
        return {
          ...req,
          path: `/api/conversations/${pair.conversationId}/messages`,
          headers: { cookie: pair.candidate, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'A message from the throughput bench.' }),
        };
      },
    },
  ],
  warmup: { connections: setup.connections, duration: 2 },
} as autocannon.Options);

for (const c of controllers) c.abort();
console.log(
  JSON.stringify({
    delivery: {
      samples: latencies.length,
      lost: pending.size,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    },
    send: {
      rps: send.requests.average,
      p50: send.latency.p50,
      p99: send.latency.p99,
      non2xx: send.non2xx,
    },
  }),
);
process.exit(0);
