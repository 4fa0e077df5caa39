/**
 * The cross-site write guard (issue #12 finding 1; DESIGN.md "Security model";
 * docs/decisions/015-cross-site-write-guard.md). The cases are generated from the routes the app
 * registers: every unsafe (POST/PUT/PATCH/DELETE) `/api` route, as a visitor and as each role, is
 * refused with a foreign or malformed Origin, an Origin of the right host with the wrong scheme or
 * port, `Sec-Fetch-Site: cross-site | same-site`, a percent-encoded path (`/%61pi/…`), and the
 * content types an HTML form can send without a preflight — never a 2xx, never a Set-Cookie.
 * The one route a mail client posts to from anywhere, an alert e-mail's one-click unsubscribe
 * (RFC 8058, docs/decisions/076), is marked `oneClickUnsubscribe` and checked on its own: it reads
 * no session and acts only on the token in its URL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, injectAs } from '../../../../test/helpers';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes: { method: HTTPMethods; url: string }[] = [];
/** The routes that take a mail client's cross-site POST (RFC 8058): checked apart, below. */
const oneClick: { method: HTTPMethods; url: string }[] = [];

// APP_URL is http://localhost:3000; the requests below come to that host.
const t = await buildTestApp(
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (unsafeMethods.has(method) && route.url.startsWith('/api/')) {
          const config = route.config as { oneClickUnsubscribe?: boolean } | undefined;
          (config?.oneClickUnsubscribe ? oneClick : routes).push({ method, url: route.url });
        }
      }
    },
  },
);
const { app } = t;
// The public address is https://warmintro.example; behind a proxy, or reached directly.
const behindProxy = await buildTestApp(
  { APP_URL: 'https://warmintro.example', TRUST_PROXY: 'true' },
  { database: t.database },
);
const direct = await buildTestApp(
  { APP_URL: 'https://warmintro.example' },
  { database: t.database },
);

const sessions = {
  visitor: '',
  company: (await injectAs(t, 'company')).cookie,
  candidate: (await injectAs(t, 'candidate')).cookie,
  admin: (await injectAs(t, 'admin')).cookie,
};

const host = 'localhost:3000';
const json = { 'content-type': 'application/json' };
const evil = 'http://evil.example';

interface Case {
  name: string;
  headers: Record<string, string>;
  payload: string;
  /** Send the path with its first letter percent-encoded: `/%61pi/…` (the router decodes it). */
  encoded?: boolean;
  status: 403 | 415;
}

