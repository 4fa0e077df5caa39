/**
 * Candidate API (spec 2 §2 "Candidate side", §3 "Candidate", §5 "Candidate signup" — both forms
 * merged, DESIGN.md "Departures" — and "Candidate login"; issue #5 résumé files and permissions).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, deletionLog, outboxEmails, users } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
  TEST_PAY,
} from '../../../../test/helpers';

const t = await buildTestApp({ TEAM_EMAIL: 'team@warmintro.test', SEED_DEMO: 'true' });

const valid = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.com',
  password: 'rosa-secret-1',
  confirmPassword: 'rosa-secret-1',
  role: 'Security Engineer',
  experienceYears: '6',
  skills: 'Go, Rust, , go, Kubernetes ',
  locationType: 'Hybrid (City)',
  city: 'Lisbon',
  availability: 'contract',
  availabilityDate: '2027-01-15',
  calendarUrl: 'https://cal.com/rosa',
  portfolioUrl: 'https://www.linkedin.com/in/rosadiaz',
  linkedinUrl: '',
  salaryRange: '$100k – $150k',
  bio: 'Breaks things safely.',
  consent: 'true',
};

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const elf = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120, 1),
]);

function form(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file)
    body.append(
      'resume',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  return body;
}
function signup(body: FormData | object) {
  return t.app.inject({ method: 'POST', url: '/api/candidates', payload: body as never });
}

describe('POST /api/candidates (spec 2 §5 "Candidate signup")', () => {
  it('creates a pending candidate with a résumé, starts a session and queues both e-mails', async () => {
    const res = await signup(form(valid, { name: 'Rosa CV.pdf', data: pdf }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isValid: true,
      userType: 'candidate',
      user: { firstName: 'Rosa' },
    });
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;

    const me = (await t.app.inject({ url: '/api/candidates/me', headers: { cookie } })).json();
    expect(me).toMatchObject({
      email: 'rosa@example.com',
      status: 'pending',
      onboardingStatus: 'pending_review',
      skills: ['Go', 'Rust', 'Kubernetes'],
      location: 'Hybrid (Lisbon)',
      experienceYears: 6,
      linkedinUrl: 'https://www.linkedin.com/in/rosadiaz',
      resume: { fileName: 'Rosa CV.pdf' },
      stats: { introRequests: 0, activeGigs: 0 },
    });
    const file = await t.app.inject({ url: me.resume.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const templates = (await t.db.select().from(outboxEmails)).map(
      (m) => `${m.template}:${m.to.join()}`,
    );
    expect(templates).toEqual(
      expect.arrayContaining([
        'candidateSignupConfirmation:rosa@example.com',
        'adminAlertNewCandidate:team@warmintro.test',
      ]),
    );

    const feed = await t.app.inject({ url: '/api/talent', query: { q: 'rosa' } });
    expect(feed.json().total).toBe(0);
  });

  it('accepts a JSON signup without a résumé', async () => {
    const res = await signup({ ...valid, email: 'json@example.com', consent: true });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a duplicate e-mail with the spec texts (spec 2 §8)', async () => {
    const res = await signup(form({ ...valid, email: 'ROSA@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      title: 'Email Already Registered',
      detail: 'This email is already in our talent pool. We will reach out if there is a match.',
      errors: {
        email: 'An account with this email already exists. Please log in or use a different email.',
      },
    });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First Name is required.'],
    ['lastName', { lastName: '' }, 'Last Name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: 'rosa' }, 'Email is invalid.'],
    [
      'password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters.',
    ],
    ['confirmPassword', { confirmPassword: 'different-1' }, 'Passwords do not match.'],
    ['role', { role: '' }, 'Current or Most Recent Role is required.'],
    [
      'experienceYears',
      { experienceYears: '-2' },
      'Please enter a valid number for years of experience.',
    ],
    [
      'experienceYears',
      { experienceYears: 'ten' },
      'Please enter a valid number for years of experience.',
    ],
    ['skills', { skills: ' , ' }, 'Please list some of your key skills.'],
    ['locationType', { locationType: '' }, 'Location is required.'],
    [
      'city',
      { locationType: 'On-site (City)', city: '' },
      'Please specify the city for Hybrid/On-site location.',
    ],
    ['availabilityDate', { availabilityDate: '' }, 'Availability Date is required.'],
    ['calendarUrl', { calendarUrl: '' }, 'Calendar Link is required.'],
    [
      'calendarUrl',
      { calendarUrl: 'cal.com/rosa' },
      'Please enter a valid URL for your calendar link (e.g. https://calendly.com/your-link).',
    ],
    ['portfolioUrl', { portfolioUrl: 'ftp://x.y' }, 'Please enter a valid URL.'],
    [
      'linkedinUrl',
      { linkedinUrl: 'https://example.com/rosa' },
      'Please enter a valid LinkedIn profile URL (e.g. https://www.linkedin.com/in/yourname).',
    ],
    ['salaryRange', { salaryRange: '' }, 'Please select a salary range.'],
    ['bio', { bio: 'x'.repeat(301) }, 'Bio must be 300 characters or less.'],
    // Issue #30: a value over its limit says so, not that it is missing.
    ['firstName', { firstName: 'F'.repeat(101) }, 'First Name must be at most 100 characters.'],
    ['lastName', { lastName: 'L'.repeat(101) }, 'Last Name must be at most 100 characters.'],
    // Issue #31, finding 2: a name is one line (it becomes a calendar file's CN=).
    ['firstName', { firstName: 'Kim\r\nX-A: 1' }, 'First Name must be on one line.'],
    ['lastName', { lastName: 'Lee\tTab' }, 'Last Name must be on one line.'],
    [
      'role',
      { role: 'R'.repeat(201) },
      'Current or Most Recent Role must be at most 200 characters.',
    ],
    ['skills', { skills: 'Go, '.repeat(501) }, 'Skills must be at most 2000 characters.'],
    [
      'calendarUrl',
      { calendarUrl: `https://cal.com/${'x'.repeat(500)}` },
      'Calendar Link must be at most 500 characters.',
    ],
    ['consent', { consent: 'false' }, 'You must agree to be contacted.'],
  ])('%s: %j → "%s"', async (field, change, message) => {
    const res = await signup(form({ ...valid, email: 'new@example.com', ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a renamed executable and stores nothing', async () => {
    const res = await signup(
      form({ ...valid, email: 'exe@example.com' }, { name: 'resume.pdf', data: elf }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      resume: 'Please upload your résumé as a .pdf, .doc or .docx file.',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'exe@example.com'))).toHaveLength(
      0,
    );
  });

  it('refuses a résumé over 5 MB', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const res = await signup(
      form({ ...valid, email: 'big@example.com' }, { name: 'big.pdf', data: big }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ resume: 'Your résumé must be 5 MB or smaller.' });
  });
});

describe('the candidate’s own data', () => {
  it('edits the profile but never the e-mail (spec 2 §2, §6)', async () => {
    const me = await injectAs(t, 'candidate');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidates/me',
      headers: { cookie: me.cookie },
      payload: {
        ...valid,
        email: 'changed@example.com',
        skills: 'Elixir',
        locationType: 'Remote (EU)',
        city: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: me.email,
      skills: ['Elixir'],
      location: 'Remote (EU)',
    });
  });

  it('a candidate reaches only their own résumé; companies need an accepted intro; admins may', async () => {
    const owner = await createCandidate(t.db, {
      resumeKey: 'resumes/test-owner.pdf',
      resumeFileName: 'cv.pdf',
    });
    await t.app.ctx.files.put('resumes/test-owner.pdf', pdf);
    const other = await injectAs(t, 'candidate');
    const url = `/api/candidates/${owner.id}/resume`;
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const company = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
    const companyCookie = await login(t.app, company.email, 'company');
    expect((await t.app.inject({ url, headers: { cookie: companyCookie } })).statusCode).toBe(404);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/intro-requests',
      headers: { cookie: companyCookie },
      payload: { ...TEST_PAY, candidateId: owner.id },
    });
    // A request alone does not open the résumé (docs/decisions/013): the candidate must accept.
    expect((await t.app.inject({ url, headers: { cookie: companyCookie } })).statusCode).toBe(404);
    const ownerCookie = await login(t.app, owner.email, 'candidate');
    await t.app.inject({
      method: 'POST',
      url: `/api/candidates/me/intro-requests/${requested.json().id}/respond`,
      headers: { cookie: ownerCookie },
      payload: { response: 'accepted' },
    });
    expect((await t.app.inject({ url, headers: { cookie: companyCookie } })).statusCode).toBe(200);
    const admin = await injectAs(t, 'admin');
    expect((await t.app.inject({ url, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('companies cannot use candidate routes', async () => {
    const company = await injectAs(t, 'company');
    expect(
      (await t.app.inject({ url: '/api/candidates/me', headers: { cookie: company.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('exports their data and deletes the account with its résumé', async () => {
    const res0 = await signup(
      form({ ...valid, email: 'bye@example.com' }, { name: 'cv.pdf', data: pdf }),
    );
    const cookie = `${SESSION_COOKIE}=${res0.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const exported = await t.app.inject({ url: '/api/candidates/me/export', headers: { cookie } });
    expect(exported.json().profile).toMatchObject({ email: 'bye@example.com' });
    const [row] = await t.db
      .select()
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
      .where(eq(users.email, 'bye@example.com'));
    const key = row!.candidates.resumeKey!;
    expect(await t.app.ctx.files.get(key)).not.toBeNull();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidates/me',
      headers: { cookie },
      payload: { confirmation: 'bye@example.com' },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.app.ctx.files.get(key)).toBeNull();
    const [log] = await t.db
      .select()
      .from(deletionLog)
      .where(eq(deletionLog.userEmail, 'bye@example.com'));
    expect(log).toMatchObject({ userType: 'candidate', userName: 'Rosa Diaz' });
  });
});

describe('GET /api/demo/test-account (spec 2 §2 test-account hint)', () => {
  it('shows the seeded test candidate login in demo mode only', async () => {
    expect((await t.app.inject('/api/demo/test-account')).json()).toEqual({
      email: 'test.candidate@warmintro.example',
      password: 'warmintro-demo',
    });
    const prod = await buildTestApp({ SEED_DEMO: 'false' });
    expect((await prod.app.inject('/api/demo/test-account')).statusCode).toBe(404);
  });
});
