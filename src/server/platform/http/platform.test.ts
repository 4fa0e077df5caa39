/**
 * API basics (issue #2 "API basics"; DESIGN.md "API conventions", "Security model"): health,
 * problem+json 404s, OpenAPI, SPA fallback, role guard, 503 on a lost database.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../db/client';
import { buildApp } from '../../app';
import { testConfig } from '../config';
import { buildTestApp, injectAs, testDriver } from '../../../../test/helpers';
import { requireRole } from '../../features/auth/session.plugin';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'warmintro-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>WarmIntro</title><div id="root"></div>',
);
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = await buildTestApp({}, { webRoot });

describe('platform', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDriver });
  });

  it('answers unknown /api paths with a problem+json 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('serves the SPA for page paths, but not for missing files', async () => {
    const page = await t.app.inject('/dashboard/gigs?tab=x');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const missing of ['/assets/missing.js', '/favicon.ico', '/robots.txt']) {
      const res = await t.app.inject(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('publishes the OpenAPI document built from the schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/session', '/api/health']),
    );
    const docs = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('requireRole', () => {
  it('answers 401 to visitors and 403 to other roles', async () => {
    // A route added for this test only, guarded like every company route.
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      webRoot: '/nonexistent',
    });
    app.get('/api/test/company-only', { onRequest: requireRole('company') }, async () => ({
      ok: true,
    }));
    await app.ready();
    const company = await injectAs({ ...t, app }, 'company');
    const candidate = await injectAs({ ...t, app }, 'candidate');

    expect((await app.inject('/api/test/company-only')).statusCode).toBe(401);
    const forbidden = await app.inject({
      url: '/api/test/company-only',
      headers: { cookie: candidate.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const ok = await app.inject({
      url: '/api/test/company-only',
      headers: { cookie: company.cookie },
    });
    expect(ok.json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('a database that is down', () => {
  it('answers 503 instead of 500', async () => {
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/warmintro', 1);
    const app = await buildApp({
      config: testConfig(),
      database: unreachable,
      webRoot: '/nonexistent',
    });
    await app.ready();
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const withCookie = await app.inject({
      url: '/api/session',
      headers: { cookie: 'warmintro_session=abc' },
    });
    expect(withCookie.statusCode).toBe(503);
    await app.close();
    await unreachable.close();
  });
});
