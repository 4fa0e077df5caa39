/**
 * The double opt-in, enforced by the server (issue #11; docs/decisions/013, departing from spec 1
 * §2 "Intro confirmation page"): a company gets a candidate's e-mail, calendar link, LinkedIn,
 * portfolio, GitHub, personal site (docs/decisions/080, whatever the candidate's "Show before an
 * intro" choices) and résumé only while that candidate has accepted its intro — before, after a
 * decline, and for everyone else those fields are absent and the résumé route answers 404.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introRequests } from '../../../db/schema/index';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
  login,
  TEST_PAY,
} from '../../../../test/helpers';

const t = await buildTestApp();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const contactFields = [
  'email',
  'calendarUrl',
  'linkedinUrl',
  'portfolioUrl',
  'githubUrl',
  'personalSiteUrl',
  'resumeUrl',
];

async function get(url: string, cookie?: string) {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/**
 * A candidate with every contact detail and a résumé, and a company with an intro in `status`;
 * `showLinks` ticks the candidate's "Show before an intro" boxes (docs/decisions/080).
 */
async function pairIn(status: IntroStatus | null, showLinks = false) {
  const key = `resumes/contact-${Math.random().toString(36).slice(2)}.pdf`;
  await t.app.ctx.files.put(key, pdf);
  const cand = await createCandidate(t.db, {
    firstName: 'Noor',
    lastName: 'Vance',
    status: 'approved',
    calendarUrl: 'https://cal.com/noor',
    linkedinUrl: 'https://linkedin.com/in/noor',
    portfolioUrl: 'https://noor.dev',
    githubUrl: 'https://github.com/noor-vance',
    personalSiteUrl: 'https://noor-vance.example',
    showGithubBeforeIntro: showLinks,
    showPortfolioBeforeIntro: showLinks,
    showPersonalSiteBeforeIntro: showLinks,
    resumeKey: key,
    resumeFileName: 'noor.pdf',
  });
  const co = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
  const cookie = await login(t.app, co.email, 'company');
  const intro = status
    ? await createIntro(t.db, { companyId: co.id, candidateId: cand.id }, status)
    : null;
  return { cand, co, cookie, intro };
}

/** Every response a company can read about the candidate, and the résumé route's status. */
async function whatTheCompanySees(p: Awaited<ReturnType<typeof pairIn>>) {
  const detail = (await get(`/api/talent/${p.cand.id}`, p.cookie)).json();
  const card = (await get('/api/talent?q=noor&limit=100', p.cookie))
    .json()
    .items.find((c: { id: string }) => c.id === p.cand.id);
  const intro = p.intro ? (await get(`/api/intro-requests/${p.intro.id}`, p.cookie)).json() : null;
  const listed = p.intro
    ? (await get('/api/intro-requests', p.cookie))
        .json()
        .items.find((i: { id: string }) => i.id === p.intro!.id)
    : null;
  const resume = (await get(`/api/candidates/${p.cand.id}/resume`, p.cookie)).statusCode;
  return { detail, card, intro, listed, resume };
}

function expectNoContact(body: Record<string, unknown> | null | undefined, where: string) {
  if (!body) return;
  expect(body, where).not.toHaveProperty('contact');
  for (const field of [...contactFields, 'candidateEmail', 'candidateCalendarUrl'])
    expect(body, `${where}.${field}`).not.toHaveProperty(field);
  expect(JSON.stringify(body), where).not.toMatch(
    /cal\.com\/noor|linkedin\.com|noor\.dev|github\.com|noor-vance\.example|@/,
  );
}

const contact = (candidateId: string) => ({
  email: expect.stringContaining('@'),
  calendarUrl: 'https://cal.com/noor',
  linkedinUrl: 'https://linkedin.com/in/noor',
  portfolioUrl: 'https://noor.dev',
  githubUrl: 'https://github.com/noor-vance',
  personalSiteUrl: 'https://noor-vance.example',
  resumeUrl: `/api/candidates/${candidateId}/resume`,
});

