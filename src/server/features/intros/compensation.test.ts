/**
 * Pay up front (issue #35; docs/decisions/077): every intro request states the pay — a yearly
 * salary range or a day/hour rate, with its currency — checked by the server (whole numbers,
 * bounds, min ≤ max; nothing written on bad input), kept on a re-request, shown to the candidate
 * on the response page, in the dashboard and in the e-mail, to the company with the candidate's
 * stated expectation, and to the admin in the intro log and its CSV. Requests from before it read
 * "Not stated".
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introRequests, outboxEmails } from '../../../db/schema/index';
import { compensationMessages as m } from '../../../shared/intro-requests/compensation';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
  login,
} from '../../../../test/helpers';

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' });

async function company() {
  const c = await createCompany(t.db, {
    planTier: 'pro',
    onboardingStatus: 'complete',
    companyName: 'Fairpay Labs',
  });
  return { ...c, cookie: await login(t.app, c.email, 'company') };
}

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const salary = { kind: 'salary', currency: 'USD', period: 'year', min: 120_000, max: 150_000 };
const rate = { kind: 'rate', currency: 'EUR', period: 'day', min: 650, max: 800 };

async function rowsOf(candidateId: string) {
  return t.db.select().from(introRequests).where(eq(introRequests.candidateId, candidateId));
}

async function mailTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.template, 'introRequestCandidateNotification'),
        sql`${email} = any(${outboxEmails.to})`,
      ),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail!;
}

describe('pay validation (docs/decisions/077)', () => {
  it('refuses a request without pay, with the field message, and writes nothing', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const res = await call(co.cookie, 'POST', '/api/intro-requests', { candidateId: kim.id });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().errors).toEqual({ compensation: m.required });
    expect(await rowsOf(kim.id)).toHaveLength(0);
  });

  const bad: [string, object, Record<string, string>][] = [
    ['min above max', { ...salary, min: 150_000, max: 120_000 }, { 'compensation.max': m.order }],
    ['a salary under 1,000', { ...salary, min: 999 }, { 'compensation.min': m.salaryBounds }],
    [
      'a salary over 10,000,000',
      { ...salary, max: 10_000_001 },
      { 'compensation.max': m.salaryBounds },
    ],
    ['a rate of 0', { ...rate, min: 0 }, { 'compensation.min': m.rateBounds }],
    ['a rate over 100,000', { ...rate, max: 100_001 }, { 'compensation.max': m.rateBounds }],
    ['a fraction', { ...salary, min: 120_000.5 }, { 'compensation.min': m.whole }],
    ['a text amount', { ...salary, max: '150k' }, { 'compensation.max': m.whole }],
    ['a salary per day', { ...salary, period: 'day' }, { 'compensation.period': m.salaryPeriod }],
    ['a rate per year', { ...rate, period: 'year' }, { 'compensation.period': m.ratePeriod }],
    [
      'an unknown currency',
      { ...salary, currency: 'JPY' },
      { 'compensation.currency': m.currency },
    ],
    ['an unknown kind', { ...salary, kind: 'equity' }, { 'compensation.kind': m.kind }],
  ];
  it.each(bad)('refuses %s with its field message and writes nothing', async (_, pay, errors) => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const res = await call(co.cookie, 'POST', '/api/intro-requests', {
      candidateId: kim.id,
      compensation: pay,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await rowsOf(kim.id)).toHaveLength(0);
  });

  it('takes the bounds themselves and a single amount (min = max)', async () => {
    const co = await company();
    for (const pay of [
      { ...salary, min: 1_000, max: 10_000_000 },
      { ...rate, period: 'hour', currency: 'GBP', min: 1, max: 100_000 },
      { ...rate, min: 700, max: 700 },
    ]) {
      const kim = await createCandidate(t.db, { status: 'approved' });
      const res = await call(co.cookie, 'POST', '/api/intro-requests', {
        candidateId: kim.id,
        compensation: pay,
      });
      expect(res.statusCode).toBe(201);
      const [row] = await rowsOf(kim.id);
      expect(row).toMatchObject({
        compensationKind: pay.kind,
        compensationCurrency: pay.currency,
        compensationMin: pay.min,
        compensationMax: pay.max,
        compensationPeriod: pay.period,
      });
    }
  });
});

describe('pay display (issue #35)', () => {
  it('the candidate reads it on the response page, in the dashboard and in the e-mail; the company with their expectation', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, {
      firstName: 'Taylor',
      status: 'approved',
      salaryRange: '$100k – $150k',
    });
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', {
        candidateId: kim.id,
        compensation: rate,
      })
    ).json();

    const mail = await mailTo(kim.email);
    expect(mail.textBody).toContain('Pay: €650 – €800 per day');
    expect(mail.htmlBody).toContain('€650 – €800 per day');

    const token = /\/intro-response\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
    const view = (await t.app.inject(`/api/intro-responses/${token}`)).json();
    expect(view.compensation).toEqual(rate);

    const cookie = await login(t.app, kim.email, 'candidate');
    const mine = (await call(cookie, 'GET', '/api/candidates/me/intro-requests')).json();
    expect((mine.items ?? mine)[0].compensation).toEqual(rate);

    const own = (await call(co.cookie, 'GET', `/api/intro-requests/${id}`)).json();
    expect(own).toMatchObject({ compensation: rate, candidateSalaryRange: '$100k – $150k' });
  });

  it('both sides read it in the conversation header once the candidate accepts (issue #16)', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, {
      status: 'approved',
      calendarUrl: 'https://cal.com/kim',
    });
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', {
        candidateId: kim.id,
        compensation: salary,
      })
    ).json();
    const kimCookie = await login(t.app, kim.email, 'candidate');
    const accept = await call(
      kimCookie,
      'POST',
      `/api/candidates/me/intro-requests/${id}/respond`,
      {
        response: 'accepted',
      },
    );
    expect(accept.statusCode).toBe(200);
    const inbox = (await call(co.cookie, 'GET', '/api/conversations')).json();
    const conversationId = inbox.items[0].id as string;
    for (const cookie of [co.cookie, kimCookie]) {
      const header = (await call(cookie, 'GET', `/api/conversations/${conversationId}`)).json();
      expect(header.compensation).toEqual(salary);
    }
  });

  it('a re-request states the pay again; the new pay replaces the old (spec 1 §4 Re-request)', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const { id } = (
      await call(co.cookie, 'POST', '/api/intro-requests', {
        candidateId: kim.id,
        compensation: salary,
      })
    ).json();
    const kimCookie = await login(t.app, kim.email, 'candidate');
    const decline = await call(
      kimCookie,
      'POST',
      `/api/candidates/me/intro-requests/${id}/respond`,
      {
        response: 'declined',
      },
    );
    expect(decline.statusCode).toBe(200);

    const without = await call(co.cookie, 'POST', '/api/intro-requests', { candidateId: kim.id });
    expect(without.statusCode).toBe(400);
    expect((await rowsOf(kim.id))[0]).toMatchObject({
      status: 'declined',
      compensationMin: 120_000,
    });

    const raised = { ...salary, min: 140_000, max: 160_000 };
    const again = await call(co.cookie, 'POST', '/api/intro-requests', {
      candidateId: kim.id,
      compensation: raised,
    });
    expect(again.json()).toMatchObject({ id, rerequested: true });
    const own = (await call(co.cookie, 'GET', `/api/intro-requests/${id}`)).json();
    expect(own.compensation).toEqual(raised);
  });

  it('a request from before pay was required has none: null to both sides, "Not stated" for the admin and the CSV', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, {
      firstName: 'Noa',
      lastName: 'Oldrequest',
      status: 'approved',
    });
    const old = await createIntro(t.db, { companyId: co.id, candidateId: kim.id });
    const own = (await call(co.cookie, 'GET', `/api/intro-requests/${old.id}`)).json();
    expect(own.compensation).toBeNull();
    const cookie = await login(t.app, kim.email, 'candidate');
    const mine = (await call(cookie, 'GET', '/api/candidates/me/intro-requests')).json();
    expect((mine.items ?? mine)[0].compensation).toBeNull();

    const admin = await injectAs(t, 'admin');
    const log = (
      await call(admin.cookie, 'GET', '/api/admin/intro-requests?candidate=Oldrequest')
    ).json();
    expect(log.items[0]).toMatchObject({ compensation: null, pay: 'Not stated' });
  });

  it('the admin sees the pay in the intro log and in its CSV', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, {
      firstName: 'Ari',
      lastName: 'Paycolumn',
      status: 'approved',
    });
    await call(co.cookie, 'POST', '/api/intro-requests', {
      candidateId: kim.id,
      compensation: salary,
    });
    const admin = await injectAs(t, 'admin');
    const log = (
      await call(admin.cookie, 'GET', '/api/admin/intro-requests?candidate=Paycolumn')
    ).json();
    expect(log.items[0]).toMatchObject({
      compensation: salary,
      pay: '$120,000 – $150,000 per year',
    });
    const csv = await call(
      admin.cookie,
      'GET',
      '/api/admin/intro-requests/export.csv?candidate=Paycolumn',
    );
    const [header, line] = csv.body.trim().split(/\r?\n/);
    expect(header).toContain(',message,pay,requested_on,');
    expect(line).toContain('"$120,000 – $150,000 per year"');
  });
});
