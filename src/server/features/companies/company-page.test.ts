/**
 * Company profiles and Browse Companies (issue #15; spec 1 §2 "/talent … Browse Companies for
 * candidates", spec 1 §2 "Company dashboard" account tab): the public fields a company edits in
 * its Account tab, and what candidates (and admins) read — active companies only, searched and
 * paginated by the server, never the budget, the contact person, the e-mail or admin notes.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, createCompany, injectAs, login } from '../../../../test/helpers';

const t = await buildTestApp();

async function company(values: Parameters<typeof createCompany>[1] = {}) {
  const c = await createCompany(t.db, { onboardingStatus: 'complete', ...values });
  return { ...c, cookie: await login(t.app, c.email, 'company') };
}

function patch(cookie: string, payload: object) {
  return t.app.inject({ method: 'PATCH', url: '/api/companies/me', headers: { cookie }, payload });
}
function get(url: string, cookie?: string) {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

const account = {
  hiringRoles: ['Engineering', 'Design'],
  timezone: 'UTC+1 (Central European Time)',
};

describe('the public profile in the Account tab (issue #15)', () => {
  it('saves website, description, size, stage and headquarters, and answers them on /api/companies/me', async () => {
    const co = await company({ companyName: 'Fjord Analytics' });
    const res = await patch(co.cookie, {
      companyName: 'Fjord Analytics',
      ...account,
      website: 'https://fjord.example',
      description: '  We turn shipping data into forecasts.  ',
      companySize: '11–50',
      stage: 'Series A',
      headquarters: 'Oslo, Norway',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      website: 'https://fjord.example',
      description: 'We turn shipping data into forecasts.',
      companySize: '11–50',
      stage: 'Series A',
      headquarters: 'Oslo, Norway',
    });
    // Left out: kept. Empty: cleared.
    const kept = await patch(co.cookie, { companyName: 'Fjord Analytics', ...account });
    expect(kept.json()).toMatchObject({ website: 'https://fjord.example', stage: 'Series A' });
    const cleared = await patch(co.cookie, {
      companyName: 'Fjord Analytics',
      ...account,
      website: '',
      stage: '',
    });
    expect(cleared.json()).toMatchObject({ website: null, stage: null, companySize: '11–50' });
  });

  it('refuses a description over 500 characters, a link that is not http(s), and sizes or stages off the list', async () => {
    const co = await company();
    const res = await patch(co.cookie, {
      companyName: 'Acme',
      ...account,
      description: 'x'.repeat(501),
      website: 'javascript:alert(1)',
      companySize: '5000',
      stage: 'Series Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      description: 'The description must be 500 characters or less.',
      website: 'Please enter a valid URL (e.g. https://yourcompany.com).',
      companySize: 'Please choose a company size from the list.',
      stage: 'Please choose a stage from the list.',
    });
    const me = (await get('/api/companies/me', co.cookie)).json();
    expect(me).toMatchObject({ description: null, website: null });
  });
});

describe('Browse Companies: GET /api/companies and /api/companies/{id} (issue #15)', () => {
  it('shows a candidate an active company: profile, what it hires for and how it works — not its budget or contact', async () => {
    const co = await company({ companyName: 'Quill & Co', fullName: 'Secret Person' });
    await patch(co.cookie, {
      companyName: 'Quill & Co',
      ...account,
      description: 'Editors for long documents.',
      headquarters: 'Dublin',
      companySize: '1–10',
      stage: 'Seed',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/companies/me/preferences',
      headers: { cookie: co.cookie },
      payload: {
        hiringMode: 'Hybrid',
        engagementTypes: ['Contract', 'Project-based Trial'],
        primaryRoles: ['Product', 'Design'],
        timeZoneOverlap: '±2 hours (EU)',
        monthlyBudget: [4500, 9500],
      },
    });
    const candidate = await injectAs(t, 'candidate');
    const res = await get(`/api/companies/${co.id}`, candidate.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: co.id,
      companyName: 'Quill & Co',
      website: null,
      description: 'Editors for long documents.',
      companySize: '1–10',
      stage: 'Seed',
      headquarters: 'Dublin',
      timezone: 'UTC+1 (Central European Time)',
      hiringRoles: ['Engineering', 'Design'],
      primaryRoles: ['Product', 'Design'],
      hiringMode: 'Hybrid',
      engagementTypes: ['Contract', 'Project-based Trial'],
      timeZoneOverlap: '±2 hours (EU)',
      memberSince: expect.any(String),
      // Below 3 accepted intros, no booking share is shown (issue #17, docs/decisions/027).
      bookingRate: null,
      // No verified domain, no Verified badge (docs/decisions/079).
      verifiedDomain: null,
    });
    const body = res.body;
    expect(body).not.toContain('Secret Person');
    expect(body).not.toContain(co.email);
    expect(body).not.toMatch(/4500|9500/);

    const listed = (await get('/api/companies?q=long%20documents', candidate.cookie)).json();
    expect(listed.items.map((c: { id: string }) => c.id)).toEqual([co.id]);
    const byRole = (await get('/api/companies?q=quill', candidate.cookie)).json();
    expect(byRole.total).toBe(1);
  });

  it.each(['paused', 'blacklisted', 'pending'] as const)(
    'leaves out a %s company: 404 on its page, absent from the list',
    async (status) => {
      const co = await company({ companyName: `Hidden ${status} Corp`, status });
      const candidate = await injectAs(t, 'candidate');
      expect((await get(`/api/companies/${co.id}`, candidate.cookie)).statusCode).toBe(404);
      const listed = (await get(`/api/companies?q=Hidden%20${status}`, candidate.cookie)).json();
      expect(listed.items).toEqual([]);
    },
  );

  it('pages the list on the server, newest first', async () => {
    const mark = `Pager${Date.now()}`;
    for (let i = 0; i < 5; i++) await company({ companyName: `${mark} ${i}` });
    const candidate = await injectAs(t, 'candidate');
    const first = (await get(`/api/companies?q=${mark}&limit=2`, candidate.cookie)).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((c: { companyName: string }) => c.companyName)).toEqual([
      `${mark} 4`,
      `${mark} 3`,
    ]);
    const last = (await get(`/api/companies?q=${mark}&limit=2&page=3`, candidate.cookie)).json();
    expect(last.items.map((c: { companyName: string }) => c.companyName)).toEqual([`${mark} 0`]);
  });

  it('answers visitors 401; a company may preview only its own page and not browse; admins may read', async () => {
    const co = await company({ companyName: 'Preview Labs' });
    const other = await company();
    expect((await get('/api/companies')).statusCode).toBe(401);
    expect((await get(`/api/companies/${co.id}`)).statusCode).toBe(401);
    expect((await get('/api/companies', co.cookie)).statusCode).toBe(403);
    const own = await get(`/api/companies/${co.id}`, co.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: co.id, companyName: 'Preview Labs' });
    const foreign = await get(`/api/companies/${other.id}`, co.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Company not found.' });
    const admin = await injectAs(t, 'admin');
    expect((await get(`/api/companies/${co.id}`, admin.cookie)).statusCode).toBe(200);
  });
});
