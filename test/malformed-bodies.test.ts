/**
 * Malformed bodies, property-based (issue #12; DESIGN.md "Security model": bad input gets a 400
 * with a clear message, and nothing is written; docs/decisions/017).
 *
 * Every write route under `/api` (POST, PUT, PATCH, DELETE), as the app registers it, gets
 * generated requests as the principal it needs: wrong types, huge strings, NUL and lone
 * surrogates, impossible dates, nulls, arrays, extra fields, `__proto__` and `constructor` keys,
 * deep nesting, broken JSON and multipart, and mutations of a valid body so the generator reaches
 * past the top-level type check into each field's rule and the service behind it. For each one:
 * never a 5xx, every error is problem+json, and a 4xx leaves every table as it was.
 *
 * A new write route is listed and fuzzed automatically (as the principal its path suggests); the
 * suite fails until it also has an entry in `routeSeeds` (principal, path parameters, a valid
 * body), which lets the mutations reach its service. `FUZZ_BODIES` raises the
 * number of requests (default 5,000 in all).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { openForIntro } from '../src/server/features/conversations/conversations.repo';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { gigs, introRequests, notifications } from '../src/db/schema';
import { isoDate } from '../src/shared/gigs/schemas';
import type { IntroStatus } from '../src/shared/intro-requests/schemas';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  login,
  TEST_PASSWORD,
  TEST_PAY,
} from './helpers';
import { watchDatabase } from './support/db-fingerprint';
import {
  candidateProfileBody,
  candidateSignupBody,
  approveBody,
  contactBody,
  gigFormBody,
  rejectBody,
  unique,
} from './support/valid-bodies';
import { softwareAuthenticator, unissuedOptions } from './webauthn-authenticator';

const MIN_BODIES = Number(process.env.FUZZ_BODIES ?? 5000);
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const registered: { method: string; url: string }[] = [];
const t = await buildTestApp(
  Object.fromEntries(
    ['LOGIN', 'LOGIN_IP_EMAIL', 'SIGNUP', 'PASSWORD_RESET', 'CONTACT', 'NEWSLETTER'].map((k) => [
      `RATE_LIMIT_${k}`,
      '1000000',
    ]),
  ),
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  },
);
/** Every write route under /api, e.g. `PATCH /api/admin/candidates/:id`. */
const writeRoutes = [
  ...new Set(
    registered
      .filter((r) => writeMethods.has(r.method) && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`),
  ),
].sort();

// ---------------------------------------------------------------------------------------------
// Fixtures: each route gets its own accounts and rows, so what one route's accepted requests do
// (a deleted gig, a changed password, an answered intro) never starves another.

type Principal = 'visitor' | 'company' | 'candidate' | 'admin';

async function fixtures() {
  const company = await createCompany(t.db, {
    planTier: 'pro',
    onboardingStatus: 'complete',
    companyName: `Fuzz Labs ${unique()}`,
  });
  const candidate = await createCandidate(t.db, { status: 'approved' });
  const admin = await createAdmin(t.db);
  const others = await Promise.all(
    [1, 2, 3, 4].map(() => createCandidate(t.db, { status: 'approved' })),
  );
  const [x1, x2, x3, x4] = others.map((o) => o.id) as [string, string, string, string];
  const intro = (candidateId: string, status: IntroStatus) =>
    createIntro(t.db, { companyId: company.id, candidateId }, status).then((r) => r.id);
  const gig = (values: Partial<typeof gigs.$inferInsert> = {}) =>
    t.db
      .insert(gigs)
      .values({
        companyId: company.id,
        title: 'Fixture gig',
        roleCategory: 'Engineering',
        description: 'A fixture gig long enough to satisfy the description rule of the form.',
        deliverables: 'Deliverables long enough for the rule.',
        estimatedDuration: '1 week',
        budgetRange: '$500–$1,000',
        startDate: isoDate(5),
        ...values,
      })
      .returning({ id: gigs.id })
      .then(([row]) => row!.id);
  const others2 = await Promise.all(
    [1, 2, 3, 4].map(() => createCandidate(t.db, { status: 'approved' })),
  );
  const [y1, y2, y3, y4] = others2.map((o) => o.id) as [string, string, string, string];
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
  /** An intro from a new company to the fixture candidate (the candidate's call steps). */
  const toCandidate = async (
    status: IntroStatus,
    values: Partial<typeof introRequests.$inferInsert> = {},
  ) => {
    const other = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
    return (
      await createIntro(t.db, { companyId: other.id, candidateId: candidate.id }, status, values)
    ).id;
  };
  return {
    company,
    candidate,
    admin,
    fresh: x4,
    offered: (
      await createIntro(t.db, { companyId: company.id, candidateId: y1 }, 'accepted', {
        slots: [soon(1), soon(2)],
        slotsOfferedBy: 'candidate',
      })
    ).id,
    stale: await intro(y2, 'stale'),
    completed: await intro(y3, 'meeting_completed'),
    candidateAccepted: await toCandidate('accepted'),
    candidateOffered: await toCandidate('accepted', {
      slots: [soon(1), soon(2)],
      slotsOfferedBy: 'company',
    }),
    candidateBooked: await toCandidate('meeting_marked_by_company', { meetingTime: soon(1) }),
    candidateStale: await toCandidate('stale'),
    accepted: await intro(x1, 'accepted'),
    scheduled: await intro(x2, 'meeting_scheduled'),
    booked: await intro(x3, 'meeting_marked_by_company'),
    bookedCandidate: x3,
    toCandidate: (await createIntro(t.db, { companyId: company.id, candidateId: candidate.id })).id,
    conversation: (
      await openForIntro(t.db, {
        introRequestId: await intro(y4, 'meeting_marked_by_company'),
        companyId: company.id,
        candidateId: y4,
        companyName: 'Fuzz Labs',
        candidateName: 'Fuzz Candidate',
        now: new Date(),
      })
    ).id,
    openGig: await gig(),
    /** An open gig of its own for the edit route (issue #30): no other route moves it on. */
    editableGig: await gig(),
    proposedGig: await gig({ preferredCandidateId: candidate.id, status: 'proposed' }),
    notification: await t.db
      .insert(notifications)
      .values({
        userId: company.id,
        kind: 'intro_accepted',
        data: { name: 'Fuzz Candidate' },
        link: '/dashboard?tab=requests',
      })
      .returning({ id: notifications.id })
      .then(([row]) => row!.id),
  };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

async function cookieFor(as: Principal, fx: Fixtures): Promise<string | undefined> {
  if (as === 'visitor') return undefined;
  return login(t.app, fx[as].email, as);
}

// ---------------------------------------------------------------------------------------------
// What each write route needs: its principal, path parameters, and a valid body (spec texts and
// options), the starting point of the mutations. Destructive routes get a body the service
// refuses (a confirmation that does not match, a wrong current password), so what is mutated
// keeps reaching the service without ending the principal's account.

interface Seed {
  as: Principal;
  params?: (fx: Fixtures) => Record<string, string>;
  body?: (fx: Fixtures) => Record<string, unknown>;
}

const token = () => 'a'.repeat(43);
/** Signs the passkey routes' seed bodies (test/webauthn-authenticator.ts). */
const passkeyAuthenticator = softwareAuthenticator();
passkeyAuthenticator.create(unissuedOptions());

const routeSeeds: Record<string, Seed> = {
  // auth
  'POST /api/auth/login': {
    as: 'visitor',
    body: (fx) => ({ email: fx.company.email, password: TEST_PASSWORD, userType: 'company' }),
  },
  'POST /api/auth/logout': { as: 'company' },
  'POST /api/session/renew': { as: 'company' },
  'POST /api/auth/password-reset': { as: 'visitor', body: (fx) => ({ email: fx.company.email }) },
  'POST /api/auth/password-reset/confirm': {
    as: 'visitor',
    body: () => ({ token: token(), password: 'brand-new-password' }),
  },
  'POST /api/auth/verify-email': { as: 'visitor', body: () => ({ token: token() }) },
  'POST /api/auth/verify-email/resend': { as: 'candidate' },
  'DELETE /api/auth/sessions/:id': {
    as: 'candidate',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/auth/sessions/end-others': { as: 'candidate' },
  'POST /api/auth/reauthenticate': { as: 'candidate', body: () => ({ password: 'not-it' }) },
  'POST /api/auth/login/two-factor': { as: 'visitor', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/setup': { as: 'candidate' },
  'POST /api/auth/two-factor/enable': { as: 'candidate', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/recovery-codes': { as: 'candidate', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/disable': {
    as: 'candidate',
    body: () => ({ password: 'not-it', code: '123456' }),
  },
  'POST /api/auth/password': {
    as: 'candidate',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'brand-new-password' }),
  },
  // Passkeys (docs/decisions/068): well-formed WebAuthn responses to challenges nobody was given,
  // and ids of no passkey, so what is mutated reaches the service and nothing is written.
  'POST /api/auth/passkeys/registration-options': { as: 'candidate' },
  'POST /api/auth/passkeys': {
    as: 'candidate',
    body: () => ({ response: passkeyAuthenticator.create(unissuedOptions()), name: 'Work laptop' }),
  },
  'PATCH /api/auth/passkeys/:id': {
    as: 'candidate',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    body: () => ({ name: 'Work laptop' }),
  },
  'DELETE /api/auth/passkeys/:id': {
    as: 'candidate',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/auth/passkeys/authentication-options': { as: 'visitor' },
  'POST /api/auth/login/passkey': {
    as: 'visitor',
    body: () => ({
      challengeId: randomUUID(),
      response: passkeyAuthenticator.get(unissuedOptions()),
      userType: 'candidate',
    }),
  },
  'POST /api/auth/reauthenticate/passkey-options': { as: 'candidate' },
  'POST /api/auth/reauthenticate/passkey': {
    as: 'candidate',
    body: () => ({
      challengeId: randomUUID(),
      response: passkeyAuthenticator.get(unissuedOptions()),
    }),
  },
  // companies and billing
  'POST /api/companies': {
    as: 'visitor',
    body: () => ({
      companyName: 'Acme',
      fullName: 'Ada Lovelace',
      workEmail: `ada-${unique()}@acme.example`,
      role: 'CTO',
      hiringRoles: ['Engineering', 'Design'],
      password: 'long-enough-1',
    }),
  },
  'PATCH /api/companies/me': {
    as: 'company',
    body: () => ({
      companyName: 'Acme Labs',
      hiringRoles: ['Engineering'],
      timezone: 'UTC',
      website: 'https://acme.example',
      description: 'We build developer tools for small teams.',
      companySize: '11–50',
      stage: 'Seed',
      headquarters: 'Lisbon, Portugal',
    }),
  },
  'PUT /api/companies/me/preferences': {
    as: 'company',
    body: () => ({
      hiringMode: 'Remote',
      engagementTypes: ['Contract', 'Full-time'],
      primaryRoles: ['Engineering'],
      timeZoneOverlap: 'Any',
      monthlyBudget: [2000, 8000],
    }),
  },
  'POST /api/companies/me/preferences/skip': { as: 'company' },
  'DELETE /api/companies/me': { as: 'company', body: () => ({ confirmation: 'Not Our Name' }) },
  'POST /api/billing/upgrade': { as: 'company', body: () => ({ plan: 'pro' }) },
  // The plan's period (docs/decisions/058): no body; on Free both answer 409 and write nothing.
  'POST /api/billing/plan/cancel': { as: 'company' },
  'POST /api/billing/plan/resume': { as: 'company' },
  // marketing
  'POST /api/contact': { as: 'visitor', body: contactBody },
  'POST /api/contact/demo': {
    as: 'visitor',
    body: () => ({ fullName: 'Ada', workEmail: 'ada@acme.example', companyName: 'Acme' }),
  },
  'POST /api/newsletter': { as: 'visitor', body: () => ({ email: `n-${unique()}@example.com` }) },
  // intro requests and meetings
  'POST /api/intro-requests': {
    as: 'company',
    body: (fx) => ({
      ...TEST_PAY,
      candidateId: fx.fresh,
      message: 'Hello!',
      roleDescription: 'Backend',
    }),
  },
  'POST /api/intro-requests/:id/schedule': { as: 'company', params: (fx) => ({ id: fx.accepted }) },
  'POST /api/intro-requests/:id/book': {
    as: 'company',
    params: (fx) => ({ id: fx.scheduled }),
    body: () => ({ meetingTime: '2027-03-04T15:30:00+01:00' }),
  },
  'POST /api/intro-requests/:id/complete': { as: 'company', params: (fx) => ({ id: fx.booked }) },
  'POST /api/intro-requests/:id/reminder': { as: 'company', params: (fx) => ({ id: fx.accepted }) },
  // the call's steps (issue #17)
  'POST /api/intro-requests/:id/slots': {
    as: 'company',
    params: (fx) => ({ id: fx.accepted }),
    body: () => ({ slots: ['2030-03-04T15:30:00+01:00', '2030-03-05T09:00:00Z'] }),
  },
  'POST /api/intro-requests/:id/book-slot': {
    as: 'company',
    params: (fx) => ({ id: fx.offered }),
    body: () => ({ start: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'POST /api/intro-requests/:id/cancel-call': {
    as: 'company',
    params: (fx) => ({ id: fx.booked }),
    body: () => ({ reason: 'Something came up' }),
  },
  'POST /api/intro-requests/:id/reopen': { as: 'company', params: (fx) => ({ id: fx.stale }) },
  'POST /api/intro-requests/:id/outcome': {
    as: 'company',
    params: (fx) => ({ id: fx.completed }),
    body: () => ({ outcome: 'pass', reason: 'Timing', note: 'Next quarter.' }),
  },
  'POST /api/candidates/me/intro-requests/:id/slots': {
    as: 'candidate',
    params: (fx) => ({ id: fx.candidateAccepted }),
    body: () => ({ slots: ['2030-03-04T15:30:00+01:00', '2030-03-05T09:00:00Z'] }),
  },
  'POST /api/candidates/me/intro-requests/:id/book-slot': {
    as: 'candidate',
    params: (fx) => ({ id: fx.candidateOffered }),
    body: () => ({ start: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'POST /api/candidates/me/intro-requests/:id/cancel-call': {
    as: 'candidate',
    params: (fx) => ({ id: fx.candidateBooked }),
    body: () => ({ reason: 'Something came up' }),
  },
  'POST /api/candidates/me/intro-requests/:id/reopen': {
    as: 'candidate',
    params: (fx) => ({ id: fx.candidateStale }),
  },
  'POST /api/candidates/me/intro-requests/:id/respond': {
    as: 'candidate',
    params: (fx) => ({ id: fx.toCandidate }),
    body: () => ({ response: 'accepted' }),
  },
  'POST /api/intro-responses/:token': {
    as: 'visitor',
    params: () => ({ token: token() }),
    body: () => ({ response: 'declined' }),
  },
  // candidates
  'POST /api/candidates': { as: 'visitor', body: candidateSignupBody },
  'PATCH /api/candidates/me': { as: 'candidate', body: candidateProfileBody },
  'PUT /api/candidates/me/availability': { as: 'candidate', body: () => ({ open: true }) },
  'PUT /api/candidates/me/intro-preferences': {
    as: 'candidate',
    body: () => ({ verifiedCompaniesOnly: false }),
  },
  'PUT /api/candidates/me/work-history': {
    as: 'candidate',
    body: () => ({
      entries: [
        {
          company: 'Acme',
          companyDomain: 'acme.com',
          title: 'Engineer',
          startMonth: '2020-01',
          endMonth: '',
          summary: 'Built things.',
        },
        { company: 'Globex', title: 'Intern', startMonth: '2018-01', endMonth: '2019-06' },
      ],
    }),
  },
  'PUT /api/candidates/me/links': {
    as: 'candidate',
    body: () => ({
      githubUrl: 'https://github.com/someone',
      personalSiteUrl: 'https://someone.example',
      showGithubBeforeIntro: true,
      showPortfolioBeforeIntro: false,
      showPersonalSiteBeforeIntro: true,
    }),
  },
  // Who may see me (docs/decisions/081).
  'PUT /api/candidates/me/visibility': {
    as: 'candidate',
    body: () => ({ visibility: 'signed_in_companies' }),
  },
  'POST /api/candidates/me/blocks': {
    as: 'candidate',
    body: () => ({ kind: 'typed', text: 'Acme Inc.' }),
  },
  'DELETE /api/candidates/me/blocks/:id': {
    as: 'candidate',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  // The one-click link takes no body; a link nobody was sent is 404 whatever comes with it.
  'POST /api/still-open/:token': { as: 'visitor', params: () => ({ token: token() }) },
  'DELETE /api/candidates/me': {
    as: 'candidate',
    body: () => ({ confirmation: 'someone-else@example.com' }),
  },
  // A company's team (issue #33): the fuzzing company is its team's owner; ids nobody has are 404.
  'PUT /api/company/notification-preferences': {
    as: 'company',
    body: () => ({ answers: 'all', messages: 'none' }),
  },
  'POST /api/company/invitations': {
    as: 'company',
    body: () => ({ email: `invitee-${unique()}@corp.example`, role: 'member' }),
  },
  'POST /api/company/invitations/:id/resend': {
    as: 'company',
    params: () => ({ id: randomUUID() }),
  },
  'DELETE /api/company/invitations/:id': { as: 'company', params: () => ({ id: randomUUID() }) },
  // Verified domains (docs/decisions/079).
  'POST /api/company/domains': {
    as: 'company',
    body: () => ({ domain: `${unique()}.example`, address: 'jobs' }),
  },
  'POST /api/company/domains/:id/resend': { as: 'company', params: () => ({ id: randomUUID() }) },
  'DELETE /api/company/domains/:id': { as: 'company', params: () => ({ id: randomUUID() }) },
  'POST /api/company-domains/verify': { as: 'visitor', body: () => ({ token: token() }) },
  'PATCH /api/company/members/:userId': {
    as: 'company',
    params: () => ({ userId: randomUUID() }),
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/company/members/:userId': {
    as: 'company',
    params: () => ({ userId: randomUUID() }),
  },
  // The owner cannot leave: 409, nothing written.
  'POST /api/company/leave': { as: 'company' },
  'POST /api/company/transfer-ownership': {
    as: 'company',
    body: () => ({ userId: randomUUID() }),
  },
  'POST /api/invitations/:token/accept': {
    as: 'visitor',
    params: () => ({ token: token() }),
    body: () => ({ fullName: 'Sam Invitee', jobTitle: 'Engineer', password: TEST_PASSWORD }),
  },
  // A company's pipeline (issue #34): lists, notes and hand moves of the fuzzing company; ids
  // nobody has are 404.
  'POST /api/company/shortlists': { as: 'company', body: () => ({ name: `List ${unique()}` }) },
  'PUT /api/company/shortlists/order': { as: 'company', body: () => ({ ids: [randomUUID()] }) },
  'PATCH /api/company/shortlists/:id': {
    as: 'company',
    params: () => ({ id: randomUUID() }),
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /api/company/shortlists/:id': { as: 'company', params: () => ({ id: randomUUID() }) },
  'PUT /api/company/shortlists/:id/candidates/:candidateId': {
    as: 'company',
    params: (fx) => ({ id: randomUUID(), candidateId: fx.bookedCandidate }),
  },
  'DELETE /api/company/shortlists/:id/candidates/:candidateId': {
    as: 'company',
    params: (fx) => ({ id: randomUUID(), candidateId: fx.bookedCandidate }),
  },
  'POST /api/company/candidates/:candidateId/notes': {
    as: 'company',
    params: (fx) => ({ candidateId: fx.bookedCandidate }),
    body: () => ({ body: 'Strong on Postgres. @Dana can you check?' }),
  },
  'PATCH /api/company/notes/:id': {
    as: 'company',
    params: () => ({ id: randomUUID() }),
    body: () => ({ body: 'Changed.' }),
  },
  'DELETE /api/company/notes/:id': { as: 'company', params: () => ({ id: randomUUID() }) },
  'POST /api/company/pipeline/:candidateId/move': {
    as: 'company',
    params: (fx) => ({ candidateId: fx.bookedCandidate }),
    body: () => ({ stage: 'not_a_fit', reason: 'Role filled' }),
  },
  // Saved searches (issue #34 item 5): ids nobody has are 404; a token nobody was sent is 404
  // whatever comes with it (the one-click POST's body is not read).
  'POST /api/saved-searches': {
    as: 'company',
    body: () => ({ name: `Search ${unique()}`, query: { role: 'Engineer' }, alert: 'daily' }),
  },
  'PATCH /api/saved-searches/:id': {
    as: 'company',
    params: () => ({ id: randomUUID() }),
    body: () => ({ name: 'Renamed', alert: 'off' }),
  },
  'DELETE /api/saved-searches/:id': { as: 'company', params: () => ({ id: randomUUID() }) },
  'POST /api/saved-searches/unsubscribe/:token': {
    as: 'visitor',
    params: () => ({ token: token() }),
  },
  // gigs
  'POST /api/gigs': { as: 'company', body: gigFormBody },
  'POST /api/gigs/proposals': {
    as: 'company',
    body: (fx) => ({ ...gigFormBody(), preferredCandidateId: fx.bookedCandidate }),
  },
  'POST /api/gigs/:id/complete': { as: 'company', params: (fx) => ({ id: fx.openGig }) },
  'PUT /api/gigs/:id': {
    as: 'company',
    params: (fx) => ({ id: fx.editableGig }),
    body: gigFormBody,
  },
  'POST /api/candidates/me/gigs/:id/respond': {
    as: 'candidate',
    params: (fx) => ({ id: fx.proposedGig }),
    body: () => ({ response: 'accepted' }),
  },
  // conversations (issue #16)
  'POST /api/conversations/:id/messages': {
    as: 'company',
    params: (fx) => ({ id: fx.conversation }),
    body: () => ({ body: 'Hello,\nwhen suits you?' }),
  },
  'POST /api/conversations/:id/read': { as: 'company', params: (fx) => ({ id: fx.conversation }) },
  'POST /api/conversations/:id/report': {
    as: 'company',
    params: (fx) => ({ id: fx.conversation }),
    body: () => ({ reason: 'Rude replies' }),
  },
  'PUT /api/conversations/settings': { as: 'company', body: () => ({ messageEmails: false }) },
  // notifications (issue #16)
  'POST /api/notifications/:id/read': { as: 'company', params: (fx) => ({ id: fx.notification }) },
  'POST /api/notifications/read-all': { as: 'company' },
  // admin
  'PATCH /api/admin/candidates/:id': {
    as: 'admin',
    params: (fx) => ({ id: fx.fresh }),
    body: () => ({
      firstName: 'Ivy',
      role: 'Staff Engineer',
      experienceYears: '8',
      skills: 'Go, SQL',
      location: 'Hybrid (Berlin)',
      availabilityDate: '2027-03-01',
      portfolioUrl: null,
      bio: 'Edited by an admin.',
      // Approving takes the scorecard (docs/decisions/078): the edit sets another status.
      status: 'pending',
      notes: 'Strong systems background.',
    }),
  },
  'POST /api/admin/candidates/:id/approve': {
    as: 'admin',
    params: (fx) => ({ id: fx.fresh }),
    body: approveBody,
  },
  'POST /api/admin/candidates/:id/reject': {
    as: 'admin',
    params: (fx) => ({ id: fx.fresh }),
    body: rejectBody,
  },
  'PATCH /api/admin/companies/:id': {
    as: 'admin',
    params: (fx) => ({ id: fx.company.id }),
    body: () => ({
      companyName: 'Acme Admin Edit',
      hiringRoles: 'Engineering, Design',
      hiringNeeds: 'Two backend engineers.',
      website: 'https://acme.example',
      planTier: 'enterprise',
      notes: 'Met at a conference.',
    }),
  },
  'PATCH /api/admin/intro-requests/:id/status': {
    as: 'admin',
    params: (fx) => ({ id: fx.accepted }),
    body: () => ({ status: 'meeting_scheduled' }),
  },
  'POST /api/admin/intro-requests/:id/mark-scheduled': {
    as: 'admin',
    params: (fx) => ({ id: fx.accepted }),
  },
  'POST /api/admin/intro-requests/:id/reminder': {
    as: 'admin',
    params: (fx) => ({ id: fx.accepted }),
  },
  'PATCH /api/admin/gigs/:id/status': {
    as: 'admin',
    params: (fx) => ({ id: fx.openGig }),
    body: () => ({ status: 'in_progress' }),
  },
  'DELETE /api/admin/gigs/:id': { as: 'admin', params: (fx) => ({ id: fx.openGig }) },
  'DELETE /api/admin/users/:id': {
    as: 'admin',
    params: (fx) => ({ id: fx.fresh }),
    body: () => ({ confirmation: 'not-their-address@example.com', reason: 'Asked by email' }),
  },
  'POST /api/admin/emails/test': { as: 'admin', body: () => ({ to: 'ops@example.com' }) },
  // Issue #32 item 4: no body; an id that is no failed run is a 404.
  'POST /api/admin/jobs/:id/retry': { as: 'admin', params: () => ({ id: randomUUID() }) },
};

/**
 * A route not yet in `routeSeeds` is still fuzzed (so a 5xx shows at once), as the principal its
 * path suggests, with an empty body to mutate and a random id; the first test fails until it gets
 * its own entry, which lets generated bodies reach its service.
 */
function guessedSeed(route: string): Seed {
  const path = route.split(' ')[1]!;
  const as: Principal = path.startsWith('/api/admin/')
    ? 'admin'
    : path.startsWith('/api/candidates/me')
      ? 'candidate'
      : /^\/api\/(companies\/me|intro-requests|gigs|billing)/.test(path)
        ? 'company'
        : 'visitor';
  return { as, params: () => new Proxy({}, { get: () => randomUUID() }) };
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** Strings people, scripts and attackers send; the dates are ones PostgreSQL refuses or near. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbff',
  '\udc00y',
  '😀',
  '\ud83d\ude00\u0000',
  '\u202e\u200b\ufeff',
  '\uffff\ufffe',
  '%00',
  '\\u0000',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://',
  'https://\u0000.example',
  'a@b.c\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  '2024-02-30',
  '9999-99-99',
  '0000-00-00',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '275760-09-13',
  '2024-02-29T24:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '\t\n\r',
  'Hybrid (City)',
  'accepted',
];

const pad2 = (n: number) => String(n).padStart(2, '0');
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
// Any code point, lone surrogates included (fast-check's own 'binary' unit builds a slow table).
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
const hugeLengths = [1_001, 5_001, 70_000, 400_000];

/** Any string: short arbitrary UTF-16 (lone surrogates included), full Unicode, nasty, huge. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: utf16Unit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: codePoint, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.nat(99), fc.nat(99))
      .map(([y, m, d]) => [String(y).padStart(4, '0'), pad2(m), pad2(d)].join('-')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...hugeLengths), fc.constantFrom('x', '\u0000', 'é', '\ud800'))
      .map(([n, c]) => c.repeat(n)),
  },
);

/** Any JSON value, up to a few levels deep, with the strings above. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyString,
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 9999),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** One change to a body: set, delete, add, nest, slip a character into a field, break a date. */
type Mutation =
  | { kind: 'set'; key: number; value: unknown }
  | { kind: 'delete'; key: number }
  | { kind: 'add'; name: string; value: unknown }
  | { kind: 'wrap'; key: number; how: 'array' | 'object' | 'null' }
  | { kind: 'splice'; key: number; at: number; insert: string }
  | { kind: 'date'; key: number; value: string }
  | { kind: 'element'; key: number; value: unknown };

/** Which field a mutation changes: any of them, with no bias to the first. */
const anyKey = fc.noBias(fc.nat(10_000));

/** Dates and date-times PostgreSQL refuses, or at the edge of the accepted range. */
const badDates = [
  '2024-02-30',
  '2023-02-29',
  '9999-99-99',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '1900-01-01',
  '2100-12-31',
  '2024-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '2100-12-31T23:00:00-14:00',
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('set' as const), key: anyKey, value: anyValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: anyKey }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      name: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'status', 'planTier', 'isAdmin'),
        anyString,
      ),
      value: anyValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrap' as const),
      key: anyKey,
      how: fc.constantFrom('array' as const, 'object' as const, 'null' as const),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('splice' as const),
      key: anyKey,
      at: fc.nat(),
      insert: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff') },
        { weight: 1, arbitrary: fc.constantFrom(' ', '\n', '😀', 'x'.repeat(6000)) },
        { weight: 1, arbitrary: anyString },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('date' as const),
      key: anyKey,
      value: fc.constantFrom(...badDates),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('element' as const), key: anyKey, value: anyValue }),
  },
);

/** A value as text: itself when a string, its JSON otherwise (`String()` throws on some objects). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const looksLikeDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/** `s` with `insert` at `at` (modulo its length). */
const spliced = (s: string, at: number, insert: string) => {
  const i = at % (s.length + 1);
  return s.slice(0, i) + insert + s.slice(i);
};

function applyMutation(body: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  if (m.kind === 'add') {
    // defineProperty, so '__proto__' becomes a key of the JSON rather than the prototype.
    Object.defineProperty(out, m.name, {
      value: m.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return out;
  }
  const dateKeys = Object.keys(body).filter((k) => looksLikeDate(body[k]));
  const keys = m.kind === 'date' && dateKeys.length > 0 ? dateKeys : Object.keys(body);
  if (keys.length === 0) return out;
  const key = keys[m.key % keys.length]!;
  const current = out[key];
  switch (m.kind) {
    case 'set':
      out[key] = m.value;
      break;
    case 'delete':
      delete out[key];
      break;
    case 'wrap':
      out[key] = m.how === 'array' ? [current] : m.how === 'object' ? { value: current } : null;
      break;
    case 'splice':
      if (Array.isArray(current) && current.length > 0) {
        const i = m.at % current.length;
        out[key] = current.map((v, j) => (j === i ? spliced(asText(v), m.at, m.insert) : v));
      } else {
        out[key] = spliced(asText(current), m.at, m.insert);
      }
      break;
    case 'date':
      out[key] = m.value;
      break;
    case 'element':
      out[key] = Array.isArray(current)
        ? current.map((v, i) => (i === m.key % current.length ? m.value : v))
        : [current, m.value];
      break;
  }
  return out;
}

/**
 * A request body: the valid body changed by `mutations`, any JSON value, the valid body's keys with
 * other values, raw text of some content type, or a multipart form (maybe cut short, maybe with a
 * file).
 */
type Payload =
  | { type: 'mutated'; mutations: Mutation[] }
  | { type: 'value'; value: unknown }
  | { type: 'reshaped'; values: unknown[] }
  | { type: 'raw'; contentType: string | null; body: string }
  | { type: 'multipart'; mutations: Mutation[]; cut: number | null; file: FilePart | null };
interface FilePart {
  name: string;
  data: string;
}

/** JSON text that a JavaScript object cannot hold: prototype keys and very deep nesting. */
const rawJson = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"__proto__":null}',
    '[{"__proto__":{"x":1}}]',
    '{',
    '{"a":}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '"\\u0000"',
    'null',
    '[]',
    '0',
    '',
    '\u0000',
    '{"a":1}garbage',
    '{"a":1e999999}',
  ),
  fc
    .tuple(fc.integer({ min: 10, max: 20_000 }), fc.constantFrom('[', '{"a":', '{"__proto__":'))
    .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)),
);

const payload: fc.Arbitrary<Payload> = fc.oneof(
  {
    weight: 8,
    arbitrary: mutation.map((m) => ({ type: 'mutated' as const, mutations: [m] })),
  },
  {
    weight: 4,
    arbitrary: fc
      .array(mutation, { minLength: 2, maxLength: 4 })
      .map((mutations) => ({ type: 'mutated' as const, mutations })),
  },
  { weight: 2, arbitrary: anyValue.map((value) => ({ type: 'value' as const, value })) },
  {
    weight: 1,
    arbitrary: fc
      .array(anyValue, { maxLength: 12 })
      .map((values) => ({ type: 'reshaped' as const, values })),
  },
  {
    weight: 2,
    arbitrary: rawJson.map((body) => ({
      type: 'raw' as const,
      contentType: 'application/json',
      body,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
        'multipart/form-data',
      ),
      body: fc.oneof(anyString, fc.constant('a=1&b=%00')),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('multipart' as const),
      mutations: fc.array(mutation, { maxLength: 3 }),
      cut: fc.option(fc.nat(), { nil: null }),
      file: fc.option(
        fc.record({
          name: fc.oneof(
            fc.constantFrom(
              'cv.pdf',
              'cv\u0000.pdf',
              'x'.repeat(5000) + '.pdf',
              '../../etc/passwd',
              '"cv".pdf',
              '\ud800.pdf',
            ),
            anyString,
          ),
          data: fc.constantFrom(
            '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
            '',
            'not a pdf',
            '\u0000'.repeat(64),
          ),
        }),
        { nil: null },
      ),
    }),
  },
);

/** Path parameters: the fixture's, or (sometimes) a wrong one. */
const paramOverride = fc.option(
  fc.oneof(
    fc.constantFrom(
      '%00',
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      randomUUID(),
      'x'.repeat(99),
      '..%2F..%2Fetc',
      '%F0%9F%98%80',
      '1%27%20or%201%3D1',
    ),
    anyString
      .filter((s) => s.length > 0 && s.length < 200 && !/[\ud800-\udfff]/.test(s))
      .map(encodeURIComponent),
  ),
  { nil: null, freq: 6 },
);

function multipart(fields: Record<string, unknown>, file: FilePart | null, cut: number | null) {
  const boundary = `----fuzz${randomUUID()}`;
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
    );
  }
  if (file) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n${file.data}\r\n`,
    );
  }
  chunks.push(`--${boundary}--\r\n`);
  let body = Buffer.from(chunks.join(''));
  if (cut !== null) body = body.subarray(0, cut % body.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------------------------------------
// The properties.

const tally = { bodies: 0, serverErrors: 0, byStatus: {} as Record<string, number> };
const startedAt = Date.now();
const cpuAtStart = process.cpuUsage();

afterAll(() => {
  const statuses = Object.entries(tally.byStatus)
    .sort()
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const cpu = process.cpuUsage(cpuAtStart);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `malformed bodies: ${tally.bodies} tried on ${writeRoutes.length} write routes, ` +
      `${tally.serverErrors} answered 5xx; ${seconds(Date.now() - startedAt)} ` +
      `(${seconds((cpu.user + cpu.system) / 1000)} CPU); statuses ${statuses}`,
  );
});

describe('malformed bodies on every write route (issue #12)', () => {
  it('finds the write routes and has a principal and a valid body for each', () => {
    expect(writeRoutes.length).toBeGreaterThan(30);
    const missing = writeRoutes.filter((r) => !routeSeeds[r]);
    expect(missing, 'add these routes to routeSeeds in test/malformed-bodies.test.ts').toEqual([]);
    const stale = Object.keys(routeSeeds).filter((r) => !writeRoutes.includes(r));
    expect(stale, 'routeSeeds names routes the app no longer has').toEqual([]);
  });

  const runsPerRoute = Math.ceil(MIN_BODIES / Math.max(writeRoutes.length, 1));

  for (const route of writeRoutes) {
    const seed = routeSeeds[route] ?? guessedSeed(route);
    const [method, pattern] = route.split(' ') as [string, string];

    it(`${route}: never a 5xx; a 4xx is problem+json and writes nothing`, async () => {
      const fx = await fixtures();
      const cookie = await cookieFor(seed.as, fx);
      const params = seed.params?.(fx) ?? {};
      const database = await watchDatabase(t.db);

      await fc.assert(
        fc.asyncProperty(payload, paramOverride, async (p, badParam) => {
          const url = pattern.replace(/:(\w+)/g, (_, name: string) => badParam ?? params[name]!);
          const valid = seed.body?.(fx) ?? {};
          let body: string | Buffer;
          let contentType: string | null;
          if (p.type === 'mutated' || p.type === 'value' || p.type === 'reshaped') {
            const json =
              p.type === 'mutated'
                ? p.mutations.reduce(applyMutation, valid)
                : p.type === 'value'
                  ? p.value
                  : Object.fromEntries(Object.keys(valid).map((k, i) => [k, p.values[i] ?? null]));
            body = JSON.stringify(json) ?? 'null';
            contentType = 'application/json';
          } else if (p.type === 'raw') {
            body = p.body;
            contentType = p.contentType;
          } else {
            ({ body, contentType } = multipart(
              p.mutations.reduce(applyMutation, valid),
              p.file,
              p.cut,
            ));
          }
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            payload: body,
          });
          tally.bodies++;
          const status = res.statusCode;
          tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
          if (status >= 500) tally.serverErrors++;
          const what = `${method} ${url} ${contentType} ${String(body).slice(0, 300)}`;
          expect(status, `${what}\n→ ${res.body.slice(0, 300)}`).toBeLessThan(500);

          const written = await database.changed();
          if (status >= 400) {
            expect(res.headers['content-type'], what).toContain('application/problem+json');
            expect(res.json(), what).toMatchObject({
              status,
              code: expect.any(String),
              title: expect.any(String),
            });
            expect(written, `${what}\n→ ${status} wrote`).toEqual([]);
          }
        }),
        { numRuns: runsPerRoute },
      );
    });
  }

  it(`tried at least ${MIN_BODIES} bodies, none answered 5xx`, () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.bodies).toBeGreaterThanOrEqual(MIN_BODIES);
  });
});
