/**
 * A live stream lives as long as its session (issue #31, finding 1; docs/decisions/062): logout,
 * a password change (the other sessions), a reset, the account's deletion and the session's end
 * and an admin's suspension or blacklisting (ADR 069) close every open stream of the sessions they
 * end, within 2 s, with a last `session-ended`
 * event — and nothing sent after reaches them. A stream of a session that goes on stays open.
 * Two processes: `test/live-two-processes.test.ts`.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  login,
  TEST_PASSWORD,
} from '../../../../test/helpers';
import { approveBody } from '../../../../test/support/valid-bodies';
import { openSse, type SseStream } from '../../../../test/support/sse';
import { hashToken } from '../../platform/lib/tokens';

const t = await buildTestApp();
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

/** Resolves true when `stream` ends within `ms`, false otherwise. */
async function endsWithin(stream: SseStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const result = await Promise.race([stream.ended.then(() => true as const), late]);
  clearTimeout(timer);
  return result;
}

function inject(
  cookie: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload: object = {},
) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

async function candidateWithTwoSessions() {
  const kim = await createCandidate(t.db, { calendarUrl: 'https://cal.com/kim' });
  const first = await login(t.app, kim.email, 'candidate');
  const second = await login(t.app, kim.email, 'candidate');
  const streamOf = async (cookie: string) => {
    const stream = await openSse(`${base}/api/stream`, { cookie });
    expect(stream.status).toBe(200);
    return stream;
  };
  return { kim, first, second, streamOf };
}

describe('a live stream ends with its session (issue #31, ADR 062)', () => {
  it('logout ends the stream of that session within 2 s, with session-ended; the other session keeps its own', async () => {
    const { first, second, streamOf } = await candidateWithTwoSessions();
    const [a, b] = [await streamOf(first), await streamOf(second)];
    expect((await inject(first, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect(await endsWithin(a, 2000)).toBe(true);
    expect(a.events.at(-1)?.event).toBe('session-ended');
    expect(await endsWithin(b, 500)).toBe(false);
    b.close();
  });

  it('a password change ends the streams of the other sessions, not its own', async () => {
    const { first, second, streamOf } = await candidateWithTwoSessions();
    const [mine, other] = [await streamOf(first), await streamOf(second)];
    const changed = await inject(first, 'POST', '/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-password-2026',
    });
    expect(changed.statusCode).toBe(204);
    expect(await endsWithin(other, 2000)).toBe(true);
    expect(other.events.at(-1)?.event).toBe('session-ended');
    expect(await endsWithin(mine, 500)).toBe(false);
    mine.close();
  });

  it('deleting the account ends all of its streams', async () => {
    const { kim, first, second, streamOf } = await candidateWithTwoSessions();
    const streams = [await streamOf(first), await streamOf(second)];
    const deleted = await inject(first, 'DELETE', '/api/candidates/me', {
      confirmation: kim.email,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const stream of streams) expect(await endsWithin(stream, 2000)).toBe(true);
  });

  it("an admin's suspension of a candidate, or blacklisting of a company, ends all of its streams (ADR 069)", async () => {
    const { kim, first, second, streamOf } = await candidateWithTwoSessions();
    const streams = [await streamOf(first), await streamOf(second)];
    const admin = await injectAs(t, 'admin');
    const suspended = await inject(admin.cookie, 'PATCH', `/api/admin/candidates/${kim.id}`, {
      status: 'suspended',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    for (const stream of streams) {
      expect(await endsWithin(stream, 2000)).toBe(true);
      expect(stream.events.at(-1)?.event).toBe('session-ended');
    }
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: first } })).json(),
    ).toMatchObject({ isValid: false });

    const acme = await injectAs(t, 'company');
    const stream = await streamOf(acme.cookie);
    const blacklisted = await inject(admin.cookie, 'PATCH', `/api/admin/companies/${acme.id}`, {
      status: 'blacklisted',
    });
    expect(blacklisted.statusCode, blacklisted.body).toBe(200);
    expect(await endsWithin(stream, 2000)).toBe(true);
    // Approving again, or pausing, signs nobody out.
    const kept = await login(t.app, kim.email, 'candidate');
    const keptStream = await streamOf(kept);
    const approved = await inject(
      admin.cookie,
      'POST',
      `/api/admin/candidates/${kim.id}/approve`,
      approveBody(),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await endsWithin(keptStream, 500)).toBe(false);
    keptStream.close();
  });

  it('a session that reaches its end ends its stream then, deleted or not', async () => {
    const { first, streamOf } = await candidateWithTwoSessions();
    const stream = await streamOf(first);
    // The session's end comes near (its row stays until the sweep): 1.5 s from now.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1.5 seconds'` })
      .where(eq(sessions.id, (await liveSessionOf(first))!));
    expect(await endsWithin(stream, 3500)).toBe(true);
    expect(stream.events.at(-1)?.event).toBe('session-ended');
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: first } })).json(),
    ).toMatchObject({
      isValid: false,
    });
  });
});

/** The id of the session `cookie` holds. */
async function liveSessionOf(cookie: string): Promise<string | undefined> {
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.id;
}
