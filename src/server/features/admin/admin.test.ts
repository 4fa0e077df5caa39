/**
 * Admin API (spec 2 §2 "Admin screens", §3 admin edit log and deletion log, §4, §5 "Admin", §6;
 * issue #7): permissions, vetting, audited edits, intro and gig oversight, CSV exports, deletion.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminEditLog,
  candidates,
  deletionLog,
  gigs,
  introRequests,
  outboxEmails,
  users,
} from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
  injectWith,
  type InjectMethod,
} from '../../../../test/helpers';
import { approveBody, rejectBody } from '../../../../test/support/valid-bodies';

const t = await buildTestApp();
const admin = await injectAs(t, 'admin');

const as = (cookie: string, method: InjectMethod, url: string, payload?: object) =>
  injectWith(t, cookie, method, url, payload);

describe('permissions (spec 2 §6)', () => {
  it('answers 401 to visitors and 403 to companies and candidates on every admin route', async () => {
    const company = await injectAs(t, 'company');
    const candidate = await injectAs(t, 'candidate');
    for (const url of [
      '/api/admin/candidates',
      '/api/admin/companies',
      '/api/admin/intro-requests',
      '/api/admin/gigs',
      '/api/admin/users',
      '/api/admin/emails',
      '/api/admin/email-config',
      '/api/admin/edit-log',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      expect((await as(company.cookie, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(candidate.cookie, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

describe('candidates (spec 2 §2 "/admin/candidates")', () => {
  it('filters by status and role; approving shows the candidate in the feed at once and e-mails them', async () => {
    const pending = await createCandidate(t.db, {
      firstName: 'Pia',
      lastName: 'Vetting',
      role: 'Quantum Engineer',
      status: 'pending',
    });
    const list = await as(admin.cookie, 'GET', '/api/admin/candidates?status=pending&role=quantum');
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: pending.id, name: 'Pia Vetting', status: 'pending' }],
    });
    expect((await t.app.inject({ url: '/api/talent', query: { q: 'vetting' } })).json().total).toBe(
      0,
    );

    const approved = await as(
      admin.cookie,
      'POST',
      `/api/admin/candidates/${pending.id}/approve`,
      approveBody(),
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await t.app.inject({ url: '/api/talent', query: { q: 'vetting' } })).json().total).toBe(
      1,
    );
    expect(
      (await as(admin.cookie, 'POST', `/api/admin/candidates/${pending.id}/approve`, approveBody()))
        .statusCode,
    ).toBe(409);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'candidateApproved'),
          sql`${pending.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(mails).toHaveLength(1);

    expect(
      (
        await as(admin.cookie, 'POST', `/api/admin/candidates/${pending.id}/reject`, rejectBody())
      ).json().status,
    ).toBe('rejected');
    expect((await t.app.inject({ url: '/api/talent', query: { q: 'vetting' } })).json().total).toBe(
      0,
    );
  });

  it('edits write the edit log per field in the same transaction; no change is "No Changes"', async () => {
    const c = await createCandidate(t.db, {
      firstName: 'Ed',
      lastName: 'Itor',
      skills: ['Go'],
      status: 'approved',
    });
    const res = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      skills: ' Go, Rust ,, ',
      status: 'suspended',
      notes: 'Checked references',
    });
    expect(res.json()).toEqual({
      changed: true,
      changes: {
        skills: { previous: ['Go'], new: ['Go', 'Rust'] },
        status: { previous: 'approved', new: 'suspended' },
        notes: { previous: null, new: 'Checked references' },
      },
    });
    const [log] = await t.db.select().from(adminEditLog).where(eq(adminEditLog.editedUserId, c.id));
    expect(log).toMatchObject({ adminId: admin.id, userType: 'candidate', userName: 'Ed Itor' });
    expect((await t.app.inject({ url: '/api/talent', query: { q: 'itor' } })).json().total).toBe(0);

    const same = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      skills: 'Go, Rust',
      status: 'suspended',
    });
    expect(same.json()).toEqual({ changed: false, changes: {} });
    expect(
      await t.db.select().from(adminEditLog).where(eq(adminEditLog.editedUserId, c.id)),
    ).toHaveLength(1);
  });
});

describe("admin edits follow the candidate's and company's own field rules (spec 2 §5)", () => {
  async function candidateRow(id: string) {
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, id));
    return row!;
  }

  it("refuses a javascript: calendar link with the candidate form's message and writes nothing; a valid link is saved", async () => {
    const c = await createCandidate(t.db, { calendarUrl: 'https://cal.com/before' });
    const before = await candidateRow(c.id);

    const bad = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      calendarUrl: 'javascript:alert(1)',
      notes: 'Should not be saved',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      calendarUrl:
        'Please enter a valid URL for your calendar link (e.g. https://calendly.com/your-link).',
    });
    expect(await candidateRow(c.id)).toEqual(before);
    expect(
      await t.db.select().from(adminEditLog).where(eq(adminEditLog.editedUserId, c.id)),
    ).toHaveLength(0);

    const good = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      calendarUrl: ' https://calendly.com/after ',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      changed: true,
      changes: {
        calendarUrl: { previous: 'https://cal.com/before', new: 'https://calendly.com/after' },
      },
    });
    const after = await candidateRow(c.id);
    expect(after.calendarUrl).toBe('https://calendly.com/after');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it.each([
    ['portfolioUrl', 'javascript:alert(1)', 'Please enter a valid URL.'],
    [
      'linkedinUrl',
      'https://example.com/me',
      'Please enter a valid LinkedIn profile URL (e.g. https://www.linkedin.com/in/yourname).',
    ],
    ['experienceYears', 'many', 'Please enter a valid number for years of experience.'],
    ['skills', ' , ', 'Please list some of your key skills.'],
    ['salaryRange', '$1M', 'Please select a salary range.'],
    ['bio', 'x'.repeat(301), 'Bio must be 300 characters or less.'],
  ])('says candidate %s %j → "%s"', async (field, value, message) => {
    const c = await createCandidate(t.db);
    const res = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('takes years and skills as the candidate types them and clears optional links with null', async () => {
    const c = await createCandidate(t.db, {
      experienceYears: 3,
      skills: ['Go'],
      portfolioUrl: 'https://old.example',
    });
    const res = await as(admin.cookie, 'PATCH', `/api/admin/candidates/${c.id}`, {
      experienceYears: '12',
      skills: 'Go, go, Rust',
      portfolioUrl: null,
    });
    expect(res.json()).toEqual({
      changed: true,
      changes: {
        experienceYears: { previous: 3, new: 12 },
        skills: { previous: ['Go'], new: ['Go', 'Rust'] },
        portfolioUrl: { previous: 'https://old.example', new: null },
      },
    });
  });

  it.each([
    ['companyName', ' ', 'Company Name is required.'],
    ['contactRole', 'Astronaut', 'Role is required.'],
    ['website', 'javascript:alert(1)', 'Please enter a valid URL.'],
  ])('says company %s %j → "%s" and writes nothing', async (field, value, message) => {
    const co = await createCompany(t.db, { companyName: `Rules ${field}` });
    const res = await as(admin.cookie, 'PATCH', `/api/admin/companies/${co.id}`, {
      [field]: value,
      notes: 'Should not be saved',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect((await as(admin.cookie, 'GET', `/api/admin/companies/${co.id}`)).json().notes).toBe(
      null,
    );
  });
});

describe('companies (spec 2 §2 "/admin/companies")', () => {
  it('lists with search and plan filters and edits status, plan and notes with an audit entry', async () => {
    const co = await createCompany(t.db, { companyName: 'Zebra Analytics', planTier: 'free' });
    const list = await as(admin.cookie, 'GET', '/api/admin/companies?search=zebra&planTier=free');
    expect(list.json().items).toMatchObject([
      { id: co.id, companyName: 'Zebra Analytics', planTier: 'free', status: 'active' },
    ]);
    const res = await as(admin.cookie, 'PATCH', `/api/admin/companies/${co.id}`, {
      status: 'blacklisted',
      planTier: 'pro',
      hiringRoles: 'Data, ML',
      notes: 'Spam reports',
    });
    expect(res.json().changed).toBe(true);
    const detail = await as(admin.cookie, 'GET', `/api/admin/companies/${co.id}`);
    expect(detail.json()).toMatchObject({
      status: 'blacklisted',
      planTier: 'pro',
      hiringRoles: ['Data', 'ML'],
      notes: 'Spam reports',
    });
  });
});

async function introFixture(companyName = 'Intro Co') {
  const co = await createCompany(t.db, { companyName, planTier: 'pro' });
  const cand = await createCandidate(t.db, {
    firstName: 'Nia',
    lastName: 'Flow',
    status: 'approved',
  });
  const intro = await createIntro(t.db, { companyId: co.id, candidateId: cand.id }, 'accepted');
  return { co, cand, intro };
}

describe('intro requests and gigs (spec 2 §2, §4)', () => {
  it('sets any status with its side effects and logs it', async () => {
    const { intro } = await introFixture();
    const res = await as(admin.cookie, 'PATCH', `/api/admin/intro-requests/${intro.id}/status`, {
      status: 'meeting_completed',
    });
    expect(res.json()).toMatchObject({
      status: 'meeting_completed',
      meetingScheduled: true,
      meetingCompleted: true,
    });
    const missing = await as(
      admin.cookie,
      'PATCH',
      '/api/admin/intro-requests/00000000-0000-4000-8000-000000000000/status',
      { status: 'accepted' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('Update Error');
  });

  it('marks an accepted meeting scheduled once, and sends a reminder', async () => {
    const { intro } = await introFixture('Reminder Co');
    expect(
      (
        await as(admin.cookie, 'POST', `/api/admin/intro-requests/${intro.id}/mark-scheduled`)
      ).json().meetingScheduled,
    ).toBe(true);
    expect(
      (await as(admin.cookie, 'POST', `/api/admin/intro-requests/${intro.id}/mark-scheduled`))
        .statusCode,
    ).toBe(409);
    expect(
      (await as(admin.cookie, 'POST', `/api/admin/intro-requests/${intro.id}/reminder`)).json(),
    ).toEqual({ companyName: 'Reminder Co' });
  });

  it('exports all filtered rows as CSV with a header row, null as empty and formulas neutralised', async () => {
    const { co } = await introFixture('=HYPERLINK("http://evil")');
    await t.db.insert(gigs).values({
      companyId: co.id,
      title: '@SUM(A1:A9)',
      roleCategory: 'Other',
      description: 'd'.repeat(60),
      deliverables: 'x'.repeat(40),
      estimatedDuration: '1 week',
      budgetRange: '$1,000+',
      startDate: '2027-01-01',
    });
    const intros = await as(
      admin.cookie,
      'GET',
      '/api/admin/intro-requests/export.csv?company=hyperlink',
    );
    expect(intros.headers['content-disposition']).toContain('intro_requests_export.csv');
    const lines = intros.body.trim().split('\n');
    // `pay`: the stated compensation as it reads (issue #35, docs/decisions/077).
    expect(lines[0]).toBe(
      'id,company,candidate,candidate_role,status,role_description,message,pay,requested_on,meeting_scheduled,meeting_marked_by_company,meeting_completed,meeting_time,meeting_reminder_sent_at,candidate_response,outcome,outcome_reason,outcome_note',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toMatch(/,,accepted$|,,$/);

    const gigCsv = await as(admin.cookie, 'GET', '/api/admin/gigs/export.csv?search=SUM');
    expect(gigCsv.headers['content-disposition']).toContain('gigs_export.csv');
    expect(gigCsv.body).toContain("'@SUM(A1:A9)");
  });

  it('sets any gig status and deletes a gig', async () => {
    const co = await createCompany(t.db);
    const [gig] = await t.db
      .insert(gigs)
      .values({
        companyId: co.id,
        title: 'Admin gig',
        roleCategory: 'Other',
        description: 'd'.repeat(60),
        deliverables: 'x'.repeat(40),
        estimatedDuration: '1 week',
        budgetRange: '$1,000+',
        startDate: '2027-01-01',
      })
      .returning();
    expect(
      (
        await as(admin.cookie, 'PATCH', `/api/admin/gigs/${gig!.id}/status`, {
          status: 'cancelled',
        })
      ).json().status,
    ).toBe('cancelled');
    expect((await as(admin.cookie, 'DELETE', `/api/admin/gigs/${gig!.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(gigs).where(eq(gigs.id, gig!.id))).toHaveLength(0);
  });
});

describe('permanent deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log")', () => {
  it('removes the user, their intros and gigs, marks their e-mails, logs the counts — and nothing else', async () => {
    const { co, cand } = await introFixture('Doomed Co');
    const keep = await introFixture('Survivor Co');
    await t.db.insert(gigs).values([
      {
        companyId: co.id,
        title: 'Gig A',
        roleCategory: 'Other',
        description: 'd'.repeat(60),
        deliverables: 'x'.repeat(40),
        estimatedDuration: '1 week',
        budgetRange: '$1,000+',
        startDate: '2027-01-01',
      },
      {
        companyId: keep.co.id,
        title: 'Gig B',
        roleCategory: 'Other',
        description: 'd'.repeat(60),
        deliverables: 'x'.repeat(40),
        estimatedDuration: '1 week',
        budgetRange: '$1,000+',
        startDate: '2027-01-01',
      },
    ]);
    await t.db.insert(outboxEmails).values({
      template: 'accountCreationWelcome',
      to: [co.email],
      subject: 'Welcome Doomed Co',
      textBody: 'Doomed Co',
      htmlBody: '<p>Doomed Co</p>',
    });

    const details = await as(admin.cookie, 'GET', `/api/admin/users/${co.id}`);
    expect(details.json().associated).toEqual({ introRequests: 1, gigs: 1, emails: 1 });
    const wrong = await as(admin.cookie, 'DELETE', `/api/admin/users/${co.id}`, {
      confirmation: 'someone@else.com',
    });
    expect(wrong.statusCode).toBe(400);

    const res = await as(admin.cookie, 'DELETE', `/api/admin/users/${co.id}`, {
      confirmation: co.email,
      reason: 'Requested by the company',
    });
    expect(res.json()).toEqual({ intro_requests: 1, gigs: 1, email_logs_marked: 1 });
    const [log] = await t.db.select().from(deletionLog).where(eq(deletionLog.userId, co.id));
    expect(log).toMatchObject({
      userType: 'company',
      userName: 'Doomed Co',
      adminId: admin.id,
      canBeRestored: false,
      associatedRecordsDeleted: { intro_requests: 1, gigs: 1, email_logs_marked: 1 },
    });
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userDeleted, true));
    expect(mails.every((m) => !JSON.stringify(m).includes('Doomed'))).toBe(true);

    expect(await t.db.select().from(users).where(eq(users.id, co.id))).toHaveLength(0);
    expect(await t.db.select().from(candidates).where(eq(candidates.id, cand.id))).toHaveLength(1);
    expect(
      await t.db.select().from(introRequests).where(eq(introRequests.companyId, keep.co.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(gigs).where(eq(gigs.companyId, keep.co.id))).toHaveLength(1);
    const recent = await as(admin.cookie, 'GET', '/api/admin/deletion-log');
    expect(recent.json()[0]).toMatchObject({ userEmail: co.email });
  });

  it("blocks deleting users whose e-mail contains 'admin' ('Deletion Blocked')", async () => {
    const sneaky = await createCompany(t.db, { email: 'admin.team@startup.example' });
    const res = await as(admin.cookie, 'DELETE', `/api/admin/users/${sneaky.id}`, {
      confirmation: sneaky.email,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      title: 'Deletion Blocked',
      detail: 'Admin users cannot be deleted through this interface.',
    });
    const list = await as(admin.cookie, 'GET', '/api/admin/users?search=admin.team');
    expect(list.json().items[0]).toMatchObject({ deletable: false });
  });
});

describe('e-mail page (issue #7 /admin/emails)', () => {
  it('lists the outbox, shows a message and the configuration, and sends a test e-mail', async () => {
    const list = await as(admin.cookie, 'GET', '/api/admin/emails?template=candidateApproved');
    expect(list.json().items.length).toBeGreaterThan(0);
    const one = await as(admin.cookie, 'GET', `/api/admin/emails/${list.json().items[0].id}`);
    expect(one.json().htmlBody).toMatch(/^<!doctype html><html lang="en">/);
    expect((await as(admin.cookie, 'GET', '/api/admin/email-config')).json()).toMatchObject({
      transport: 'log',
      valid: true,
    });
    const test = await as(admin.cookie, 'POST', '/api/admin/emails/test', {
      to: 'ops@example.com',
    });
    expect(test.json()).toEqual({ ok: true, status: 'simulated', message: 'Email Simulated' });
  });
});
