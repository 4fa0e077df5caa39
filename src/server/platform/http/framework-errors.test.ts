/**
 * Errors Fastify and Node raise before a route runs are problem+json too (issue #12 finding 8;
 * DESIGN.md "API conventions": every error is `application/problem+json`, never a stack trace).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers';

const t = await buildTestApp();

/** Sends raw bytes to the listening server and resolves with everything it answers. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.write(bytes);
  });
}

/** Status, headers (lower-case names) and body of a raw HTTP/1.1 answer. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('a malformed URL', () => {
  it('that does not decode is answered 400 problem+json', async () => {
    for (const url of ['/%E0%A4%A', '/api/talent/%E0%A4%A', '/api/%']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', title: 'Bad Request' });
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.body).not.toContain('FST_ERR');
    }
  });

  it('with a path parameter over 100 characters is answered 414 problem+json', async () => {
    const res = await t.app.inject(`/api/talent/${'x'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 414, title: 'URI Too Long' });
  });
});

describe('errors Node raises before Fastify sees the request', () => {
  const listening = t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await listening;
  });
  const port = async () => {
    await listening;
    return (t.app.server.address() as AddressInfo).port;
  };

  it('answers an oversized header 431 problem+json', async () => {
    const answer = parse(
      await rawRequest(
        await port(),
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      detail: 'The request headers are too large.',
      code: 'BAD_REQUEST',
    });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('answers a request that is not HTTP 400 problem+json', async () => {
    const answer = parse(await rawRequest(await port(), 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});
