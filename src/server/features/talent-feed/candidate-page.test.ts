/**
 * The candidate profile page API, `GET /api/candidates/{id}` (issue #15 "Candidate profile page"):
 * everything the card shows and more for everyone; contact details (e-mail, calendar link,
 * LinkedIn, portfolio, résumé) only for a company whose intro the candidate has accepted — the
 * double opt-in of docs/decisions/013; 404 for a candidate who is not approved. Also the title,
 * description and Open Graph tags the server writes into `/talent/{id}`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
  login,
} from '../../../../test/helpers';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'warmintro-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="description" content="WarmIntro connects startups." />\n<title>WarmIntro</title></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webRoot, 'assets'));

const t = await buildTestApp({ APP_URL: 'https://warmintro.test' }, { webRoot });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const longBio =
  'Builds payment systems that do not fall over. Led the move of a ledger to event sourcing, ' +
  'mentored five engineers, and speaks at meetups about idempotency. Likes boring technology.';

async function candidate(values: Parameters<typeof createCandidate>[1] = {}) {
  const key = `resumes/page-${Math.random().toString(36).slice(2)}.pdf`;
  await t.app.ctx.files.put(key, pdf);
  return createCandidate(t.db, {
    firstName: 'Imani',
    lastName: 'Okafor',
    role: 'Backend Engineer',
    status: 'approved',
    bio: longBio,
    skills: ['Go', 'PostgreSQL', 'Kafka', 'Kubernetes', 'gRPC', 'Terraform'],
    experienceYears: 8,
    location: 'Remote (EU)',
    availability: 'contract',
    availabilityDate: '2027-02-01',
    salaryRange: '$100k – $150k',
    hourlyRate: 95,
    calendarUrl: 'https://cal.com/imani',
    linkedinUrl: 'https://linkedin.com/in/imani',
    portfolioUrl: 'https://imani.dev',
    resumeKey: key,
    resumeFileName: 'imani.pdf',
    ...values,
  });
}

async function page(id: string, cookie?: string) {
  return t.app.inject({ url: `/api/candidates/${id}`, headers: cookie ? { cookie } : {} });
}

/** A company (Pro, onboarded) with an intro to `candidateId` in `status`, logged in. */
async function companyWith(candidateId: string, status: IntroStatus | null) {
  const co = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
  const cookie = await login(t.app, co.email, 'company');
  const intro = status ? await createIntro(t.db, { companyId: co.id, candidateId }, status) : null;
  return { co, cookie, intro };
}

function expectNoContact(body: Record<string, unknown>, who: string) {
  expect(body, who).not.toHaveProperty('contact');
  expect(JSON.stringify(body), who).not.toMatch(/cal\.com|linkedin\.com|imani\.dev|@|resume/);
}

