/**
 * "Who may see me" (issue #35 part 2, docs/decisions/081): every surface a company or a visitor
 * reaches hides a candidate (a) from visitors when they chose signed-in companies only, and from a
 * company (b) picked as blocked, (c) matching a typed name variant ("Acme Inc." vs "ACME"), (d)
 * matching by verified domain, (e) that is their current employer in work history, (f) renamed
 * after the block — the feed list and totals, Best match, search, the profile (API and page head:
 * 404 as for no one), intro requests (refused as for no one), the pipeline and saved-search
 * alerts; an unrelated company still sees them.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, companies, companyDomains, companyPreferences } from '../../../db/schema';
import { companyDomainKey, companyNameKey } from '../../../shared/candidates/company-match';
import { privacyTexts } from '../../../shared/candidates/privacy';
import {
  TEST_PAY,
  buildTestApp,
  createCandidate,
  createCompany,
  injectWith,
  login,
} from '../../../../test/helpers';
import { runSavedSearchAlerts } from '../saved-searches';
import { candidateProfileHead } from '../talent-feed';

const t = await buildTestApp();

describe('company name and domain keys (ADR 081)', () => {
  it('"Acme Inc." = "ACME" = "acme, inc"; accents, dots and legal forms go', () => {
    for (const name of [
      'Acme Inc.',
      'ACME',
      'acme, inc',
      'Acme GmbH',
      'A.C.M.E. Ltd',
      'The Acme Co.',
    ])
      expect(companyNameKey(name), name).toBe('acme');
    expect(companyNameKey('Société Générale S.A.')).toBe('societe generale');
    expect(companyNameKey('Company')).toBe('company');
    expect(companyNameKey('...')).toBe('');
    expect(companyDomainKey('https://www.Acme.com/jobs')).toBe('acme.com');
    expect(companyDomainKey('jobs@acme.io')).toBe('acme.io');
    expect(companyDomainKey('not a domain')).toBeNull();
  });
});

/** A signed-in company with preferences (so Best match is its default order), and its cookie. */
async function company(name: string) {
  const c = await createCompany(t.db, { companyName: name, onboardingStatus: 'complete' });
  await t.db.insert(companyPreferences).values({
    companyId: c.id,
    primaryRoles: ['Backend Engineer'],
    monthlyBudgetLow: 5000,
    monthlyBudgetHigh: 15000,
  });
  return { ...c, name, cookie: await login(t.app, c.email, 'company') };
}
type Company = Awaited<ReturnType<typeof company>>;

/** An approved candidate with a last name found by search alone, and their cookie. */
async function candidate() {
  const lastName = `Zq${randomUUID().slice(0, 8)}`;
  const c = await createCandidate(t.db, {
    firstName: 'Hidden',
    lastName,
    role: 'Backend Engineer',
    status: 'approved',
  });
  return { ...c, lastName, cookie: await login(t.app, c.email, 'candidate') };
}
type Candidate = Awaited<ReturnType<typeof candidate>>;

const nobody = randomUUID();

/** What `cookie` (null: a visitor) finds of `who` on every surface. */
async function surfaces(cookie: string | null, who: Candidate, companyId: string | null) {
  const get = (url: string) =>
    cookie ? injectWith(t, cookie, 'GET', url) : t.app.inject({ method: 'GET', url });
  const search = (await get(`/api/talent?q=${who.lastName}`)).json();
  const best = (await get(`/api/talent?sort=best&limit=100`)).json();
  const newest = (await get(`/api/talent?sort=newest&limit=100`)).json();
  const profile = await get(`/api/talent/${who.id}`);
  const unknown = await get(`/api/talent/${nobody}`);
  const head = await candidateProfileHead(
    t.db,
    'https://warmintro.test',
    `/talent/${who.id}`,
    async () => (companyId ? { id: randomUUID(), role: 'company', companyId } : null),
  );
  return {
    inSearch: search.items.some((c: { id: string }) => c.id === who.id),
    searchTotal: search.total,
    inBest: best.items.some((c: { id: string }) => c.id === who.id),
    inNewest: newest.items.some((c: { id: string }) => c.id === who.id),
    profile: { status: profile.statusCode, body: profile.json() },
    unknown: { status: unknown.statusCode, body: unknown.json() },
    head,
  };
}

