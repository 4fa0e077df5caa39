/**
 * A company's pipeline through the real API into PostgreSQL (issue #34 items 1–3 and 6,
 * docs/decisions/074): shortlists shared by the team, private notes with mentions that never reach
 * the candidate by any route, the board's automatic and hand moves, its live events, and the funnel.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outboxEmails, streamEvents } from '../../../db/schema';
import { pipelineTexts } from '../../../shared/pipeline/schemas';
import { BOARD_CACHE_TTL_MS } from './board.service';
import {
  buildTestApp,
  createCandidate,
  createIntro,
  createTeammate,
  injectWith,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { createTeamOwner } from '../../../../test/web/team';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });

/** A company (onboarding done) with its owner and a teammate, both signed in. */
async function team(planTier: 'free' | 'pro' = 'pro') {
  const owner = await createTeamOwner(t, { planTier });
  const dana = await createTeammate(t.db, owner.id, { fullName: 'Dana Lee' });
  return {
    companyId: owner.id,
    owner: { ...owner, cookie: await login(t.app, owner.email, 'company') },
    dana: { ...dana, cookie: await login(t.app, dana.email, 'company') },
  };
}

async function candidate(values: { firstName?: string; lastName?: string } = {}) {
  const c = await createCandidate(t.db, {
    firstName: values.firstName ?? 'Taylor',
    lastName: values.lastName ?? `Reed ${crypto.randomUUID().slice(0, 4)}`,
    role: 'Backend Engineer',
  });
  return { ...c, cookie: await login(t.app, c.email, 'candidate') };
}

const api = (
  cookie: string,
  method: Parameters<typeof injectWith>[2],
  url: string,
  body?: object,
) => injectWith(t, cookie, method, url, body);

async function createList(cookie: string, name: string) {
  const res = await api(cookie, 'POST', '/api/company/shortlists', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string };
}

async function cardOf(cookie: string, candidateId: string) {
  const res = await api(cookie, 'GET', `/api/company/candidates/${candidateId}/pipeline`);
  expect(res.statusCode).toBe(200);
  return res.json().card as {
    stage: string;
    moves: string[];
    nextStep: { label: string } | null;
    reason: string | null;
  } | null;
}