describe('GET /api/candidates/{id} (issue #15 candidate profile page)', () => {
  it('shows a visitor the whole profile: full bio, every skill, availability, rate, salary — no contact, no intro', async () => {
    const cand = await candidate();
    const res = await page(cand.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: cand.id,
      name: 'Imani Okafor',
      role: 'Backend Engineer',
      bio: longBio,
      skills: ['Go', 'PostgreSQL', 'Kafka', 'Kubernetes', 'gRPC', 'Terraform'],
      experience: '8 years',
      location: 'Remote (EU)',
      availability: 'contract',
      availabilityDate: '2027-02-01',
      salaryRange: '$100k – $150k',
      hourlyRate: 95,
      intro: null,
    });
    expectNoContact(body, 'visitor');
  });

  it("hides the salary range when it is 'Prefer not to disclose' (spec 1 §2)", async () => {
    const cand = await candidate({
      salaryRange: 'Prefer not to disclose',
    });
    const body = (await page(cand.id)).json();
    expect(body.salaryRange).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Prefer not to disclose');
  });

  it.each(['pending', 'rejected', 'suspended', 'hidden'] as const)(
    'answers 404 for a %s candidate, to visitors and to admins alike',
    async (status) => {
      const cand = await candidate({ status });
      const visitor = await page(cand.id);
      expect(visitor.statusCode).toBe(404);
      expect(visitor.json().detail).toBe(
        'Candidate data not found. Please try again from the talent feed.',
      );
      const admin = await injectAs(t, 'admin');
      expect((await page(cand.id, admin.cookie)).statusCode).toBe(404);
    },
  );

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await page('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await page('not-a-uuid')).statusCode).toBe(404);
  });

  it('gives a company with no intro the Request Intro state and no contact details', async () => {
    const cand = await candidate();
    const { cookie } = await companyWith(cand.id, null);
    const body = (await page(cand.id, cookie)).json();
    expect(body.intro).toBeNull();
    expectNoContact(body, 'company without an intro');
  });

  it.each(['requested', 'declined', 'expired'] as const)(
    'gives a company whose intro is %s its intro state but no contact details',
    async (status) => {
      const cand = await candidate();
      const { cookie, intro } = await companyWith(cand.id, status);
      const body = (await page(cand.id, cookie)).json();
      expect(body.intro).toMatchObject({ id: intro!.id, status });
      expectNoContact(body, `company with a ${status} intro`);
    },
  );

  it.each(['accepted', 'meeting_scheduled', 'meeting_completed'] as const)(
    'gives a company whose intro is %s the contact details, résumé included',
    async (status) => {
      const cand = await candidate();
      const { cookie, intro } = await companyWith(cand.id, status);
      const body = (await page(cand.id, cookie)).json();
      expect(body.intro).toMatchObject({ id: intro!.id, status });
      expect(body.contact).toEqual({
        email: cand.email,
        calendarUrl: 'https://cal.com/imani',
        linkedinUrl: 'https://linkedin.com/in/imani',
        portfolioUrl: 'https://imani.dev',
        // No GitHub or personal site given (docs/decisions/080: they join after the yes).
        githubUrl: null,
        personalSiteUrl: null,
        resumeUrl: `/api/candidates/${cand.id}/resume`,
      });
    },
  );

  it('never shows another company the contact details or the intro of the company the candidate accepted', async () => {
    const cand = await candidate();
    await companyWith(cand.id, 'accepted');
    const other = await companyWith(cand.id, null);
    const body = (await page(cand.id, other.cookie)).json();
    expect(body.intro).toBeNull();
    expectNoContact(body, 'another company');
  });

  it('shows candidates (the profile owner too) and admins the public view: no contact, no intro', async () => {
    const cand = await candidate();
    await companyWith(cand.id, 'accepted');
    const self = await login(t.app, cand.email, 'candidate');
    const other = await injectAs(t, 'candidate');
    const admin = await injectAs(t, 'admin');
    for (const [who, cookie] of [
      ['the candidate', self],
      ['another candidate', other.cookie],
      ['an admin', admin.cookie],
    ] as const) {
      const res = await page(cand.id, cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().intro, who).toBeNull();
      expectNoContact(res.json(), who);
    }
  });
});

