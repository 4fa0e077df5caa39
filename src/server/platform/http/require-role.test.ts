/**
 * Authorization comes before the body (issue #12 finding 8; docs/decisions/016): a visitor who
 * sends a malformed body or query to a route that needs a session is answered 401, never a 400
 * that would describe the route's input. Generated from the registered routes:
 * every `/api` route not in the public list below is checked.
 */
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../config';
import { buildTestApp } from '../../../../test/helpers';
import { requireRole } from '../../features/auth/session.plugin';

/** The routes a visitor may use (spec 1 §2 and §6, spec 2 §2: public pages and forms). */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'GET /api/session',
  'POST /api/session/renew',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  // The e-mail verification link works without a session (docs/decisions/065).
  'POST /api/auth/verify-email',
  'POST /api/company-domains/verify',
  // A login's second step: its challenge cookie, not a session (docs/decisions/067).
  'POST /api/auth/login/two-factor',
  // Signing in with a passkey alone (docs/decisions/068): its challenge, and its answer.
  'POST /api/auth/passkeys/authentication-options',
  'POST /api/auth/login/passkey',
  'POST /api/companies',
  'POST /api/candidates',
  'POST /api/contact',
  'POST /api/contact/demo',
  'POST /api/newsletter',
  'GET /api/demo/test-account',
  'GET /api/talent',
  'GET /api/talent/skills',
  'GET /api/talent/roles',
  // What the feed's advanced filters offer this viewer (issue #34 item 4): a visitor's answer
  // says the filters are Pro's, with a link to the plans.
  'GET /api/talent/advanced-search',
  'GET /api/talent/:id',
  'GET /api/candidates/:id',
  'GET /api/intro-responses/:token',
  'POST /api/intro-responses/:token',
  // The one-click "still open to intros" link (docs/decisions/028).
  'POST /api/still-open/:token',
  // A team invitation's link and its acceptance (issue #33, docs/decisions/073).
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // The alert e-mail's one-click unsubscribe (issue #34 item 5; RFC 8058): the token is the proof.
  'POST /api/saved-searches/unsubscribe/:token',
]);

const routes: { method: HTTPMethods; url: string }[] = [];
const t = await buildTestApp(
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (
          method === 'HEAD' ||
          !route.url.startsWith('/api/') ||
          route.url.startsWith('/api/docs')
        )
          continue;
        if (!publicRoutes.has(key)) routes.push({ method, url: route.url });
      }
    },
  },
);
const { app } = t;

/** Longer than any query field accepts. */
const tooLong = 'x'.repeat(500);

describe('a visitor gets 401 before any validation (issue #12 finding 8)', () => {
  it('finds the routes that need a session', () => {
    expect(routes.length).toBeGreaterThanOrEqual(50);
  });

  it.each(routes)('$method $url', async (route) => {
    const url = route.url.replace(/:[A-Za-z]+/g, 'not-an-id');
    const res = await app.inject(
      route.method === 'GET'
        ? { method: 'GET', url: `${url}?page=-1&limit=abc&status=%00&search=${tooLong}` }
        : {
            method: route.method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: '{"email": "unterminated',
          },
    );
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('requireRole placement', () => {
  it('refuses a route that runs requireRole after the body is read', async () => {
    const late = await buildApp({
      config: testConfig(),
      database: t.database,
      webRoot: '/nonexistent',
    });
    expect(() =>
      late.post('/api/test/late-guard', { preHandler: requireRole('company') }, async () => ({})),
    ).toThrow(/must be the route's onRequest hook, not preHandler/);
    expect(() =>
      late.post(
        '/api/test/late-guard-2',
        { preValidation: [requireRole('admin')] },
        async () => ({}),
      ),
    ).toThrow(/not preValidation/);
    await late.close();
  });
});
