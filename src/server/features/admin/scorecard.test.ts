/**
 * Vetting you can read (issue #35 part 5, docs/decisions/078-a-scorecard-to-approve.md): approving
 * requires the admin's scorecard, rejecting a reason category that the candidate's e-mail names
 * kindly; the profile shows "Vetted by WarmIntro on {date}" with the criteria that passed and never
 * a rating or a note; the pending queue is longest waiting first; the median time to vet over 30
 * days.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateScorecards, candidates, outboxEmails } from '../../../db/schema';
import { rejectionReasonLabels, scorecardTexts } from '../../../shared/admin/scorecard';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  injectWith,
  type InjectMethod,
} from '../../../../test/helpers';
import { approveBody, rejectBody } from '../../../../test/support/valid-bodies';

const t = await buildTestApp();
const admin = await injectAs(t, 'admin');

const as = (method: InjectMethod, url: string, payload?: object) =>
  injectWith(t, admin.cookie, method, url, payload);

const HOUR = 3_600_000;

async function pending(values: Parameters<typeof createCandidate>[1] = {}) {
  return createCandidate(t.db, {
    firstName: 'Sol',
    lastName: 'Vetter',
    role: 'Platform Engineer',
    status: 'pending',
    ...values,
  });
}

const statusOf = async (id: string) =>
  (await t.db.select().from(candidates).where(eq(candidates.id, id)))[0]!.status;
const scorecardsOf = (id: string) =>
  t.db.select().from(candidateScorecards).where(eq(candidateScorecards.candidateId, id));

describe('approving requires the scorecard (issue #35 part 5, ADR 078)', () => {
  it('refuses an approval without a complete scorecard and writes nothing', async () => {
    const c = await pending();
    const url = `/api/admin/candidates/${c.id}/approve`;
    const body = approveBody();
    const missingNote = {
      ...body,
      criteria: { ...body.criteria, communication: { rating: 3, note: '  ' } },
    };
    const badRating = {
      ...body,
      criteria: { ...body.criteria, technicalDepth: { rating: 5, note: 'x' } },
    };
    const { referencesChecked: _r, ...threeCriteria } = body.criteria;
    for (const payload of [
      undefined,
      {},
      { criteria: body.criteria },
      { ...body, decision: 'reject' },
      { ...body, criteria: threeCriteria },
      missingNote,
      badRating,
    ]) {
      const res = await as('POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noted = await as('POST', url, missingNote);
    expect(noted.json().errors).toEqual({
      'criteria.communication.note': scorecardTexts.noteRequired,
    });
    const rated = await as('POST', url, badRating);
    expect(rated.json().errors).toEqual({
      'criteria.technicalDepth.rating': scorecardTexts.ratingRequired,
    });
    expect(await statusOf(c.id)).toBe('pending');
    expect(await scorecardsOf(c.id)).toHaveLength(0);
  });

  it('stores the ratings and notes with the approval; the profile shows the date and the passed criteria only', async () => {
    const c = await pending({ firstName: 'Vera', lastName: 'Card' });
    const body = approveBody();
    const res = await as('POST', `/api/admin/candidates/${c.id}/approve`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });

    const [row] = await scorecardsOf(c.id);
    expect(row).toMatchObject({
      adminId: admin.id,
      decision: 'approved',
      criteria: body.criteria,
      reason: null,
    });

    const profile = await t.app.inject({ url: `/api/candidates/${c.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().vetted).toEqual({
      at: row!.createdAt.toISOString(),
      // Rated 4, 3, 3 pass; references, rated 2, does not (a pass is 3 or 4).
      passed: ['technicalDepth', 'communication', 'seniorityMatches'],
    });
    // Never a note or a rating, to anyone: visitor, company, candidate.
    const company = await injectAs(t, 'company');
    for (const cookie of [undefined, company.cookie]) {
      const text = (
        await t.app.inject({
          url: `/api/candidates/${c.id}`,
          headers: cookie ? { cookie } : {},
        })
      ).body;
      for (const { note } of Object.values(body.criteria)) expect(text).not.toContain(note);
      expect(text).not.toContain('rating');
      expect(text).not.toContain('referencesChecked');
    }

    // Approving again is a conflict, and records nothing.
    expect((await as('POST', `/api/admin/candidates/${c.id}/approve`, body)).statusCode).toBe(409);
    expect(await scorecardsOf(c.id)).toHaveLength(1);
  });

  it('the profile shows the latest approval: approved, rejected, approved again', async () => {
    const c = await pending();
    const first = approveBody();
    await as('POST', `/api/admin/candidates/${c.id}/approve`, first);
    expect(
      (await as('POST', `/api/admin/candidates/${c.id}/reject`, rejectBody())).statusCode,
    ).toBe(200);
    const again = {
      ...first,
      criteria: { ...first.criteria, communication: { rating: 1, note: 'Did not show up.' } },
    };
    expect((await as('POST', `/api/admin/candidates/${c.id}/approve`, again)).statusCode).toBe(200);
    const profile = (await t.app.inject({ url: `/api/candidates/${c.id}` })).json();
    expect(profile.vetted.passed).toEqual(['technicalDepth', 'seniorityMatches']);
  });

  it('the edit dialog cannot approve or reject: those are the scorecard and the reason', async () => {
    const c = await pending();
    for (const status of ['approved', 'rejected']) {
      const res = await as('PATCH', `/api/admin/candidates/${c.id}`, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ status: scorecardTexts.notByEdit });
    }
    expect(await statusOf(c.id)).toBe('pending');
    // Other status edits still work.
    expect(
      (await as('PATCH', `/api/admin/candidates/${c.id}`, { status: 'suspended' })).json(),
    ).toMatchObject({ changed: true });
  });
});

describe('rejecting names a reason category, kindly (issue #35 part 5, ADR 078)', () => {
  it('requires a reason; stores it with the internal note; the e-mail names the reason and never the note', async () => {
    const c = await pending({ firstName: 'Rue' });
    const url = `/api/admin/candidates/${c.id}/reject`;
    for (const payload of [undefined, {}, { reason: 'rude' }, { note: 'x' }]) {
      expect((await as('POST', url, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await as('POST', url, {})).json().errors).toEqual({
      reason: scorecardTexts.reasonRequired,
    });
    expect(await statusOf(c.id)).toBe('pending');

    const body = rejectBody();
    const res = await as('POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected' });
    expect(await scorecardsOf(c.id)).toMatchObject([
      { decision: 'rejected', reason: 'could_not_verify', note: body.note, criteria: null },
    ]);

    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'candidateRejected'),
          sql`${c.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(mail!.subject).toBe('About your WarmIntro profile');
    expect(mail!.textBody).toContain('Thank you for applying, Rue');
    expect(mail!.textBody).toContain('We could not verify the experience on your profile.');
    expect(mail!.textBody).not.toContain(body.note);
    expect(mail!.htmlBody).not.toContain(body.note);
    // A rejected candidate has no public profile at all.
    expect((await t.app.inject({ url: `/api/candidates/${c.id}` })).statusCode).toBe(404);
  });

  it('every reason category has its own kind wording', async () => {
    const texts = new Set<string>();
    for (const reason of Object.keys(rejectionReasonLabels)) {
      const c = await pending();
      expect(
        (await as('POST', `/api/admin/candidates/${c.id}/reject`, { reason })).statusCode,
      ).toBe(200);
      const [mail] = await t.db
        .select()
        .from(outboxEmails)
        .where(sql`${c.email} = any(${outboxEmails.to})`);
      texts.add(mail!.textBody.replace(/Thank you for applying, .*/, ''));
    }
    expect(texts.size).toBe(Object.keys(rejectionReasonLabels).length);
  });
});

