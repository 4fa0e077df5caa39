/**
 * Prerendered public pages (issue #14 "Pages", docs/decisions/029-prerendered-public-pages.md):
 * the server answers a public page's URL with its prerendered HTML, absolute URLs made from
 * APP_URL, and every other page URL with the app shell. The build's real pages are checked with
 * JavaScript off in e2e/prerendered-pages.spec.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_URL_PLACEHOLDER, prerenderedFile } from '../../../shared/public-pages';
import { buildTestApp } from '../../../../test/helpers';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'warmintro-web-'));
// The built shell carries the inlined stylesheet (ADR 041): tens of kilobytes before compression.
const shell = `<!doctype html><style>${'.warm{color:#c2410c}'.repeat(2000)}</style><div id="root"></div>`;
writeFileSync(path.join(webRoot, 'index.html'), shell);
for (const [page, heading] of [
  ['/', 'Home page'],
  ['/startups', 'For startups'],
  ['/talent', 'Talent feed'],
] as const) {
  const file = path.join(webRoot, prerenderedFile(page));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<!doctype html><link rel="canonical" href="${APP_URL_PLACEHOLDER}${page}" /><div id="root"><h1>${heading}</h1><p>${'Warm intros only. '.repeat(100)}</p></div>`,
  );
}

const t = await buildTestApp({ APP_URL: 'https://warmintro.example' }, { webRoot });

describe('prerendered public pages', () => {
  it('answers a public page with its prerendered HTML and absolute canonical URL', async () => {
    for (const [url, heading, canonical] of [
      ['/', 'Home page', 'https://warmintro.example/'],
      ['/startups?ref=mail', 'For startups', 'https://warmintro.example/startups'],
    ]) {
      const res = await t.app.inject(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${heading}</h1>`);
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(res.body).not.toContain(APP_URL_PLACEHOLDER);
    }
  });

  it('keeps the app shell for every other page, and for public pages the build did not prerender', async () => {
    // The feed renders its filters from the query string: with one, the prerendered HTML would not match.
    for (const url of ['/how-it-works', '/talent?q=react', '/dashboard', '/dashboard/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/startups', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(1000);
  });

  it('sends the app shell compressed to a browser that accepts it (ADR 041)', async () => {
    for (const url of ['/dashboard', '/create-account']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.rawPayload.length, url).toBeLessThan(shell.length / 10);
    }
    const plain = await t.app.inject('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shell);
  });

  it('answers 404 with the app shell (its not-found page) for an address that is no page (issue #30)', async () => {
    for (const url of ['/this-does-not-exist', '/startups/extra', '/dashboard/unknown?tab=x']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('gzip');
    }
    const plain = await t.app.inject('/this-does-not-exist');
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toBe(shell);
    const head = await t.app.inject({ method: 'HEAD', url: '/nothing/here' });
    expect(head.statusCode).toBe(404);
  });

  it('answers HEAD like GET and leaves the API alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/startups' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    const api = await t.app.inject('/api/startups');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
  });
});
