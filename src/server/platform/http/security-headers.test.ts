/**
 * Response headers (issue #12 finding 8; DESIGN.md "Security model"): a Permissions-Policy that
 * denies powerful features, HSTS only over HTTPS, and a request id taken from the client only when
 * it is a short safe token.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers';

const t = await buildTestApp();
const behindProxy = await buildTestApp({ TRUST_PROXY: 'true' }, { database: t.database });

describe('Permissions-Policy', () => {
  it('denies camera, microphone, geolocation, payment and usb on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-thing']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await behindProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent on a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('x-request-id', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('keeps a short safe id from the client', async () => {
    for (const id of ['abc-123', 'trace_01.ABC', 'x'.repeat(64)]) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces anything else with a new random id', async () => {
    for (const id of ['', 'x'.repeat(65), 'a b', '<script>', 'id;drop', 'é', '../../etc']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(uuid);
    }
    const none = await t.app.inject('/api/health');
    expect(none.headers['x-request-id']).toMatch(uuid);
  });
});