describe('/talent/{id} served with its title, description and Open Graph tags (issue #15 "Good for sharing")', () => {
  it("writes the candidate's name, role and bio into the page's head, escaped", async () => {
    const cand = await candidate({
      firstName: 'Léa <b>',
      lastName: '"Quote"',
      bio: 'Ships & tests.',
    });
    const res = await t.app.inject(`/talent/${cand.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain(
      '<title>Léa &lt;b&gt; &quot;Quote&quot;, Backend Engineer | WarmIntro</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Léa &lt;b&gt; &quot;Quote&quot;, Backend Engineer | WarmIntro" />',
    );
    expect(html).toMatch(/<meta name="description" content="[^"]*Ships &amp; tests\.[^"]*" \/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Ships &amp; tests\./);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://warmintro.test/talent/${cand.id}" />`,
    );
    expect(html).not.toContain('<b>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers 404 with the plain page for a candidate who is not approved, unknown or malformed, and leaves other pages alone (issue #30)', async () => {
    const cand = await candidate({ status: 'pending' });
    for (const url of [
      `/talent/${cand.id}`,
      '/talent/3f1c2a9e-8d4b-4c1e-9f2a-1b2c3d4e5f60',
      '/talent/not-an-id',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      // The app's shell, which shows the not-found page; nothing about the candidate.
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<title>WarmIntro</title>');
      expect(res.body, url).not.toContain('Imani');
      expect(res.body, url).not.toContain('og:title');
    }
    const feed = await t.app.inject('/talent');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title>WarmIntro</title>');
  });
});

describe('/companies/{id} served to the browser (issue #30: unknown addresses answer 404)', () => {
  it('serves an active company page and answers 404 for a company that is not active, unknown or malformed', async () => {
    const active = await createCompany(t.db, { companyName: 'Active Page Co' });
    const paused = await createCompany(t.db, { status: 'paused' });
    const ok = await t.app.inject(`/companies/${active.id}`);
    expect(ok.statusCode).toBe(200);
    for (const url of [
      `/companies/${paused.id}`,
      '/companies/3f1c2a9e-8d4b-4c1e-9f2a-1b2c3d4e5f60',
      '/companies/acme',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('a candidate seen by signed-in companies only (issue #30, docs/decisions/060)', () => {
  it('is, for visitors and other candidates, as one who does not exist: no card, no total, 404 for the profile and its page', async () => {
    const hidden = await candidate({ firstName: 'Zephyrine', visibility: 'signed_in_companies' });
    const shown = await candidate({ firstName: 'Zephyrella' });
    const other = await injectAs(t, 'candidate');
    const unknown = '3f1c2a9e-8d4b-4c1e-9f2a-1b2c3d4e5f61';
    for (const [who, cookie] of [
      ['a visitor', undefined],
      ['another candidate', other.cookie],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      const feed = await t.app.inject({ url: '/api/talent?q=zephyr', headers });
      expect(
        feed.json().items.map((c: { id: string }) => c.id),
        who,
      ).toEqual([shown.id]);
      expect(feed.json().total, who).toBe(1);
      // The same answers as for an id that belongs to no one.
      for (const url of [`/api/candidates/${hidden.id}`, `/api/talent/${hidden.id}`]) {
        const res = await t.app.inject({ url, headers });
        const none = await t.app.inject({ url: url.replace(hidden.id, unknown), headers });
        expect(res.statusCode, `${who} ${url}`).toBe(404);
        expect(res.json(), `${who} ${url}`).toEqual(none.json());
      }
      const html = await t.app.inject({ url: `/talent/${hidden.id}`, headers });
      expect(html.statusCode, who).toBe(404);
      expect(html.body, who).not.toContain('Zephyrine');
      expect(html.body, who).not.toContain('og:title');
    }
  });

  it('shows companies, admins and the candidate themself the profile, its page and the card', async () => {
    const hidden = await candidate({ firstName: 'Zinnia', visibility: 'signed_in_companies' });
    const { cookie: company } = await companyWith(hidden.id, null);
    const admin = await injectAs(t, 'admin');
    const self = await login(t.app, hidden.email, 'candidate');
    for (const [who, cookie] of [
      ['a company', company],
      ['an admin', admin.cookie],
      ['the candidate', self],
    ] as const) {
      const res = await page(hidden.id, cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().name, who).toBe('Zinnia Okafor');
      const html = await t.app.inject({ url: `/talent/${hidden.id}`, headers: { cookie } });
      expect(html.statusCode, who).toBe(200);
      expect(html.body, who).toContain(
        '<title>Zinnia Okafor, Backend Engineer | WarmIntro</title>',
      );
    }
    for (const [who, cookie] of [
      ['a company', company],
      ['an admin', admin.cookie],
    ] as const) {
      const feed = await t.app.inject({ url: '/api/talent?q=zinnia', headers: { cookie } });
      expect(
        feed.json().items.map((c: { id: string }) => c.id),
        who,
      ).toEqual([hidden.id]);
    }
  });
});