const cases: Case[] = [
  { name: 'foreign Origin', headers: { ...json, origin: evil }, payload: '{}', status: 403 },
  {
    name: 'Origin of the right host, wrong scheme',
    headers: { ...json, origin: 'https://localhost:3000' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Origin of the right host, wrong port',
    headers: { ...json, origin: 'http://localhost:3001' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Origin: null (sandboxed frame, data: URL)',
    headers: { ...json, origin: 'null' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Origin that is not a URL',
    headers: { ...json, origin: 'localhost:3000' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Sec-Fetch-Site: cross-site',
    headers: { ...json, 'sec-fetch-site': 'cross-site' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Sec-Fetch-Site: same-site (a sibling subdomain)',
    headers: { ...json, 'sec-fetch-site': 'same-site' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'Sec-Fetch-Site: cross-site with our own Origin',
    headers: { ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    payload: '{}',
    status: 403,
  },
  {
    name: 'percent-encoded path, foreign Origin',
    headers: { ...json, origin: evil },
    payload: '{}',
    encoded: true,
    status: 403,
  },
  {
    name: 'percent-encoded path, Sec-Fetch-Site: cross-site',
    headers: { ...json, 'sec-fetch-site': 'cross-site' },
    payload: '{}',
    encoded: true,
    status: 403,
  },
  {
    name: 'application/x-www-form-urlencoded body, no Origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=a%40b.example&password=x',
    status: 415,
  },
  {
    name: 'text/plain body, no Origin',
    headers: { 'content-type': 'text/plain' },
    payload: '{"email":"a@b.example"}',
    status: 415,
  },
  {
    name: 'text/plain body, percent-encoded path',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: '{}',
    encoded: true,
    status: 415,
  },
];

/** The route's URL with its parameters filled in (random ids and tokens). */
function concrete(url: string) {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID());
}

async function attempt(
  target: FastifyInstance,
  route: { method: HTTPMethods; url: string },
  c: Case,
  cookie: string,
) {
  const url = concrete(route.url);
  const res = await target.inject({
    method: route.method,
    url: c.encoded ? `/%${url.charCodeAt(1).toString(16)}${url.slice(2)}` : url,
    headers: { host, ...c.headers, ...(cookie ? { cookie } : {}) },
    payload: c.payload,
  });
  const problems: string[] = [];
  if (res.statusCode !== c.status) problems.push(`status ${res.statusCode}, not ${c.status}`);
  if (res.headers['set-cookie']) problems.push(`Set-Cookie ${String(res.headers['set-cookie'])}`);
  if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
    problems.push(`content-type ${res.headers['content-type']}`);
  } else if (res.json().status !== c.status) {
    problems.push(`problem status ${res.json().status}`);
  }
  return problems.map((p) => `${c.name}: ${p}`);
}

describe('every unsafe /api route refuses cross-site writes (issue #12 finding 1)', () => {
  it('collects the routes from the app', () => {
    // Login, signups, contact, newsletter, every dashboard and admin write.
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/candidates' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/contact' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/login' });
  });

  for (const [role, cookie] of Object.entries(sessions)) {
    describe(`as ${role === 'visitor' ? 'a visitor' : `a signed-in ${role}`}`, () => {
      it.each(routes)('$method $url', async (route) => {
        const failures: string[] = [];
        for (const c of cases) failures.push(...(await attempt(app, route, c, cookie)));
        expect(failures).toEqual([]);
      });
    });
  }
});

describe('same-origin writes keep working', () => {
  const newsletter = (target: FastifyInstance, headers: Record<string, string>) =>
    target.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...json, ...headers },
      payload: { email: `reader-${randomUUID()}@example.com` },
    });

  it('accepts our own Origin and Sec-Fetch-Site: same-origin, and clients that send neither', async () => {
    const variants: Record<string, string>[] = [
      { host, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { host, origin: 'http://LOCALHOST:3000' },
      { host, 'sec-fetch-site': 'same-origin' },
      { host, 'sec-fetch-site': 'none' },
      { host },
    ];
    for (const headers of variants) {
      const res = await newsletter(app, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  /** Headers of a request that came through a proxy at 10.0.0.5 for alias.warmintro.example over HTTPS. */
  const viaProxy = {
    host: '10.0.0.5:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'alias.warmintro.example',
  };
  const statusFor = async (target: FastifyInstance, origin: string) =>
    (await newsletter(target, { ...viaProxy, origin })).statusCode;

  it("accepts the request's own origin as the browser saw it, through a trusted proxy", async () => {
    expect(await statusFor(behindProxy.app, 'https://alias.warmintro.example')).toBe(201);
    expect(await statusFor(behindProxy.app, 'https://warmintro.example')).toBe(201);
    // Same host, but the page was http: not the origin the proxy reports.
    expect(await statusFor(behindProxy.app, 'http://alias.warmintro.example')).toBe(403);
  });

  it('does not believe X-Forwarded-* without TRUST_PROXY: only APP_URL and the Host as seen', async () => {
    expect(await statusFor(direct.app, 'https://alias.warmintro.example')).toBe(403);
    expect(await statusFor(direct.app, 'https://warmintro.example')).toBe(201);
    expect(await statusFor(direct.app, 'http://10.0.0.5:3000')).toBe(201);
  });
});

describe("an alert e-mail's one-click unsubscribe takes a mail client's cross-site POST (RFC 8058, docs/decisions/076)", () => {
  it('is the only route let through, reads no session, and a token nobody was sent changes nothing', async () => {
    expect(oneClick).toEqual([{ method: 'POST', url: '/api/saved-searches/unsubscribe/:token' }]);
    for (const cookie of Object.values(sessions)) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/saved-searches/unsubscribe/${randomUUID()}`,
        headers: {
          host,
          origin: evil,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
    }
  });
});
