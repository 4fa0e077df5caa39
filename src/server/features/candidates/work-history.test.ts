/**
 * Work history and pre-intro links (issue #35 part 4, docs/decisions/080): the candidate's own
 * edit (the whole list in order, the shared schema's messages), only the owner candidate, the data
 * export, the public profile page showing the jobs and only the links chosen (LinkedIn never before
 * an intro, docs/decisions/013), the current employer, and the feed search finding a past company
 * or title.
 */
import { describe, expect, it } from 'vitest';
import { workHistoryMessages } from '../../../shared/candidates/work-history';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  injectWith,
  login,
} from '../../../../test/helpers';
import { currentEmployerOf } from './index';

const t = await buildTestApp();

const acme = {
  company: 'Acme Rockets',
  companyDomain: 'https://www.Acme-Rockets.com/',
  title: 'Staff Engineer',
  startMonth: '2021-03',
  endMonth: '',
  summary: 'Led the launch control rewrite.',
};
const globex = {
  company: 'Globex Dynamics',
  title: 'Backend Developer',
  startMonth: '2017-06',
  endMonth: '2021-02',
  summary: '',
};

async function approvedCandidate() {
  const c = await createCandidate(t.db, {
    firstName: 'Ines',
    lastName: 'Moreau',
    role: 'Staff Engineer',
    status: 'approved',
    portfolioUrl: 'https://ines.dev',
    linkedinUrl: 'https://linkedin.com/in/ines',
  });
  return { ...c, cookie: await login(t.app, c.email, 'candidate') };
}

const put = (cookie: string, entries: object[]) =>
  injectWith(t, cookie, 'PUT', '/api/candidates/me/work-history', { entries });

describe('the candidate edits their work history (ADR 080)', () => {
  it('adds, reorders, edits and removes jobs; the profile returns them in order', async () => {
    const me = await approvedCandidate();
    const added = await put(me.cookie, [acme, globex]);
    expect(added.statusCode).toBe(200);
    expect(added.json().workHistory).toEqual([
      { ...acme, companyDomain: 'acme-rockets.com', endMonth: null },
      { ...globex, companyDomain: null },
    ]);
    const reordered = await put(me.cookie, [
      { ...globex, title: 'Senior Backend Developer' },
      acme,
    ]);
    expect(reordered.json().workHistory.map((j: { title: string }) => j.title)).toEqual([
      'Senior Backend Developer',
      'Staff Engineer',
    ]);
    await put(me.cookie, [acme]);
    const profile = await injectWith(t, me.cookie, 'GET', '/api/candidates/me');
    expect(profile.json().workHistory).toHaveLength(1);
    expect(await currentEmployerOf(t.db, me.id)).toEqual({
      company: 'Acme Rockets',
      domain: 'acme-rockets.com',
    });
    await put(me.cookie, []);
    expect(await currentEmployerOf(t.db, me.id)).toBeNull();
  });

  it("refuses what the rules don't allow with the field's message, and stores nothing", async () => {
    const me = await approvedCandidate();
    await put(me.cookie, [globex]);
    const cases: [object[], string, string][] = [
      [[{ ...acme, company: ' ' }], 'entries.0.company', workHistoryMessages.companyRequired],
      [[{ ...acme, title: '' }], 'entries.0.title', workHistoryMessages.titleRequired],
      [[{ ...acme, title: 'A\nB' }], 'entries.0.title', 'Title must be on one line.'],
      [
        [{ ...acme, startMonth: '2021-13' }],
        'entries.0.startMonth',
        workHistoryMessages.startRequired,
      ],
      [[{ ...acme, startMonth: '2999-01' }], 'entries.0.startMonth', workHistoryMessages.inFuture],
      [
        [{ ...globex, endMonth: '2016-01' }],
        'entries.0.endMonth',
        workHistoryMessages.endBeforeStart,
      ],
      [[acme, { ...globex, endMonth: '' }], 'entries.1.endMonth', workHistoryMessages.oneCurrent],
      [
        [{ ...acme, companyDomain: 'not a domain' }],
        'entries.0.companyDomain',
        workHistoryMessages.domainInvalid,
      ],
      [
        [{ ...acme, summary: 'x'.repeat(201) }],
        'entries.0.summary',
        'What you did must be at most 200 characters.',
      ],
      [Array.from({ length: 21 }, () => globex), 'entries', workHistoryMessages.tooMany],
    ];
    for (const [entries, field, message] of cases) {
      const res = await put(me.cookie, entries);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
    const profile = await injectWith(t, me.cookie, 'GET', '/api/candidates/me');
    expect(profile.json().workHistory).toEqual([{ ...globex, companyDomain: null }]);
  });

  it('only a signed-in candidate edits, and only their own (DESIGN.md "Roles")', async () => {
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/candidates/me/work-history',
      payload: { entries: [acme] },
    });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['company', 'admin'] as const) {
      const other = await injectAs(t, role);
      expect((await put(other.cookie, [acme])).statusCode).toBe(403);
      const links = await injectWith(t, other.cookie, 'PUT', '/api/candidates/me/links', {});
      expect(links.statusCode).toBe(403);
    }
    const a = await approvedCandidate();
    const b = await approvedCandidate();
    await put(a.cookie, [acme]);
    await put(b.cookie, [globex]);
    const aSees = await injectWith(t, a.cookie, 'GET', '/api/candidates/me');
    expect(aSees.json().workHistory.map((j: { company: string }) => j.company)).toEqual([
      'Acme Rockets',
    ]);
  });

  it('the data export carries the work history and links (issue #5 "download my data")', async () => {
    const me = await approvedCandidate();
    await put(me.cookie, [acme]);
    await injectWith(t, me.cookie, 'PUT', '/api/candidates/me/links', {
      githubUrl: 'https://github.com/ines',
    });
    const exported = (await injectWith(t, me.cookie, 'GET', '/api/candidates/me/export')).json();
    expect(exported.profile.workHistory[0]).toMatchObject({ company: 'Acme Rockets' });
    expect(exported.profile.links.githubUrl).toBe('https://github.com/ines');
  });
});

