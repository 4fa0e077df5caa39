/**
 * Test helpers: a fresh migrated database per test file, the real app on it, and accounts to log in
 * with (STYLE.md: `buildTestApp`, `injectAs(role)`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { generate as generateTotp } from 'otplib';
import {
  companyMembers,
  introRequests,
  outboxEmails,
  totpCredentials,
  users,
} from '../src/db/schema';
import {
  insertCandidate,
  insertCompany,
  type NewCandidate,
  type NewCompany,
} from '../src/db/seed/factories';
import { buildApp, type BuildAppOptions } from '../src/server/app';
import { testConfig } from '../src/server/platform/config';
import { applyIntroEvent, newIntroState } from '../src/server/domain/intro-lifecycle';
import { hashPassword } from '../src/server/platform/lib/passwords';
import type { IntroStatus } from '../src/shared/intro-requests/schemas';
import { SESSION_COOKIE } from '../src/shared/auth/session-rules';
import { LOGIN_CHALLENGE_COOKIE, TRUSTED_DEVICE_COOKIE } from '../src/shared/auth/two-factor';
import type { UserType } from '../src/shared/auth/schemas';
import { adminUrl, databaseUrl } from './db-names';

/** Which database the API tests run on: `pglite` (default) or `postgres`. */
export const testDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A new PostgreSQL database (a copy of `template` when given); dropped after the file's tests. */
async function createPostgresDatabase(template?: string): Promise<Database & { url: string }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgRunPrefix')}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = openPostgres(adminUrl(url), 1);
  const from = template ? ` template ${template}` : '';
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.db.execute(sql.raw(`create database ${name}${from}`));
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
  const database = openPostgres(databaseUrl(url, name), 5);
  afterAll(async () => {
    await database.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });
  return Object.assign(database, { url: databaseUrl(url, name) });
}

/** A fresh, migrated, empty database; dropped after the file's tests. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDriver === 'postgres') return createPostgresDatabase(inject('pgTemplate'));
  const dump = readFileSync(inject('pgliteDump'));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  afterAll(() => database.close());
  return database;
}

/** A database with no migrations applied (for migration tests); dropped after the file's tests. */
export async function createUnmigratedDatabase(): Promise<Database> {
  if (testDriver === 'postgres') return createPostgresDatabase();
  const database = await openPglite();
  afterAll(() => database.close());
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
}

