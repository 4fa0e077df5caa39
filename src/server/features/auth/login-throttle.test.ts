/**
 * Login throttling (issue #12 finding 5, docs/decisions/018-login-throttling.md): attempts are
 * refused per IP and per (IP, e-mail); per e-mail they are only slowed down, so an attacker can
 * never lock the owner out. The slowdown's waits go through an injected `sleep`, recorded here
 * instead of waited for.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, createCompany, TEST_PASSWORD } from '../../../../test/helpers';

function attempt(
  t: { app: import('fastify').FastifyInstance },
  email: string,
  password: string,
  remoteAddress: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password, userType: 'company' },
  });
}

/** A test app whose slowdown waits are recorded, not slept. */
async function throttledApp(settings: Record<string, string>) {
  const waits: number[] = [];
  const t = await buildTestApp(settings, {
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { ...t, waits };
}

describe('login throttling', () => {
  it("refuses the attacker's IP per (IP, e-mail); the owner logs in from another IP meanwhile", async () => {
    const t = await throttledApp({ RATE_LIMIT_LOGIN: '10', RATE_LIMIT_LOGIN_IP_EMAIL: '3' });
    const owner = await createCompany(t.db);
    for (let i = 0; i < 3; i++) {
      expect((await attempt(t, owner.email, 'wrong-password', '192.0.2.66')).statusCode).toBe(401);
    }
    const refused = await attempt(t, owner.email, 'wrong-password', '192.0.2.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const mine = await attempt(t, owner.email, TEST_PASSWORD, '203.0.113.20');
    expect(mine.statusCode).toBe(200);
    // The attacker's address may still try other accounts, within its per-IP budget.
    expect((await attempt(t, 'other@example.com', 'wrong-password', '192.0.2.66')).statusCode).toBe(
      401,
    );
  });

  it("refuses the attacker's IP after its per-IP budget, whatever e-mails it tries", async () => {
    const t = await throttledApp({ RATE_LIMIT_LOGIN: '10', RATE_LIMIT_LOGIN_IP_EMAIL: '10' });
    const owner = await createCompany(t.db);
    for (let i = 0; i < 10; i++) {
      const res = await attempt(t, `guess-${i}@example.com`, 'wrong-password', '192.0.2.77');
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt(t, owner.email, 'wrong-password', '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt(t, owner.email, TEST_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });

  it('slows a distributed attack on one e-mail down, never refuses the owner, and the owner’s login resets the slowdown', async () => {
    const t = await throttledApp({
      RATE_LIMIT_LOGIN: '10',
      RATE_LIMIT_LOGIN_IP_EMAIL: '5',
      LOGIN_SLOWDOWN_AFTER: '3',
      LOGIN_SLOWDOWN_MAX_MS: '2000',
    });
    const owner = await createCompany(t.db);
    // One wrong password from each of 12 addresses: no address reaches a limit.
    for (let i = 0; i < 12; i++) {
      const res = await attempt(t, owner.email, 'wrong-password', `198.18.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // The first 3 attempts are free, then each waits twice as long, up to the cap.
    expect(t.waits).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000]);

    t.waits.length = 0;
    const mine = await attempt(t, owner.email, TEST_PASSWORD, '203.0.113.22');
    expect(mine.statusCode).toBe(200);
    expect(t.waits).toEqual([2000]);

    // The owner's successful login cleared the e-mail's slowdown.
    t.waits.length = 0;
    expect((await attempt(t, owner.email, 'wrong-password', '198.18.1.1')).statusCode).toBe(401);
    expect(t.waits).toEqual([]);
    // Another e-mail was never slowed down.
    expect((await attempt(t, 'bystander@example.com', 'x-password', '198.18.1.2')).statusCode).toBe(
      401,
    );
    expect(t.waits).toEqual([]);
  });
});
