/** Logging (issue #13 "Logs"): pretty in development, JSON in production, one line per request. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../config';
import { createTestDatabase } from '../../../../test/helpers';
import { isStaticFile, RequestLineLogController, withEnvironmentFormat } from './request-log';
import { maskTokenLinks } from './redact';

/** The real app (`buildApp`, as `logging.test.ts` builds it), logging into `appLog` at info. */
const appLog: string[] = [];
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'info' }),
  database: await createTestDatabase(),
  webRoot: '/nonexistent',
  logStream: new Writable({
    write(chunk, _encoding, done) {
      appLog.push(String(chunk));
      done();
    },
  }),
});
await app.ready();
afterAll(() => app.close());

describe('withEnvironmentFormat', () => {
  const options = { level: 'info', redact: ['req.headers.cookie'] };

  it('pretty-prints in development and writes JSON in production and tests', () => {
    expect(withEnvironmentFormat('development', options)).toEqual({
      ...options,
      transport: expect.objectContaining({ target: 'pino-pretty' }),
    });
    expect(withEnvironmentFormat('production', options)).toEqual(options);
    expect(withEnvironmentFormat('test', options)).toEqual(options);
  });

  it('leaves a logger with a stream of its own as it is', () => {
    const stream = new Writable({ write: (_c, _e, callback) => callback() });
    expect(withEnvironmentFormat('development', { ...options, stream })).not.toHaveProperty(
      'transport',
    );
  });
});

describe('isStaticFile', () => {
  it('names built assets and files with an extension, never API routes or pages', () => {
    expect(isStaticFile('GET', '/assets/index-abc.js')).toBe(true);
    expect(isStaticFile('GET', '/favicon.svg')).toBe(true);
    expect(isStaticFile('HEAD', '/robots.txt?x=1')).toBe(true);
    expect(isStaticFile('GET', '/talent')).toBe(false);
    expect(isStaticFile('GET', '/api/openapi.json')).toBe(false);
    expect(isStaticFile('POST', '/assets/x.js')).toBe(false);
  });
});

// Issue #13 "Logs" and issue #12 finding 3: a request line shows the URL with the single-use
// token of its link hidden (`RequestLineLogController`, `maskTokenLinks`).
describe('maskTokenLinks in request lines', () => {
  it('hides single-use tokens in links', async () => {
    expect(maskTokenLinks('/api/intro-responses/abc.def')).toBe('/api/intro-responses/[redacted]');
    expect(maskTokenLinks('/intro-response/abc?x=1')).toBe('/intro-response/[redacted]?x=1');
    // The one-click "still open to intros" link (docs/decisions/028).
    expect(maskTokenLinks('/api/still-open/abc_-1')).toBe('/api/still-open/[redacted]');
    expect(maskTokenLinks('https://app.example/still-open/abc')).toBe(
      'https://app.example/still-open/[redacted]',
    );
    expect(maskTokenLinks('/reset-password?token=s3cret&a=b')).toBe(
      '/reset-password?token=[redacted]&a=b',
    );
    expect(maskTokenLinks('/api/talent?page=2')).toBe('/api/talent?page=2');

    // The same through the real app: each request's one line, as logged.
    const secrets = ['intro-s3cret.tok', 'still-s3cret_-1', 'query-s3cret', 'cookie-s3cret'];
    const requests = [
      { method: 'GET', url: '/api/intro-responses/intro-s3cret.tok' },
      { method: 'POST', url: '/api/still-open/still-s3cret_-1' },
      { method: 'GET', url: '/api/talent?token=query-s3cret&page=2' },
      {
        method: 'GET',
        url: '/api/talent?page=2',
        headers: { cookie: 'session=cookie-s3cret', authorization: 'Bearer cookie-s3cret' },
      },
    ] as const;
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await app.inject(request)).statusCode);
    // Unknown tokens: not found, and still hidden in the line.
    expect(statuses).toEqual([404, 404, 200, 200]);
    const requestLines = appLog
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => 'statusCode' in line && 'responseTime' in line);
    expect(requestLines.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/intro-responses/[redacted]', 404],
      ['POST', '/api/still-open/[redacted]', 404],
      ['GET', '/api/talent?token=[redacted]&page=2', 200],
      ['GET', '/api/talent?page=2', 200],
    ]);
    expect(requestLines[2]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      msg: expect.stringMatching(/^GET \/api\/talent\?token=\[redacted\]&page=2 200 [\d.]+ ms$/),
    });
    // No token, cookie or authorization value anywhere in the log, on any line.
    for (const secret of secrets) expect(appLog.join('')).not.toContain(secret);
  });
});

describe('request lines', () => {
  it('writes one JSON line per request, none for static files served', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const app = Fastify({
      logger: withEnvironmentFormat('production', { level: 'info', stream }),
      logController: new RequestLineLogController(),
    });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/assets/app.js', async () => 'js');
    app.get('/favicon.svg', async () => 'svg');
    app.get('/talent', async () => 'page');

    await app.inject('/api/thing');
    await app.inject('/assets/app.js');
    await app.inject('/favicon.svg');
    await app.inject('/assets/missing.js');
    await app.inject('/talent');
    await app.close();

    const requestLines = lines.filter((l) => 'statusCode' in l);
    expect(requestLines.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/thing', 200],
      ['GET', '/assets/missing.js', 404],
      ['GET', '/talent', 200],
    ]);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
      msg: expect.stringMatching(/^GET \/api\/thing 200 [\d.]+ ms$/),
    });
    expect(lines.some((l) => /incoming request|request completed/.test(String(l.msg)))).toBe(false);
  });
});