describe('the profile page shows work history and only the links chosen (ADR 080, ADR 013)', () => {
  it('links are off by default; chosen ones show to everyone; LinkedIn never before an intro', async () => {
    const me = await approvedCandidate();
    await put(me.cookie, [acme, globex]);
    const page = async () => (await t.app.inject({ url: `/api/candidates/${me.id}` })).json();
    const before = await page();
    expect(before.workHistory).toEqual([
      {
        company: 'Acme Rockets',
        title: 'Staff Engineer',
        startMonth: '2021-03',
        endMonth: null,
        summary: acme.summary,
      },
      { ...globex, endMonth: '2021-02' },
    ]);
    expect(before.links).toEqual({});

    const bad = await injectWith(t, me.cookie, 'PUT', '/api/candidates/me/links', {
      githubUrl: 'https://gitlab.com/ines',
      personalSiteUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      githubUrl: workHistoryMessages.githubInvalid,
      personalSiteUrl: 'Please enter a valid URL.',
    });

    const saved = await injectWith(t, me.cookie, 'PUT', '/api/candidates/me/links', {
      githubUrl: 'https://github.com/ines',
      personalSiteUrl: 'https://moreau.example',
      showGithubBeforeIntro: true,
      showPortfolioBeforeIntro: true,
      showPersonalSiteBeforeIntro: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().links).toEqual({
      githubUrl: 'https://github.com/ines',
      personalSiteUrl: 'https://moreau.example',
      showGithubBeforeIntro: true,
      showPortfolioBeforeIntro: true,
      showPersonalSiteBeforeIntro: false,
    });
    const after = await page();
    expect(after.links).toEqual({
      githubUrl: 'https://github.com/ines',
      portfolioUrl: 'https://ines.dev',
    });
    expect(JSON.stringify(after)).not.toContain('linkedin');
    expect(JSON.stringify(after)).not.toContain('moreau.example');
    expect(JSON.stringify(after)).not.toContain('acme-rockets.com');
  });
});

describe('the feed search finds past titles and companies (ADR 080, spec 1 §5)', () => {
  it('a company finds the candidate by a past company and a past title', async () => {
    const me = await approvedCandidate();
    const company = await injectAs(t, 'company');
    const search = async (q: string) =>
      (await injectWith(t, company.cookie, 'GET', `/api/talent?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { id: string }) => c.id);
    expect(await search('Initech Orbital')).not.toContain(me.id);
    await put(me.cookie, [
      acme,
      { ...globex, company: 'Initech Orbital', title: 'Rocket Whisperer' },
    ]);
    expect(await search('Initech Orbital')).toEqual([me.id]);
    expect(await search('rocket whisperer')).toContain(me.id);
    await put(me.cookie, [acme]);
    expect(await search('Initech Orbital')).toEqual([]);
  });
});

describe('the current job on the talent card and profile, for the intro request dialog (ADR 080)', () => {
  it('a company sees it on the card and the profile, follows an edit at once; a visitor card has none', async () => {
    const me = await approvedCandidate();
    const company = await injectAs(t, 'company');
    const card = async (cookie?: string) =>
      (
        await t.app.inject({
          url: '/api/talent?q=ines%20moreau&limit=100',
          headers: cookie ? { cookie } : {},
        })
      )
        .json()
        .items.find((c: { id: string }) => c.id === me.id);
    const detail = async (cookie?: string) =>
      (
        await t.app.inject({ url: `/api/talent/${me.id}`, headers: cookie ? { cookie } : {} })
      ).json();
    expect((await card(company.cookie)).currentJob).toBeNull();

    await put(me.cookie, [acme, globex]);
    const now = { title: 'Staff Engineer', company: 'Acme Rockets' };
    expect((await card(company.cookie)).currentJob).toEqual(now);
    expect((await detail(company.cookie)).currentJob).toEqual(now);
    expect((await detail()).currentJob).toEqual(now);
    // The public's feed pages skip this read (the dialog is a company's).
    expect((await card()).currentJob).toBeNull();

    // Ending the job changes no title or company, so not the candidate row: still read at once.
    await put(me.cookie, [{ ...acme, endMonth: '2024-01' }, globex]);
    expect((await card(company.cookie)).currentJob).toBeNull();
    expect((await detail(company.cookie)).currentJob).toBeNull();
  });
});