describe('contact details reach a company only while the candidate has accepted its intro', () => {
  it.each([null, 'requested', 'declined'] as const)(
    'intro %s: every field is absent and the résumé answers 404',
    async (status) => {
      const p = await pairIn(status);
      const seen = await whatTheCompanySees(p);
      expectNoContact(seen.detail, 'GET /api/talent/:id');
      expectNoContact(seen.card, 'GET /api/talent card');
      expectNoContact(seen.intro, 'GET /api/intro-requests/:id');
      expectNoContact(seen.listed, 'GET /api/intro-requests item');
      expect(seen.resume).toBe(404);
    },
  );

  it.each([
    'accepted',
    'meeting_scheduled',
    'meeting_marked_by_company',
    'meeting_completed',
  ] as const)('intro %s: every field is there, and the résumé downloads', async (status) => {
    const p = await pairIn(status);
    const seen = await whatTheCompanySees(p);
    expect(seen.detail.contact).toEqual(contact(p.cand.id));
    expect(seen.intro.contact).toEqual(contact(p.cand.id));
    expect(seen.listed.contact).toEqual(contact(p.cand.id));
    // Feed cards never carry contact details.
    expectNoContact(seen.card, 'GET /api/talent card');
    expect(seen.resume).toBe(200);
  });

  it('GitHub and personal site are there after the yes whether or not the candidate shows them before an intro (ADR 080)', async () => {
    const shown = await pairIn('accepted', true);
    const seen = await whatTheCompanySees(shown);
    expect(seen.detail.contact).toEqual(contact(shown.cand.id));
    expect(seen.intro.contact).toEqual(contact(shown.cand.id));
    // Before the yes, only the links the candidate chose, on their public profile.
    const before = await pairIn('requested', true);
    expectNoContact((await whatTheCompanySees(before)).intro, 'requested, links shown');
    const profile = (await get(`/api/candidates/${before.cand.id}`, before.cookie)).json();
    expect(profile.links).toEqual({
      githubUrl: 'https://github.com/noor-vance',
      portfolioUrl: 'https://noor.dev',
      personalSiteUrl: 'https://noor-vance.example',
    });
  });

  it('a decline after acceptance closes them again; a re-request keeps them closed', async () => {
    const p = await pairIn('accepted');
    expect((await whatTheCompanySees(p)).resume).toBe(200);
    const admin = await injectAs(t, 'admin');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/intro-requests/${p.intro!.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'declined' },
    });
    let seen = await whatTheCompanySees(p);
    expectNoContact(seen.detail, 'after decline');
    expect(seen.resume).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/intro-requests',
      headers: { cookie: p.cookie },
      payload: { ...TEST_PAY, candidateId: p.cand.id },
    });
    expect(again.statusCode).toBe(201);
    const [row] = await t.db.select().from(introRequests).where(eq(introRequests.id, p.intro!.id));
    expect(row!.status).toBe('requested');
    seen = await whatTheCompanySees(p);
    expectNoContact(seen.detail, 'after re-request');
    expect(seen.resume).toBe(404);
  });

  it('another company, visitors and other candidates never see them; the candidate and admins reach the résumé', async () => {
    const p = await pairIn('accepted');
    const other = await injectAs(t, 'company');
    const otherCandidate = await injectAs(t, 'candidate');
    const admin = await injectAs(t, 'admin');
    const own = await login(t.app, p.cand.email, 'candidate');
    const url = `/api/talent/${p.cand.id}`;
    expectNoContact((await get(url, other.cookie)).json(), 'other company');
    expectNoContact((await get(url)).json(), 'visitor');
    expectNoContact((await get(url, otherCandidate.cookie)).json(), 'other candidate');
    expect(
      (await get(`/api/intro-requests/${p.intro!.id}`, other.cookie)).statusCode,
      "another company's request",
    ).toBe(404);
    const resume = `/api/candidates/${p.cand.id}/resume`;
    expect((await get(resume, other.cookie)).statusCode).toBe(404);
    expect((await get(resume)).statusCode).toBe(401);
    expect((await get(resume, otherCandidate.cookie)).statusCode).toBe(404);
    expect((await get(resume, own)).statusCode).toBe(200);
    expect((await get(resume, admin.cookie)).statusCode).toBe(200);
  });
});
