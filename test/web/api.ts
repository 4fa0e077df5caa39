/**
 * The real API for component tests (issue #29; AGENTS: "no mocks of our own database or server"):
 * the Fastify app on a fresh database (`buildTestApp`), reached by the components' `fetch` through
 * `app.inject`, with the session cookie kept as a browser keeps it. A component under test thus
 * reads and writes what the server really answers, including its problem+json errors.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { SESSION_COOKIE } from '../../src/shared/auth/session-rules';
import type { UserType } from '../../src/shared/auth/schemas';
import { buildTestApp, injectAs, login, type TestApp } from '../helpers';

/** A running API whose session the page's `fetch` carries. */
export interface ComponentApi extends TestApp {
  /** Creates an account of `role` (as `injectAs`) and signs the page in as it. */
  signInAs(role: UserType): Promise<{ id: string; email: string; cookie: string }>;
  /** Signs the page in as an existing account (password `TEST_PASSWORD` unless given). */
  signIn(email: string, role: UserType, password?: string): Promise<void>;
  /** The `cookie` header the page sends now ('' when signed out). */
  readonly cookie: string;
  /** Every request the page sent, oldest first: `METHOD /path?query`. */
  readonly requests: readonly string[];
}

/** The body of a `fetch` as `app.inject` takes it; multipart bodies are not supported here. */
function injectPayload(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  throw new Error('test/web/api: only string (JSON) bodies are supported by the component fetch');
}

/** The reply of `app.inject` as the `Response` a browser's `fetch` resolves with. */
function toResponse(reply: Awaited<ReturnType<FastifyInstance['inject']>>): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value === undefined || name === 'set-cookie') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = reply.statusCode === 204 || reply.statusCode === 304;
  return new Response(empty ? null : reply.body, { status: reply.statusCode, headers });
}

/**
 * Starts the real app for this test file and points `globalThis.fetch` at it (put back after the
 * file). `overrides` are config values, as for `buildTestApp`.
 */
export async function startComponentApi(
  overrides: Record<string, string> = {},
): Promise<ComponentApi> {
  const t = await buildTestApp(overrides);
  let cookie = '';
  // The other cookies a browser keeps for the app (a login's two-factor challenge, a trusted
  // device; docs/decisions/067), by name — paths are not told apart here.
  const jar = new Map<string, string>();
  const requests: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}${url.search}`);
    const headers: Record<string, string> = {
      ...Object.fromEntries(new Headers(init.headers).entries()),
      // What a browser adds to a same-origin request (the cross-site guard reads it).
      origin: window.location.origin,
      'sec-fetch-site': 'same-origin',
    };
    const sent = [cookie, ...[...jar].map(([name, value]) => `${name}=${value}`)].filter(Boolean);
    if (sent.length > 0) headers.cookie = sent.join('; ');
    const reply = await t.app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: injectPayload(init.body),
    });
    for (const set of reply.cookies) {
      const expired =
        set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now()) || !set.value;
      if (set.name === SESSION_COOKIE) cookie = expired ? '' : `${SESSION_COOKIE}=${set.value}`;
      else if (expired) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return toResponse(reply);
  };
  afterAll(() => {
    globalThis.fetch = original;
  });
  // Getters defined as such (`Object.assign` would copy their values once).
  return Object.defineProperties(t as ComponentApi, {
    signInAs: {
      value: async (role: UserType) => {
        const account = await injectAs(t, role);
        cookie = account.cookie;
        return account;
      },
    },
    signIn: {
      value: async (email: string, role: UserType, password?: string) => {
        cookie = await login(t.app, email, role, password);
      },
    },
    cookie: { get: () => cookie },
    requests: { get: () => requests },
  });
}
