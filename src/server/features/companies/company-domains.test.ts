/**
 * Verified domains (issue #35 part 3, docs/decisions/079): an owner or admin proves a domain by a
 * 24-hour single-use link sent to an address at it; free e-mail domains and a domain another
 * company verified are refused; the badge's domain reaches the company page, the candidate's
 * intros and the intro e-mail; a candidate may take intros from verified companies only.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyDomains, outboxEmails } from '../../../db/schema';
import { domainTexts } from '../../../shared/companies/domains';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createTeammate,
  injectWith,
  login,
  testClock,
  TEST_PAY,
} from '../../../../test/helpers';
import { isFreeMailDomain } from './free-mail';
import { normalizeDomain } from '../../../shared/companies/domains';
import { verifiedDomainsOf } from '.';

const clock = testClock();
const t = await buildTestApp({ APP_URL: 'https://warmintro.test' }, { now: clock.now });

async function owner(companyName = 'Acme') {
  const company = await createCompany(t.db, { onboardingStatus: 'complete', companyName });
  return { ...company, cookie: await login(t.app, company.email, 'company') };
}

/** The token of the latest domain link e-mailed to `address`. */
async function linkTokenOf(address: string): Promise<string> {
  const [mail] = await t.db
    .select({ textBody: outboxEmails.textBody, to: outboxEmails.to })
    .from(outboxEmails)
    .where(eq(outboxEmails.template, 'domainVerification'))
    .orderBy(desc(outboxEmails.createdAt));
  expect(mail?.to).toEqual([address]);
  const token = /verify-domain\?token=([\w-]+)/.exec(mail!.textBody ?? '')?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function addDomain(cookie: string, domain: string, address: string) {
  return injectWith(t, cookie, 'POST', '/api/company/domains', { domain, address });
}

function verify(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/company-domains/verify', payload: { token } });
}

/** A company with `domain` verified through the API. */
async function verifiedCompany(domain: string, companyName = 'Acme') {
  const o = await owner(companyName);
  expect((await addDomain(o.cookie, domain, 'jobs')).statusCode).toBe(201);
  expect((await verify(await linkTokenOf(`jobs@${domain}`))).statusCode).toBe(200);
  return o;
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe('verified domains (ADR 079)', () => {
  it('sends a 24 h link to the address at the domain and verifies by the link, no login needed', async () => {
    const o = await owner();
    const domain = `acme-${unique()}.io`;
    const res = await addDomain(o.cookie, `  ${domain.toUpperCase()} `, `Jobs@${domain}`);
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({ domain, status: 'pending', address: `jobs@${domain}` });
    const hours = (Date.parse(added.expiresAt) - clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Only the hash is stored.
    const token = await linkTokenOf(`jobs@${domain}`);
    const [row] = await t.db.select().from(companyDomains).where(eq(companyDomains.id, added.id));
    expect(row!.tokenHash).not.toBe(token);

    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      domain,
      companyName: 'Acme',
      message: domainTexts.verified(domain, 'Acme'),
    });
    const list = (await injectWith(t, o.cookie, 'GET', '/api/company/domains')).json();
    expect(list.items).toMatchObject([{ domain, status: 'verified' }]);
    expect(list.canManage).toBe(true);
    expect(await verifiedDomainsOf(t.db, o.id)).toEqual([domain]);
    // The company hears of it.
    const [told] = await t.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'domainVerified'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(told!.to).toEqual([o.email]);
    // A used link does not work again.
    expect((await verify(token)).json().detail).toBe(domainTexts.invalidLink);
  });

  it('refuses free e-mail domains', async () => {
    const o = await owner();
    for (const domain of ['gmail.com', 'outlook.com', 'mail.yahoo.co.uk']) {
      const res = await addDomain(o.cookie, domain, 'me');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ domain: domainTexts.freeMail });
    }
    expect(isFreeMailDomain('acme.io')).toBe(false);
  });

  it('refuses an address that is not at the domain, and a malformed domain', async () => {
    const o = await owner();
    const wrong = await addDomain(o.cookie, 'acme.io', 'jobs@other.io');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.address).toBe(domainTexts.addressNotAtDomain('acme.io'));
    const bad = await addDomain(o.cookie, 'not a domain', 'jobs');
    expect(bad.json().errors.domain).toBe(domainTexts.domainInvalid);
    expect(normalizeDomain('https://www.Acme.io/jobs')).toBe('www.acme.io');
  });

  it('an expired link does not work; Resend draws a new one and the old one stops', async () => {
    const o = await owner();
    const domain = `late-${unique()}.io`;
    const added = (await addDomain(o.cookie, domain, 'hr')).json();
    const first = await linkTokenOf(`hr@${domain}`);
    clock.advance(24 * 3_600_000 + 1000);
    const expired = await verify(first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: domainTexts.invalidLink });
    const listed = (await injectWith(t, o.cookie, 'GET', '/api/company/domains')).json();
    expect(listed.items[0]).toMatchObject({ status: 'pending', expired: true });

    const resent = await injectWith(t, o.cookie, 'POST', `/api/company/domains/${added.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().expired).toBe(false);
    const second = await linkTokenOf(`hr@${domain}`);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('a domain verified by one company cannot be verified by another', async () => {
    const domain = `taken-${unique()}.io`;
    // Both ask before either verifies: the second link then fails.
    const a = await owner('Acme');
    const b = await owner('Other');
    expect((await addDomain(a.cookie, domain, 'jobs')).statusCode).toBe(201);
    const tokenA = await linkTokenOf(`jobs@${domain}`);
    expect((await addDomain(b.cookie, domain, 'ceo')).statusCode).toBe(201);
    const tokenB = await linkTokenOf(`ceo@${domain}`);
    expect((await verify(tokenA)).statusCode).toBe(200);
    const late = await verify(tokenB);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(domainTexts.takenByAnother);
    // Asking after it is verified is refused at once.
    const c = await owner('Third');
    const refused = await addDomain(c.cookie, domain, 'jobs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ domain: domainTexts.takenByAnother });
  });

  it('only the owner or an admin manages domains; a member reads them', async () => {
    const o = await owner();
    const domain = `team-${unique()}.io`;
    const added = (await addDomain(o.cookie, domain, 'jobs')).json();
    const member = await createTeammate(t.db, o.id, { role: 'member' });
    const admin = await createTeammate(t.db, o.id, { role: 'admin' });
    const memberCookie = await login(t.app, member.email, 'company');
    const adminCookie = await login(t.app, admin.email, 'company');
    expect((await addDomain(memberCookie, `m-${domain}`, 'jobs')).statusCode).toBe(403);
    expect(
      (await injectWith(t, memberCookie, 'DELETE', `/api/company/domains/${added.id}`)).statusCode,
    ).toBe(403);
    const read = (await injectWith(t, memberCookie, 'GET', '/api/company/domains')).json();
    expect(read).toMatchObject({ canManage: false, items: [{ domain }] });
    // Another company cannot touch it.
    const other = await owner('Other');
    expect(
      (await injectWith(t, other.cookie, 'DELETE', `/api/company/domains/${added.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await injectWith(t, adminCookie, 'DELETE', `/api/company/domains/${added.id}`)).statusCode,
    ).toBe(204);
    const after = await t.db
      .select()
      .from(companyDomains)
      .where(and(eq(companyDomains.companyId, o.id)));
    expect(after).toEqual([]);
  });

  it('the badge: company page JSON, the candidate intro list and the intro e-mail', async () => {
    const domain = `badge-${unique()}.io`;
    const o = await verifiedCompany(domain);
    const candidate = await createCandidate(t.db);
    const candidateCookie = await login(t.app, candidate.email, 'candidate');
    const page = await injectWith(t, candidateCookie, 'GET', `/api/companies/${o.id}`);
    expect(page.json().verifiedDomain).toBe(domain);

    const asked = await injectWith(t, o.cookie, 'POST', '/api/intro-requests', {
      candidateId: candidate.id,
      ...TEST_PAY,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [mail] = await t.db
      .select({ textBody: outboxEmails.textBody, to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'introRequestCandidateNotification'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(mail!.to).toEqual([candidate.email]);
    expect(mail!.textBody).toContain(`Verified company: ${domain}`);

    const mine = await injectWith(t, candidateCookie, 'GET', '/api/candidates/me/intro-requests');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()[0].company.verifiedDomain).toBe(domain);

    // An unverified company shows none.
    const plain = await owner('Plain');
    expect(
      (await injectWith(t, candidateCookie, 'GET', `/api/companies/${plain.id}`)).json()
        .verifiedDomain,
    ).toBeNull();
  });

  it('"Only verified companies can send me intros": an unverified company is told why and how', async () => {
    const candidate = await createCandidate(t.db, { firstName: 'Kim' });
    const candidateCookie = await login(t.app, candidate.email, 'candidate');
    const prefs = '/api/candidates/me/intro-preferences';
    expect((await injectWith(t, candidateCookie, 'GET', prefs)).json()).toEqual({
      verifiedCompaniesOnly: false,
    });
    const set = await injectWith(t, candidateCookie, 'PUT', prefs, { verifiedCompaniesOnly: true });
    expect(set.json()).toEqual({ verifiedCompaniesOnly: true });

    const plain = await owner('Plain');
    const profile = await injectWith(t, plain.cookie, 'GET', `/api/candidates/${candidate.id}`);
    expect(profile.json().introBlockedReason).toBe(domainTexts.introBlocked('Kim'));
    const refused = await injectWith(t, plain.cookie, 'POST', '/api/intro-requests', {
      candidateId: candidate.id,
      ...TEST_PAY,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'VERIFIED_COMPANIES_ONLY',
      title: domainTexts.introBlockedTitle,
      detail: domainTexts.introBlocked('Kim'),
    });

    const verified = await verifiedCompany(`ok-${unique()}.io`, 'Verified Co');
    const seen = await injectWith(t, verified.cookie, 'GET', `/api/candidates/${candidate.id}`);
    expect(seen.json().introBlockedReason).toBeNull();
    const ok = await injectWith(t, verified.cookie, 'POST', '/api/intro-requests', {
      candidateId: candidate.id,
      ...TEST_PAY,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