describe('the queue and the time to vet (issue #35 part 5)', () => {
  it('lists the pending queue longest waiting first; other lists stay newest first', async () => {
    const now = Date.now();
    const role = `Queue Role ${now}`;
    const newest = await pending({ role, createdAt: new Date(now - 1 * HOUR) });
    const oldest = await pending({ role, createdAt: new Date(now - 50 * HOUR) });
    const middle = await pending({ role, createdAt: new Date(now - 5 * HOUR) });
    const q = (status: string) =>
      as('GET', `/api/admin/candidates?status=${status}&role=${encodeURIComponent(role)}`);
    expect((await q('pending')).json().items.map((i: { id: string }) => i.id)).toEqual([
      oldest.id,
      middle.id,
      newest.id,
    ]);
    expect((await q('all')).json().items.map((i: { id: string }) => i.id)).toEqual([
      newest.id,
      middle.id,
      oldest.id,
    ]);
  });

  it('gives the median from signup to decision over the decisions of the last 30 days', async () => {
    // A database of its own, so that only these decisions count.
    const fresh = await buildTestApp();
    const freshAdmin = await injectAs(fresh, 'admin');
    const post = (url: string, payload: object) =>
      injectWith(fresh, freshAdmin.cookie, 'POST', url, payload);
    const empty = await injectWith(fresh, freshAdmin.cookie, 'GET', '/api/admin/vetting-stats');
    expect(empty.json()).toEqual({ medianSeconds: null, decisions: 0, days: 30 });

    for (const [i, hours] of [1, 3, 10].entries()) {
      const c = await createCandidate(fresh.db, {
        status: 'pending',
        createdAt: new Date(Date.now() - hours * HOUR),
      });
      const res =
        i === 1
          ? await post(`/api/admin/candidates/${c.id}/reject`, rejectBody())
          : await post(`/api/admin/candidates/${c.id}/approve`, approveBody());
      expect(res.statusCode, res.body).toBe(200);
    }
    // A decision 40 days ago, after a 100-day wait, is outside the window.
    const old = await createCandidate(fresh.db, { status: 'rejected' });
    await fresh.db.insert(candidateScorecards).values({
      candidateId: old.id,
      decision: 'rejected',
      reason: 'incomplete_profile',
      submittedAt: new Date(Date.now() - 140 * 24 * HOUR),
      createdAt: new Date(Date.now() - 40 * 24 * HOUR),
    });

    const stats = await injectWith(fresh, freshAdmin.cookie, 'GET', '/api/admin/vetting-stats');
    expect(stats.statusCode).toBe(200);
    const { medianSeconds, decisions, days } = stats.json();
    expect({ decisions, days }).toEqual({ decisions: 3, days: 30 });
    // The middle wait, 3 hours (plus the seconds the test took).
    expect(medianSeconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(medianSeconds).toBeLessThan(3 * 3600 + 60);
  });
});
