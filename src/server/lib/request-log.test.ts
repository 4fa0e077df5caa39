/** Logging (issue #13 "Logs"): pretty in development, JSON in production, one line per request. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isStaticFile, RequestLineLogController, withEnvironmentFormat } from './request-log';
import { maskTokenLinks } from './redact';

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

describe('maskTokenLinks in request lines', () => {
  it('hides single-use tokens in links', () => {
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