/**
 * The real app on a fresh database (or `options.database`). Config overrides are env-style
 * strings; `options.onRoute` sees every route as it is registered.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'webRoot' | 'onRoute' | 'now' | 'sleep' | 'readiness'> & {
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'warmintro-files-')),
    ...overrides,
  });
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? '/nonexistent',
    now: options.now,
    onRoute: options.onRoute,
    sleep: options.sleep,
    readiness: options.readiness,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, db: database.db };
}

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
/** The argon2id hash of TEST_PASSWORD, computed once per file. */
export function testPasswordHash() {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

/** Inserts a company whose password is TEST_PASSWORD. */
export async function createCompany(db: Database['db'], values: Partial<NewCompany> = {}) {
  const email = values.email ?? `company-${randomUUID()}@example.com`;
  const id = await insertCompany(db, { ...values, email, passwordHash: await testPasswordHash() });
  return { id, email };
}

/**
 * Adds a teammate to a company (issue #33, docs/decisions/073): a company account whose password
 * is TEST_PASSWORD, verified, with the role (default member).
 */
export async function createTeammate(
  db: Database['db'],
  companyId: string,
  values: { email?: string; role?: 'admin' | 'member'; fullName?: string; jobTitle?: string } = {},
) {
  const email = values.email ?? `teammate-${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testPasswordHash(),
      role: 'company',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const fullName = values.fullName ?? 'Dana Lee';
  await db.insert(companyMembers).values({
    companyId,
    userId: user!.id,
    role: values.role ?? 'member',
    fullName,
    jobTitle: values.jobTitle ?? 'Head of Engineering',
  });
  return { id: user!.id, email, fullName };
}

/** Inserts a candidate (approved unless said otherwise) whose password is TEST_PASSWORD. */
export async function createCandidate(db: Database['db'], values: Partial<NewCandidate> = {}) {
  const email = values.email ?? `candidate-${randomUUID()}@example.com`;
  const id = await insertCandidate(db, {
    ...values,
    email,
    passwordHash: await testPasswordHash(),
  });
  return { id, email };
}

/** The authenticator secret of the admins `createAdmin` makes (docs/decisions/067). */
export const TEST_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

/** The TOTP code of `secret` at `at` (default now), as an authenticator app shows it. */
export function totpCode(secret = TEST_TOTP_SECRET, at = new Date()): Promise<string> {
  return generateTotp({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Inserts an admin whose password is TEST_PASSWORD and whose two-factor is on with
 * TEST_TOTP_SECRET (admins must have it, docs/decisions/067); `twoFactor: false` for one that has
 * not set it up yet.
 */
export async function createAdmin(
  db: Database['db'],
  email = `admin-${randomUUID()}@example.com`,
  { twoFactor = true }: { twoFactor?: boolean } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testPasswordHash(),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (twoFactor)
    await db
      .insert(totpCredentials)
      .values({ userId: row!.id, secret: TEST_TOTP_SECRET, confirmedAt: new Date() });
  return { id: row!.id, email };
}

/**
 * The token of the newest e-mail verification link sent to `email` (docs/decisions/065), read
 * from the outbox as the e-mail carries it.
 */
export async function verificationTokenOf(db: Database['db'], email: string): Promise<string> {
  const rows = await db
    .select({ payload: outboxEmails.payload })
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.template, 'emailVerification'), sql`${email} = any(${outboxEmails.to})`),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const url = (rows[0]?.payload as { verifyUrl?: string } | undefined)?.verifyUrl;
  if (!url) throw new Error(`no verification e-mail to ${email}`);
  return new URL(url).searchParams.get('token')!;
}

/** Opens the newest verification link sent to `email`, as its owner would (docs/decisions/065). */
export async function verifyEmailOf(t: TestApp, email: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: await verificationTokenOf(t.db, email) },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}

/** Trusted-device cookies the helper's logins got, by e-mail (docs/decisions/067). */
const trustedDevices = new Map<string, string>();

/**
 * Logs in through the API and returns the `cookie` header value for later requests. An account
 * with two-factor (an admin of `createAdmin`) gives TEST_TOTP_SECRET's code at the app's clock the
 * first time and trusts the device, so later logins of the same account skip the code (a code
 * works once).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  userType: UserType,
  password = TEST_PASSWORD,
) {
  const device = trustedDevices.get(email);
  let res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, userType },
    ...(device ? { cookies: { [TRUSTED_DEVICE_COOKIE]: device } } : {}),
  });
  if (res.statusCode === 202) {
    const challenge = res.cookies.find((c) => c.name === LOGIN_CHALLENGE_COOKIE)!.value;
    res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: await totpCode(TEST_TOTP_SECRET, app.ctx.now()), trustDevice: true },
      cookies: { [LOGIN_CHALLENGE_COOKIE]: challenge },
    });
    const trusted = res.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE);
    if (trusted) trustedDevices.set(email, trusted.value);
  }
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return `${SESSION_COOKIE}=${cookie!.value}`;
}

/**
 * Creates an account of `role` and returns its id, e-mail and a logged-in cookie. A company has
 * finished onboarding (spec 1 §4: a pending one may do nothing but set its preferences).
 */
export async function injectAs(t: TestApp, role: UserType) {
  const account =
    role === 'company'
      ? await createCompany(t.db, { onboardingStatus: 'complete' })
      : role === 'candidate'
        ? await createCandidate(t.db)
        : await createAdmin(t.db);
  return { ...account, cookie: await login(t.app, account.email, role) };
}

/**
 * `t.app.inject` as the holder of `cookie`: a JSON `payload` when given, `{}` for a write without
 * one (the API takes JSON bodies on writes).
 */
export type InjectMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function injectWith(
  t: TestApp,
  cookie: string,
  method: InjectMethod,
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
}

/**
 * A valid pay for `POST /api/intro-requests`, which requires one (issue #35,
 * docs/decisions/077): tests that are not about pay spread it into their body.
 */
export const TEST_PAY = {
  compensation: { kind: 'salary', currency: 'USD', period: 'year', min: 120_000, max: 150_000 },
} as const;

/**
 * Inserts an intro request in `status` with the step times that status implies (as the
 * lifecycle's `admin_set_status` sets them, at `at`, default now); `values` override any column.
 */
export async function createIntro(
  db: Database['db'],
  pair: { companyId: string; candidateId: string },
  status: IntroStatus = 'requested',
  values: Partial<typeof introRequests.$inferInsert> & { at?: Date } = {},
) {
  const { at = new Date(), ...overrides } = values;
  const result = applyIntroEvent(newIntroState(at), { type: 'admin_set_status', status }, at);
  if (!result.ok) throw new Error(result.message);
  const [row] = await db
    .insert(introRequests)
    .values({ ...pair, ...result.state, ...overrides })
    .returning();
  return row!;
}

/**
 * A clock for the lifecycle that runs with real time plus an offset a test moves forward
 * (issue #17: timers and edges are tested by moving the clock, not by waiting).
 */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    /** Moves the clock `ms` forward. */
    advance(ms: number) {
      offset += ms;
    },
  };
}
