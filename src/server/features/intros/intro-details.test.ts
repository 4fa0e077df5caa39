/**
 * An intro request that says why (issue #15; spec 1 §3 and spec 2 §3 `role_description` and the
 * optional `message`; docs/decisions/034): the company sends the role and a personal note of at
 * most 1,000 characters; a re-request keeps or edits them; the candidate reads them on the
 * response page, in the dashboard and in the e-mail; the admin in the intro log and its CSV.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introRequests, outboxEmails } from '../../../db/schema/index';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
  TEST_PAY,
} from '../../../../test/helpers';

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' });

async function company() {
  const c = await createCompany(t.db, {
    planTier: 'pro',
    onboardingStatus: 'complete',
    companyName: 'Northwind Labs',
  });
  return { ...c, cookie: await login(t.app, c.email, 'company') };
}

function post(cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

async function latestMailTo(email: string) {
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

const note = 'Your talk on streaming joins was great — we are building exactly that. Coffee?';

describe('an intro request that says why (issue #15)', () => {
  it('stores the role and note, and the candidate reads them on the response page, in the dashboard and in the e-mail', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { firstName: 'Kim', status: 'approved' });
    const res = await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      roleDescription: '  Staff Data Engineer ',
      message: note,
    });
    expect(res.statusCode).toBe(201);

    const mail = await latestMailTo(kim.email);
    expect(mail.textBody).toContain('The role: Staff Data Engineer');
    expect(mail.textBody).toContain(`A note from Northwind Labs: “${note}”`);

    const token = /\/intro-response\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
    const view = (await t.app.inject(`/api/intro-responses/${token}`)).json();
    expect(view).toMatchObject({ roleDescription: 'Staff Data Engineer', message: note });

    const cookie = await login(t.app, kim.email, 'candidate');
    const mine = (
      await t.app.inject({ url: '/api/candidates/me/intro-requests', headers: { cookie } })
    ).json();
    expect(mine[0] ?? mine.items?.[0]).toMatchObject({
      companyName: 'Northwind Labs',
      roleDescription: 'Staff Data Engineer',
      message: note,
    });
  });

  it('refuses a note over 1,000 characters and a role over 200 with the field messages, writing nothing', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const res = await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      roleDescription: 'R'.repeat(201),
      message: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().errors).toEqual({
      message: 'Your note must be 1,000 characters or less.',
      roleDescription: 'The role must be 200 characters or less.',
    });
    const rows = await t.db
      .select()
      .from(introRequests)
      .where(eq(introRequests.candidateId, kim.id));
    expect(rows).toHaveLength(0);
    const ok = await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      message: 'x'.repeat(1000),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('sending with the defaults stores no note; empty texts mean none', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const res = await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      roleDescription: 'Engineering',
      message: '   ',
    });
    const [row] = await t.db
      .select()
      .from(introRequests)
      .where(eq(introRequests.id, res.json().id));
    expect(row).toMatchObject({ roleDescription: 'Engineering', message: null });
  });

  it('a re-request keeps the role and note when left out, and edits them when sent (spec 1 §4 Re-request)', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, { status: 'approved' });
    const { id } = (
      await post(co.cookie, '/api/intro-requests', {
        ...TEST_PAY,
        candidateId: kim.id,
        roleDescription: 'Data Engineer',
        message: 'First note',
      })
    ).json();
    const kimCookie = await login(t.app, kim.email, 'candidate');
    const decline = () =>
      post(kimCookie, `/api/candidates/me/intro-requests/${id}/respond`, { response: 'declined' });
    const stored = async () =>
      (await t.db.select().from(introRequests).where(eq(introRequests.id, id)))[0]!;

    expect((await decline()).statusCode).toBe(200);
    const kept = await post(co.cookie, '/api/intro-requests', { ...TEST_PAY, candidateId: kim.id });
    expect(kept.json()).toMatchObject({ id, rerequested: true });
    expect(await stored()).toMatchObject({
      roleDescription: 'Data Engineer',
      message: 'First note',
    });

    expect((await decline()).statusCode).toBe(200);
    await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      roleDescription: 'Analytics Engineer',
      message: '',
    });
    expect(await stored()).toMatchObject({ roleDescription: 'Analytics Engineer', message: null });
  });

  it('shows the admin the role and note in the intro log and in its CSV', async () => {
    const co = await company();
    const kim = await createCandidate(t.db, {
      firstName: 'Noa',
      lastName: 'Lindqvist',
      status: 'approved',
    });
    await post(co.cookie, '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: kim.id,
      roleDescription: 'Platform Lead',
      message: 'We need someone, "fast", for our platform.',
    });
    const admin = await injectAs(t, 'admin');
    const log = (
      await t.app.inject({
        url: '/api/admin/intro-requests?candidate=Lindqvist',
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(log.items[0]).toMatchObject({
      roleDescription: 'Platform Lead',
      message: 'We need someone, "fast", for our platform.',
    });
    const csv = await t.app.inject({
      url: '/api/admin/intro-requests/export.csv',
      headers: { cookie: admin.cookie },
    });
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toContain(',role_description,message,');
    const line = lines.find((l) => l.includes('Lindqvist'))!;
    expect(line).toContain('Platform Lead');
    expect(line).toContain('"We need someone, ""fast"", for our platform."');
  });
});
