/**
 * A small HTTP server on 127.0.0.1 that speaks SendGrid's v3 mail-send contract for tests: it
 * records every request and answers as told (202, 401, 403, 429, 500, 400, or hangs).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour = 202 | 400 | 401 | 403 | 429 | 500 | 'hang';

export interface FakeSendgrid {
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  /** Answers to give, in order; the last one repeats. */
  respondWith(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

export async function startFakeSendgrid(): Promise<FakeSendgrid> {
  let queue: FakeBehaviour[] = [202];
  const requests: FakeSendgrid['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}');
    requests.push({ authorization: req.headers.authorization, body });
    const behaviour = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (behaviour === 'hang') return; // never answers
    if (behaviour === 202) {
      res.writeHead(202, { 'x-message-id': `msg-${requests.length}` }).end();
      return;
    }
    const message =
      behaviour === 401
        ? 'The provided authorization grant is invalid, expired, or revoked'
        : behaviour === 403
          ? 'access forbidden'
          : behaviour === 400
            ? `The from address does not match a verified Sender Identity. ${'x'.repeat(150)}`
            : 'internal error';
    res
      .writeHead(behaviour, { 'content-type': 'application/json' })
      .end(JSON.stringify({ errors: [{ message, field: null }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (...b) => {
      queue = b;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