describe('shortlists (issue #34 item 1)', () => {
  it('are shared by the team: created, renamed, reordered, filled and emptied by any member, with who added whom', async () => {
    const { owner, dana } = await team();
    const taylor = await candidate();
    const backend = await createList(owner.cookie, 'Backend Q1');
    const design = await createList(dana.cookie, 'Design maybe');

    const again = await api(dana.cookie, 'POST', '/api/company/shortlists', { name: 'backend q1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: pipelineTexts.shortlistNameTaken });
    const blank = await api(dana.cookie, 'POST', '/api/company/shortlists', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: pipelineTexts.shortlistNameRequired });

    expect(
      (
        await api(
          dana.cookie,
          'PUT',
          `/api/company/shortlists/${backend.id}/candidates/${taylor.id}`,
        )
      ).statusCode,
    ).toBe(204);
    // A second time changes nothing.
    expect(
      (
        await api(
          owner.cookie,
          'PUT',
          `/api/company/shortlists/${backend.id}/candidates/${taylor.id}`,
        )
      ).statusCode,
    ).toBe(204);
    const detail = (await api(owner.cookie, 'GET', `/api/company/shortlists/${backend.id}`)).json();
    expect(detail).toMatchObject({ name: 'Backend Q1', count: 1 });
    expect(detail.entries).toEqual([
      expect.objectContaining({ candidateId: taylor.id, addedByName: 'Dana Lee' }),
    ]);

    const renamed = await api(dana.cookie, 'PATCH', `/api/company/shortlists/${backend.id}`, {
      name: 'Backend Q2',
    });
    expect(renamed.json()).toMatchObject({ name: 'Backend Q2' });
    const order = await api(owner.cookie, 'PUT', '/api/company/shortlists/order', {
      ids: [design.id, backend.id],
    });
    expect(order.json().items.map((l: { name: string }) => l.name)).toEqual([
      'Design maybe',
      'Backend Q2',
    ]);
    const lists = (await api(dana.cookie, 'GET', '/api/company/shortlists')).json().items;
    expect(lists.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual([
      ['Design maybe', 0],
      ['Backend Q2', 1],
    ]);

    const onCard = (
      await api(owner.cookie, 'GET', `/api/company/candidates/${taylor.id}/pipeline`)
    ).json();
    expect(onCard.shortlists).toEqual([
      expect.objectContaining({ name: 'Design maybe', onList: false }),
      expect.objectContaining({ name: 'Backend Q2', onList: true, addedByName: 'Dana Lee' }),
    ]);
    expect(onCard.card).toMatchObject({ stage: 'shortlisted', shortlists: ['Backend Q2'] });

    expect(
      (
        await api(
          owner.cookie,
          'DELETE',
          `/api/company/shortlists/${backend.id}/candidates/${taylor.id}`,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await api(owner.cookie, 'DELETE', `/api/company/shortlists/${design.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await api(owner.cookie, 'GET', `/api/company/shortlists/${design.id}`)).statusCode,
    ).toBe(404);
    expect(await cardOf(owner.cookie, taylor.id)).toBeNull();
  });

  it("another company's list and a candidate not shown to companies are not found, and nothing is written", async () => {
    const a = await team();
    const b = await team();
    const taylor = await candidate();
    const pending = await createCandidate(t.db, { status: 'pending' });
    const list = await createList(a.owner.cookie, 'Backend');

    for (const [method, url] of [
      ['GET', `/api/company/shortlists/${list.id}`],
      ['PATCH', `/api/company/shortlists/${list.id}`],
      ['DELETE', `/api/company/shortlists/${list.id}`],
      ['PUT', `/api/company/shortlists/${list.id}/candidates/${taylor.id}`],
    ] as const) {
      const res = await api(
        b.dana.cookie,
        method,
        url,
        method === 'PATCH' ? { name: 'Mine' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const hidden = await api(
      a.owner.cookie,
      'PUT',
      `/api/company/shortlists/${list.id}/candidates/${pending.id}`,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(pipelineTexts.candidateNotFound);
    expect(
      (await api(a.owner.cookie, 'GET', `/api/company/shortlists/${list.id}`)).json(),
    ).toMatchObject({
      name: 'Backend',
      count: 0,
    });
  });

  it('a shortlisted candidate never learns it: no notification, e-mail or stream event reaches them', async () => {
    const { owner } = await team();
    const taylor = await candidate();
    const list = await createList(owner.cookie, 'Quietly');
    const seenBy = async () => ({
      mail: await t.db
        .select()
        .from(outboxEmails)
        .where(sql`${taylor.email} = any(${outboxEmails.to})`),
      notifications: await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, taylor.id)),
      events: await t.db.select().from(streamEvents).where(eq(streamEvents.userId, taylor.id)),
    });
    // What they had before: their own sign-in's notice.
    const before = await seenBy();
    await api(owner.cookie, 'PUT', `/api/company/shortlists/${list.id}/candidates/${taylor.id}`);
    await api(owner.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'not_a_fit',
      reason: 'Other',
    });
    expect(await seenBy()).toEqual(before);
  });
});

describe('team notes (issue #34 item 2)', () => {
  it('are read by the team, edited by their author only, and a mention notifies the teammate', async () => {
    const { owner, dana } = await team();
    const taylor = await candidate({ firstName: 'Taylor', lastName: 'Quinn' });
    const added = await api(owner.cookie, 'POST', `/api/company/candidates/${taylor.id}/notes`, {
      body: 'Strong on Postgres. @Dana Lee can you check her talk?',
    });
    expect(added.statusCode).toBe(201);
    const note = added.json();
    expect(note).toMatchObject({ mine: true, mentions: [{ userId: dana.id, name: 'Dana Lee' }] });

    const mention = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dana.id), eq(notifications.kind, 'note_mention')));
    expect(mention).toHaveLength(1);
    const bell = (await api(dana.cookie, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(bell)).toContain('mentioned you in a note on Taylor Quinn.');

    const seen = (
      await api(dana.cookie, 'GET', `/api/company/candidates/${taylor.id}/notes`)
    ).json();
    expect(seen.items).toEqual([
      expect.objectContaining({ id: note.id, mine: false, authorName: expect.any(String) }),
    ]);

    const notYours = await api(dana.cookie, 'PATCH', `/api/company/notes/${note.id}`, {
      body: 'Mine now',
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().detail).toBe(pipelineTexts.noteNotYours);
    expect((await api(dana.cookie, 'DELETE', `/api/company/notes/${note.id}`)).statusCode).toBe(
      403,
    );

    // Editing keeps the mention: Dana is not notified twice.
    const edited = await api(owner.cookie, 'PATCH', `/api/company/notes/${note.id}`, {
      body: 'Strong on Postgres and Go. @dana lee can you check her talk?',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, dana.id), eq(notifications.kind, 'note_mention'))),
    ).toHaveLength(1);
    const empty = await api(owner.cookie, 'PATCH', `/api/company/notes/${note.id}`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ body: pipelineTexts.noteRequired });

    // In the company's data export (the owner's).
    const exported = (await api(owner.cookie, 'GET', '/api/companies/me/export')).json();
    expect(exported.pipeline.notes).toEqual([
      expect.objectContaining({
        body: 'Strong on Postgres and Go. @dana lee can you check her talk?',
      }),
    ]);

    expect((await api(owner.cookie, 'DELETE', `/api/company/notes/${note.id}`)).statusCode).toBe(
      204,
    );
    expect(
      (await api(owner.cookie, 'GET', `/api/company/candidates/${taylor.id}/notes`)).json().items,
    ).toEqual([]);
  });

  it('never reach the candidate: not their profile, intros, messages, export, e-mails, notifications or stream', async () => {
    const { companyId, owner } = await team();
    const taylor = await candidate();
    const secret = `Private-${crypto.randomUUID()}`;
    await createIntro(t.db, { companyId, candidateId: taylor.id }, 'accepted');
    await api(owner.cookie, 'POST', `/api/company/candidates/${taylor.id}/notes`, { body: secret });
    await api(owner.cookie, 'POST', `/api/company/candidates/${taylor.id}/notes`, {
      body: `${secret} again`,
    });

    const surfaces = [
      '/api/candidates/me',
      '/api/candidates/me/intro-requests',
      '/api/candidates/me/export',
      '/api/conversations',
      '/api/notifications',
      `/api/talent/${taylor.id}`,
    ];
    for (const url of surfaces) {
      const res = await api(taylor.cookie, 'GET', url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(secret);
    }
    // The company's note routes refuse a candidate.
    for (const url of [
      `/api/company/candidates/${taylor.id}/notes`,
      `/api/company/candidates/${taylor.id}/pipeline`,
    ]) {
      expect((await api(taylor.cookie, 'GET', url)).statusCode, url).toBe(403);
    }
    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`${taylor.email} = any(${outboxEmails.to})`);
    expect(JSON.stringify(mail)).not.toContain(secret);
    const events = await t.db.select().from(streamEvents).where(eq(streamEvents.userId, taylor.id));
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});

describe('the pipeline board (issue #34 item 3)', () => {
  it('lifecycle events move cards by themselves: request, acceptance, booked call, call done, decline', async () => {
    const { companyId, owner, dana } = await team();
    const requested = await candidate();
    const res = await api(owner.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: requested.id,
      message: 'Hello',
    });
    expect(res.statusCode).toBe(201);
    expect(await cardOf(dana.cookie, requested.id)).toMatchObject({
      stage: 'intro_requested',
      moves: ['not_a_fit'],
    });

    // The candidate accepts from their dashboard: the card moves to Accepted.
    const introId = res.json().id as string;
    const accept = await api(
      requested.cookie,
      'POST',
      `/api/candidates/me/intro-requests/${introId}/respond`,
      {
        response: 'accepted',
      },
    );
    expect(accept.statusCode).toBe(200);
    // Dana did not ask and hears of answers to her own requests only, yet her board is told.
    const told = await t.db
      .select({ payload: streamEvents.payload })
      .from(streamEvents)
      .where(and(eq(streamEvents.userId, dana.id), eq(streamEvents.type, 'pipeline')));
    expect(told).toContainEqual({ payload: { candidateId: requested.id } });
    expect(await cardOf(dana.cookie, requested.id)).toMatchObject({
      stage: 'accepted',
      moves: ['hired', 'not_a_fit'],
    });

    const booked = await candidate();
    await createIntro(t.db, { companyId, candidateId: booked.id }, 'meeting_marked_by_company');
    const done = await candidate();
    await createIntro(t.db, { companyId, candidateId: done.id }, 'meeting_completed');
    const declined = await candidate();
    await createIntro(t.db, { companyId, candidateId: declined.id }, 'declined');
    // Written straight to the database, these send no event: the board sees them once its
    // cached read has aged out (ADR 074), as it sees a candidate's own edits.
    clock.advance(BOARD_CACHE_TTL_MS);

    const board = (await api(dana.cookie, 'GET', '/api/company/pipeline')).json();
    const stageOf = (id: string) =>
      board.columns.find((c: { cards: { candidateId: string }[] }) =>
        c.cards.some((card) => card.candidateId === id),
      )?.stage;
    expect(board.columns.map((c: { label: string }) => c.label)).toEqual([
      'Shortlisted',
      'Intro requested',
      'Accepted',
      'Call booked',
      'Call done',
      'Trial',
      'Hired',
      'Not a fit',
      'Withdrawn',
    ]);
    expect(stageOf(requested.id)).toBe('accepted');
    expect(stageOf(booked.id)).toBe('call_booked');
    expect(stageOf(done.id)).toBe('call_done');
    expect(stageOf(declined.id)).toBe('withdrawn');
    const withdrawn = board.columns.find((c: { stage: string }) => c.stage === 'withdrawn');
    expect(withdrawn.count).toBe(1);

    // One column in full: the phone's list view.
    const one = (await api(dana.cookie, 'GET', '/api/company/pipeline?stage=call_done')).json();
    expect(one.columns).toHaveLength(1);
    expect(one.columns[0].cards.map((c: { candidateId: string }) => c.candidateId)).toEqual([
      done.id,
    ]);
    expect(one.columns[0].cards[0].nextStep).toMatchObject({ label: expect.any(String) });
  });

  it('the team moves cards by hand only where the lifecycle allows', async () => {
    const { companyId, owner, dana } = await team();
    const taylor = await candidate();
    const list = await createList(owner.cookie, 'Backend');
    await api(owner.cookie, 'PUT', `/api/company/shortlists/${list.id}/candidates/${taylor.id}`);
    expect(await cardOf(owner.cookie, taylor.id)).toMatchObject({
      stage: 'shortlisted',
      moves: ['not_a_fit'],
      nextStep: { label: 'Request Intro' },
    });

    // Hired needs an accepted intro (the double opt-in).
    const hired = await api(dana.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'hired',
    });
    expect(hired.statusCode).toBe(409);
    expect(hired.json().detail).toBe(pipelineTexts.hiredNeedsAcceptance);
    // Not a fit needs a reason from the list.
    const noReason = await api(dana.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'not_a_fit',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: pipelineTexts.reasonRequired });
    const badReason = await api(dana.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'not_a_fit',
      reason: 'Too loud',
    });
    expect(badReason.statusCode).toBe(400);
    expect(await cardOf(owner.cookie, taylor.id)).toMatchObject({ stage: 'shortlisted' });

    const notAFit = await api(dana.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'not_a_fit',
      reason: 'Role filled',
    });
    expect(notAFit.statusCode).toBe(200);
    expect(notAFit.json()).toMatchObject({
      stage: 'not_a_fit',
      reason: 'Role filled',
      moves: ['shortlisted'],
    });
    // Every member's stream hears of it.
    const events = await t.db
      .select()
      .from(streamEvents)
      .where(and(eq(streamEvents.userId, owner.id), eq(streamEvents.type, 'pipeline')));
    expect(events.length).toBeGreaterThan(0);

    // Back to Shortlisted, then an intro requested after the hand move takes over.
    expect(
      (
        await api(owner.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
          stage: 'shortlisted',
        })
      ).json(),
    ).toMatchObject({ stage: 'shortlisted' });
    clock.advance(1000);
    await createIntro(t.db, { companyId, candidateId: taylor.id }, 'requested', {
      at: clock.now(),
    });
    expect(await cardOf(owner.cookie, taylor.id)).toMatchObject({ stage: 'intro_requested' });
    const back = await api(owner.cookie, 'POST', `/api/company/pipeline/${taylor.id}/move`, {
      stage: 'shortlisted',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe(pipelineTexts.shortlistNeedsNoOpenIntro);

    // Accepted: Hired is allowed.
    const sam = await candidate();
    await createIntro(t.db, { companyId, candidateId: sam.id }, 'meeting_completed');
    const hire = await api(dana.cookie, 'POST', `/api/company/pipeline/${sam.id}/move`, {
      stage: 'hired',
    });
    expect(hire.statusCode).toBe(200);
    expect(hire.json()).toMatchObject({ stage: 'hired', nextStep: null });

    // A candidate not on the board is not found.
    const stranger = await candidate();
    expect(
      (
        await api(dana.cookie, 'POST', `/api/company/pipeline/${stranger.id}/move`, {
          stage: 'not_a_fit',
          reason: 'Other',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the board as a browser fetches it (ADR 074: made once per version)', () => {
  it('is the same JSON compressed with Brotli or gzip as the client accepts, and follows a change', async () => {
    const { owner, dana } = await team();
    const list = await createList(owner.cookie, 'Backend Q1');
    const shortlist = async () => {
      const c = await candidate();
      const res = await api(
        owner.cookie,
        'PUT',
        `/api/company/shortlists/${list.id}/candidates/${c.id}`,
      );
      expect(res.statusCode).toBe(204);
      return c;
    };
    for (let i = 0; i < 12; i++) await shortlist();
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/company/pipeline',
        headers: { cookie: dana.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const board = plain.json() as { columns: { stage: string; count: number }[] };
    expect(board.columns.find((c) => c.stage === 'shortlisted')?.count).toBe(12);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(board);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(board);

    const late = await shortlist();
    const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString()) as {
      columns: { stage: string; count: number }[];
    };
    expect(after.columns.find((c) => c.stage === 'shortlisted')?.count).toBe(13);
    expect((await cardOf(dana.cookie, late.id))?.stage).toBe('shortlisted');
  });
});

describe("the company's numbers (issue #34 item 6)", () => {
  it('counts the last 30 days of requests and how far they went', async () => {
    const { companyId, owner } = await team();
    const now = clock.now();
    const hour = 3_600_000;
    const a = await candidate();
    await createIntro(t.db, { companyId, candidateId: a.id }, 'requested', { at: now });
    const b = await candidate();
    await createIntro(t.db, { companyId, candidateId: b.id }, 'accepted', {
      at: now,
      requestedAt: new Date(now.getTime() - 10 * hour),
      answeredAt: now,
    });
    const c = await candidate();
    await createIntro(t.db, { companyId, candidateId: c.id }, 'meeting_completed', {
      at: now,
      requestedAt: new Date(now.getTime() - 30 * hour),
      answeredAt: new Date(now.getTime() - 24 * hour),
    });
    await api(owner.cookie, 'POST', `/api/company/pipeline/${c.id}/move`, { stage: 'hired' });
    const old = await candidate();
    await createIntro(t.db, { companyId, candidateId: old.id }, 'accepted', {
      requestedAt: new Date(now.getTime() - 40 * 24 * hour),
    });

    const funnel = (await api(owner.cookie, 'GET', '/api/company/funnel?days=30')).json();
    expect(funnel).toEqual({
      days: 30,
      requests: 3,
      accepted: 2,
      calls: 1,
      trials: 0,
      hires: 1,
      acceptanceRate: 2 / 3,
      medianAnswerHours: 8,
    });
    expect((await api(owner.cookie, 'GET', '/api/company/funnel?days=90')).json()).toMatchObject({
      requests: 4,
    });
    const bad = await api(owner.cookie, 'GET', '/api/company/funnel?days=7');
    expect(bad.statusCode).toBe(400);
  });
});