/** Asserts every surface hides `who` from `viewer` (as one who does not exist). */
async function expectHidden(viewer: Company, who: Candidate) {
  const s = await surfaces(viewer.cookie, who, viewer.id);
  expect(s).toMatchObject({ inSearch: false, searchTotal: 0, inBest: false, inNewest: false });
  expect(s.profile).toEqual(s.unknown);
  expect(s.profile.status).toBe(404);
  expect(s.head).toBe('not-found');
  const intro = await injectWith(t, viewer.cookie, 'POST', '/api/intro-requests', {
    candidateId: who.id,
    ...TEST_PAY,
  });
  const none = await injectWith(t, viewer.cookie, 'POST', '/api/intro-requests', {
    candidateId: nobody,
    ...TEST_PAY,
  });
  expect(intro.statusCode).toBe(404);
  expect(intro.json()).toEqual(none.json());
  const pipeline = await injectWith(
    t,
    viewer.cookie,
    'GET',
    `/api/company/candidates/${who.id}/pipeline`,
  );
  expect(pipeline.statusCode).toBe(404);
  const board = await injectWith(t, viewer.cookie, 'GET', '/api/company/pipeline');
  expect(board.body).not.toContain(who.id);
}

/** Asserts `viewer` sees `who` as before. */
async function expectSeen(viewer: Company, who: Candidate) {
  const s = await surfaces(viewer.cookie, who, viewer.id);
  expect(s).toMatchObject({ inSearch: true, searchTotal: 1, inBest: true, inNewest: true });
  expect(s.profile.status).toBe(200);
  expect(s.head).not.toBe('not-found');
  expect(
    (await injectWith(t, viewer.cookie, 'GET', `/api/company/candidates/${who.id}/pipeline`))
      .statusCode,
  ).toBe(200);
}

const block = (who: Candidate, body: object) =>
  injectWith(t, who.cookie, 'POST', '/api/candidates/me/blocks', body);

async function verifyDomain(companyId: string, domain: string) {
  await t.db.insert(companyDomains).values({
    companyId,
    domain,
    status: 'verified',
    address: `jobs@${domain}`,
    expiresAt: new Date(),
    verifiedAt: new Date(),
  });
}

