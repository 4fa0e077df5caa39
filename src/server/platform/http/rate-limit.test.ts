/**
 * Shared rate-limit budgets (issue #12 finding 6, docs/decisions/019-rate-limits.md): contact and
 * demo requests share one budget, company and candidate signups another, and a budget holds across
 * several server processes — counted in PostgreSQL (the embedded default) or in Redis when
 * `REDIS_URL` is set. The Redis cases run when `TEST_REDIS_URL` is set (`.ci/run` sets it when a
 * Redis answers on 127.0.0.1:6379).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../../db/schema/index';
import { buildTestApp, createTestDatabase } from '../../../../test/helpers';

const redisUrl = process.env.TEST_REDIS_URL;
/** A Redis server this file can start and stop itself (the fail-closed test). */
const redisServer = redisUrl && spawnSync('redis-server', ['--version']).status === 0;

/** Each store under test, as the settings that choose it (a fresh Redis key prefix per call). */
const stores: { name: string; settings: () => Record<string, string> }[] = [
  { name: 'PostgreSQL store', settings: () => ({}) },
  ...(redisUrl
    ? [
        {
          name: 'Redis store',
          settings: () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test:${randomUUID()}:` }),
        },
      ]
    : []),
];

let n = 0;
const unique = () => `${Date.now()}-${++n}`;

/** A POST from `remoteAddress` (one test address unless said otherwise). */
function post(app: FastifyInstance, url: string, payload: object, remoteAddress = '198.51.100.7') {
  return app.inject({ method: 'POST', url, remoteAddress, payload });
}

function companySignup(app: FastifyInstance, remoteAddress?: string) {
  const s = unique();
  const company = {
    companyName: `Budget Co ${s}`,
    fullName: 'Nora Quinn',
    workEmail: `nora.${s}@budget.example`,
    role: 'CTO',
    hiringRoles: ['Engineering'],
    password: 'a-long-password',
  };
  return post(app, '/api/companies', company, remoteAddress);
}

function candidateSignup(app: FastifyInstance) {
  const candidate = {
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: `rosa.${unique()}@budget.example`,
    password: 'rosa-secret-1',
    confirmPassword: 'rosa-secret-1',
    role: 'Security Engineer',
    experienceYears: '6',
    skills: 'Go, Rust',
    locationType: 'Remote',
    city: '',
    availability: 'contract',
    availabilityDate: '2027-01-15',
    calendarUrl: 'https://cal.com/rosa',
    salaryRange: '$100k – $150k',
    consent: 'true',
  };
  return post(app, '/api/candidates', candidate);
}

const contact = (app: FastifyInstance) =>
  post(app, '/api/contact', { fullName: 'Jo Park', workEmail: 'jo@acme.example', message: 'Hi.' });

const demo = (app: FastifyInstance) =>
  post(app, '/api/contact/demo', { workEmail: 'cto@demo.example' });

describe.each(stores)('rate-limit budgets — $name', ({ name, settings }) => {
  it('counts where the settings say: the table by default, Redis with REDIS_URL', async () => {
    const chosen = settings();
    const t = await buildTestApp({ RATE_LIMIT_CONTACT: '5', ...chosen });
    expect((await contact(t.app)).statusCode).toBe(201);
    const rows = await t.db.select().from(rateLimitCounters);
    if (name === 'Redis store') {
      expect(rows).toHaveLength(0);
      const redis = new Redis(chosen.REDIS_URL!);
      try {
        const keys = await redis.keys(`${chosen.REDIS_KEY_PREFIX}rate-limit:contact:ip:*`);
        expect(keys).toHaveLength(1);
        await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    } else {
      expect(rows.map((r) => r.key)).toEqual([expect.stringMatching(/^contact:ip:[\w-]{22}$/)]);
    }
  });

  it('two app instances on one database share a budget: the 6th signup across both is refused', async () => {
    const database = await createTestDatabase();
    const shared = { RATE_LIMIT_SIGNUP: '5', ...settings() };
    const one = await buildTestApp(shared, { database });
    const two = await buildTestApp(shared, { database });
    const statuses = [];
    for (const app of [one.app, two.app, one.app, two.app, one.app]) {
      statuses.push((await companySignup(app)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await companySignup(two.app);
    expect(sixth.statusCode).toBe(429);
    // Another address still has its own budget.
    expect((await companySignup(one.app, '203.0.113.9')).statusCode).toBe(201);
  });

  it('company and candidate signups share one budget', async () => {
    const t = await buildTestApp({ RATE_LIMIT_SIGNUP: '3', ...settings() });
    expect((await companySignup(t.app)).statusCode).toBe(201);
    expect((await candidateSignup(t.app)).statusCode).toBe(201);
    expect((await companySignup(t.app)).statusCode).toBe(201);
    expect((await candidateSignup(t.app)).statusCode).toBe(429);
    expect((await companySignup(t.app)).statusCode).toBe(429);
  });

  it('contact and demo requests share one budget; the newsletter has its own', async () => {
    const t = await buildTestApp({
      RATE_LIMIT_CONTACT: '2',
      RATE_LIMIT_NEWSLETTER: '2',
      ...settings(),
    });
    expect((await contact(t.app)).statusCode).toBe(201);
    expect((await demo(t.app)).statusCode).toBe(201);
    expect((await demo(t.app)).statusCode).toBe(429);
    expect((await contact(t.app)).statusCode).toBe(429);
    const newsletter = await post(t.app, '/api/newsletter', {
      email: `fan.${unique()}@example.com`,
    });
    expect(newsletter.statusCode).toBe(201);
  });

  it('answers 429 problem+json with Retry-After', async () => {
    const t = await buildTestApp({ RATE_LIMIT_CONTACT: '1', ...settings() });
    expect((await contact(t.app)).statusCode).toBe(201);
    const res = await contact(t.app);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Too Many Requests',
    });
    expect(res.json().detail).toMatch(
      /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
    );
  });
});

describe('rate-limit store settings', () => {
  it('stops the start when REDIS_URL names a Redis that does not answer', async () => {
    await expect(buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL: cannot reach Redis/,
    );
  });
});

describe.runIf(redisServer)('rate limits when Redis goes away', () => {
  it('limited routes answer 503 (they fail closed); the 404 handler lets requests through', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    try {
      const url = `redis://127.0.0.1:${port}`;
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      for (let i = 0; i < 50; i++) {
        if (
          await probe.connect().then(
            () => true,
            () => false,
          )
        )
          break;
        probe.disconnect();
        await wait(100);
      }
      probe.disconnect();
      const t = await buildTestApp({ REDIS_URL: url, RATE_LIMIT_CONTACT: '5' });
      expect((await contact(t.app)).statusCode).toBe(201);

      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));

      const res = await contact(t.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      const login = await post(t.app, '/api/auth/login', {
        email: 'someone@example.com',
        password: 'whatever-1',
        userType: 'company',
      });
      expect(login.statusCode).toBe(503);
      const missing = await t.app.inject({ url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
  });
});
