/**
 * No secret reaches the server log (issue #12 finding 3): passwords, password hashes, tokens,
 * cookies, authorization headers and the parameters of failed SQL queries. The real app logs into
 * a stream the test reads, on the test database's own driver (PGlite, or node-postgres under
 * `npm run test:pg`), so both drivers' error shapes are checked.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../config';
import { insertUser } from '../../features/auth/auth.repo';
import { createTestDatabase } from '../../../../test/helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const log = () => lines.join('');

const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'trace' }),
  database,
  webRoot: '/nonexistent',
  logStream,
});
await app.ready();
afterAll(() => app.close());

describe('a failed write logs no secret (issue #12 finding 3)', () => {
  it('a signup whose insert fails: 500 for the client, no password or hash in the log', async () => {
    // The users insert carries the e-mail, the argon2id hash and the role as parameters.
    await database.db.execute(
      sql.raw(`alter table users add constraint probe_refuses check (email not like 'refused-%')`),
    );
    const password = 'Correct-Horse-9-Battery';
    const res = await app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: {
        companyName: 'Leaky Labs',
        fullName: 'Lee Kee',
        workEmail: 'refused-lee@leaky.example',
        role: 'CTO',
        hiringRoles: ['Engineering'],
        password,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(res.body).not.toContain('argon2');

    expect(log()).toContain('unhandled error');
    expect(log()).toContain('probe_refuses');
    expect(log()).not.toContain('$argon2');
    expect(log()).not.toContain(password);
    await database.db.execute(sql.raw('alter table users drop constraint probe_refuses'));
  });

  it('a unique violation logged by a job: the query stays, its parameters do not', async () => {
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$SECRET-HASH-FOR-THE-LOG-TEST';
    const email = `twice-${Date.now()}@example.com`;
    await insertUser(database.db, { email, passwordHash, role: 'company', emailVerifiedAt: null });
    const error = await insertUser(database.db, {
      email,
      passwordHash,
      role: 'company',
      emailVerifiedAt: null,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'outbox delivery failed');
    app.log.error(error);
    app.log.error({ error }, 'with another key');

    const entry = JSON.parse(lines.find((l) => l.includes('outbox delivery failed'))!);
    expect(entry.err.query).toContain('insert into "users"');
    expect(entry.err.message).toContain('duplicate key');
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    expect(entry.err.cause.detail).toBe('Key (lower(email))=([redacted]) already exists.');
    expect(log()).not.toContain('SECRET-HASH-FOR-THE-LOG-TEST');
    expect(log()).not.toContain(email);
  });
});

describe('request logs', () => {
  it('carry no cookie, authorization or token from the URL', async () => {
    const token = 'tok_' + 'Z'.repeat(40);
    for (const url of [
      `/api/intro-responses/${token}`,
      `/intro-response/${token}`,
      `/reset-password?token=${token}`,
      `/api/no-such-thing?token=${token}&page=2`,
    ]) {
      await app.inject({
        url,
        headers: {
          cookie: 'warmintro_session=SESSION-COOKIE-VALUE',
          authorization: 'Bearer AUTH-HEADER-VALUE',
        },
      });
    }
    expect(log()).toContain('/api/intro-responses/');
    expect(log()).toContain('page=2');
    expect(log()).not.toContain(token);
    expect(log()).not.toContain('SESSION-COOKIE-VALUE');
    expect(log()).not.toContain('AUTH-HEADER-VALUE');
  });

  it('hide secret fields of any logged object', () => {
    app.log.info(
      {
        password: 'PLAIN-PASSWORD',
        user: { passwordHash: 'A-HASH', email: 'kept@example.com' },
        body: { token: 'A-TOKEN', newPassword: 'NEW-PASSWORD' },
        headers: { cookie: 'A-COOKIE', authorization: 'A-BEARER' },
      },
      'an object with secrets',
    );
    const line = lines.find((l) => l.includes('an object with secrets'))!;
    expect(line).toContain('kept@example.com');
    for (const secret of [
      'PLAIN-PASSWORD',
      'A-HASH',
      'A-TOKEN',
      'NEW-PASSWORD',
      'A-COOKIE',
      'A-BEARER',
    ]) {
      expect(line).not.toContain(secret);
    }
  });
});