describe('visitors when the candidate chose signed-in companies only (ADR 060, 081)', () => {
  it('the feed, its total, search and the profile (API and page) give a visitor nothing; companies see them', async () => {
    const who = await candidate();
    const put = await injectWith(t, who.cookie, 'PUT', '/api/candidates/me/visibility', {
      visibility: 'signed_in_companies',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().visibility).toBe('signed_in_companies');
    const s = await surfaces(null, who, null);
    expect(s).toMatchObject({ inSearch: false, searchTotal: 0, inNewest: false });
    expect(s.profile).toEqual(s.unknown);
    expect(s.head).toBe('not-found');
    await expectSeen(await company(`Unrelated ${randomUUID()}`), who);
  });
});

describe('companies a candidate is hidden from (issue #35 part 2, ADR 081)', () => {
  it('(b) a company picked as blocked; an unrelated company still sees them; unblocking shows them again', async () => {
    const who = await candidate();
    const blocked = await company(`Initech ${randomUUID()}`);
    // Already on the blocked company's board before the block: it leaves the board.
    const list = (
      await injectWith(t, blocked.cookie, 'POST', '/api/company/shortlists', { name: 'Q1' })
    ).json();
    expect(
      (
        await injectWith(
          t,
          blocked.cookie,
          'PUT',
          `/api/company/shortlists/${list.id}/candidates/${who.id}`,
        )
      ).statusCode,
    ).toBeLessThan(300);
    const added = await block(who, { kind: 'company', companyId: blocked.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().blocks).toEqual([
      expect.objectContaining({ kind: 'company', label: blocked.name }),
    ]);
    await expectHidden(blocked, who);
    const detail = (
      await injectWith(t, blocked.cookie, 'GET', `/api/company/shortlists/${list.id}`)
    ).json();
    expect(detail.entries).toEqual([]);
    await expectSeen(await company(`Unrelated ${randomUUID()}`), who);
    const again = await block(who, { kind: 'company', companyId: blocked.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ companyId: privacyTexts.alreadyBlocked });
    const removed = await injectWith(
      t,
      who.cookie,
      'DELETE',
      `/api/candidates/me/blocks/${added.json().blocks[0].id}`,
    );
    expect(removed.json().blocks).toEqual([]);
    await expectSeen(blocked, who);
  });

  it('(c) a typed name variant: "acme, inc" hides from the company "ACME Inc." (and not from "Acme Rockets")', async () => {
    const tag = randomUUID().slice(0, 6);
    const who = await candidate();
    const acme = await company(`ACME ${tag} Inc.`);
    expect((await block(who, { kind: 'typed', text: `acme ${tag}, inc` })).statusCode).toBe(201);
    await expectHidden(acme, who);
    await expectSeen(await company(`Acme ${tag} Rockets`), who);
  });

  it('(d) a typed domain hides from the company that verified it, whatever its name', async () => {
    const domain = `d${randomUUID().slice(0, 8)}.com`;
    const who = await candidate();
    const owner = await company(`Globex ${randomUUID()}`);
    await verifyDomain(owner.id, domain);
    const res = await block(who, { kind: 'typed', text: `https://www.${domain}/careers` });
    expect(res.json().blocks[0]).toMatchObject({ kind: 'domain' });
    await expectHidden(owner, who);
    // A domain the company has not verified hides nothing.
    const other = await company(`Globex ${randomUUID()}`);
    await t.db.insert(companyDomains).values({
      companyId: other.id,
      domain: `x${domain}`,
      address: `jobs@x${domain}`,
      expiresAt: new Date(),
    });
    expect((await block(who, { kind: 'typed', text: `x${domain}` })).statusCode).toBe(201);
    await expectSeen(other, who);
  });

  it('(e) the current employer from work history, by name variant or by verified domain; a past job hides nothing', async () => {
    const tag = randomUUID().slice(0, 6);
    const who = await candidate();
    const employer = await company(`Hooli ${tag} LLC`);
    const byDomain = await company(`Renamed ${tag}`);
    await verifyDomain(byDomain.id, `hooli${tag}.io`);
    const past = await company(`Pied Piper ${tag}`);
    const saved = await injectWith(t, who.cookie, 'PUT', '/api/candidates/me/work-history', {
      entries: [
        {
          company: `hooli ${tag}`,
          companyDomain: `hooli${tag}.io`,
          title: 'Engineer',
          startMonth: '2022-01',
          endMonth: '',
          summary: '',
        },
        {
          company: `Pied Piper ${tag}`,
          title: 'Engineer',
          startMonth: '2019-01',
          endMonth: '2021-12',
          summary: '',
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const privacy = (await injectWith(t, who.cookie, 'GET', '/api/candidates/me/privacy')).json();
    expect(privacy.currentEmployer).toEqual({ company: `hooli ${tag}`, domain: `hooli${tag}.io` });
    await expectHidden(employer, who);
    await expectHidden(byDomain, who);
    await expectSeen(past, who);
  });

  it('(f) a company renamed after the block does not escape it (its former name still matches)', async () => {
    const tag = randomUUID().slice(0, 6);
    const who = await candidate();
    const vandelay = await company(`Vandelay ${tag} Industries`);
    expect(
      (await block(who, { kind: 'typed', text: `Vandelay ${tag} Industries, Inc.` })).statusCode,
    ).toBe(201);
    await t.db
      .update(companies)
      .set({ companyName: `Kramerica ${tag}` })
      .where(eq(companies.id, vandelay.id));
    await expectHidden(vandelay, who);
    // A new company taking the old name is hidden too: the block names a company, not an account.
    await expectHidden(await company(`Vandelay ${tag} Industries`), who);
  });
});

describe('saved-search alerts never name a hidden candidate (ADR 076, 081)', () => {
  it('the blocked company gets no alert; an unrelated company does', async () => {
    const lastName = `Zq${randomUUID().slice(0, 8)}`;
    const blocked = await company(`Initrode ${randomUUID()}`);
    const other = await company(`Unrelated ${randomUUID()}`);
    for (const c of [blocked, other])
      expect(
        (
          await injectWith(t, c.cookie, 'POST', '/api/saved-searches', {
            name: 'Zq',
            query: { q: lastName },
            alert: 'instant',
          })
        ).statusCode,
      ).toBe(201);
    await runSavedSearchAlerts(t.app.ctx);
    const who = await createCandidate(t.db, { firstName: 'Hidden', lastName, status: 'pending' });
    const cookie = await login(t.app, who.email, 'candidate');
    expect(
      (
        await injectWith(t, cookie, 'POST', '/api/candidates/me/blocks', {
          kind: 'company',
          companyId: blocked.id,
        })
      ).statusCode,
    ).toBe(201);
    await t.db.update(candidates).set({ status: 'approved' }).where(eq(candidates.id, who.id));
    await runSavedSearchAlerts(t.app.ctx);
    const sentTo = async (email: string) =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from outbox_emails where template = 'savedSearchAlert' and ${email} = any(to_addresses) and payload::text like ${`%${lastName}%`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await sentTo(blocked.email)).toBe(0);
    expect(await sentTo(other.email)).toBe(1);
  });
});

describe('the privacy routes (ADR 081)', () => {
  it('refuses a typed text that is neither a name nor a domain, with the field message; finds platform companies by name', async () => {
    const who = await candidate();
    const bad = await block(who, { kind: 'typed', text: '...' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ text: privacyTexts.typedInvalid });
    const tag = randomUUID().slice(0, 6);
    const c = await company(`Umbrella ${tag}`);
    const found = await injectWith(
      t,
      who.cookie,
      'GET',
      `/api/candidates/me/company-search?q=umbrella ${tag}`,
    );
    expect(found.json()).toEqual({ companies: [{ id: c.id, name: c.name }] });
  });
});
