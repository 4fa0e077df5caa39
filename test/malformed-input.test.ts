/**
 * Issue #12 finding 2: malformed input answered 500. Each body case here answered 500 before the
 * text and date rules of docs/decisions/017 (PostgreSQL refuses NUL in text and lone surrogates in
 * jsonb, and impossible dates in `date` columns; a cut multipart body threw from the parser). Each
 * must answer a 400 problem+json naming the field, and write nothing (DESIGN.md "Security model").
 */
import { describe, expect, it } from 'vitest';
import { DATE_INVALID } from '../src/shared/http/dates';
import { UNSUPPORTED_TEXT } from '../src/shared/http/text';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
  login,
  TEST_PAY,
} from './helpers';
import { changedTables, dbFingerprint } from './support/db-fingerprint';
import {
  candidateProfileBody,
  candidateSignupBody,
  contactBody,
  gigFormBody,
} from './support/valid-bodies';

const t = await buildTestApp();
const admin = await injectAs(t, 'admin');
const candidate = await injectAs(t, 'candidate');
const company = await createCompany(t.db, { planTier: 'pro', onboardingStatus: 'complete' });
const companyCookie = await login(t.app, company.email, 'company');
const other = await createCandidate(t.db, { status: 'approved' });
await createIntro(
  t.db,
  { companyId: company.id, candidateId: other.id },
  'meeting_marked_by_company',
);

const signup = candidateSignupBody();
const profile = candidateProfileBody();
const gig = gigFormBody();
const contact = contactBody();

interface Case {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  cookie?: string;
  payload: object;
  field: string;
  message: string;
}

/** Sends `c` and checks the 400 problem+json with the field's message, and that nothing changed. */
async function expectRefused(c: Case) {
  const before = await dbFingerprint(t.db);
  const res = await t.app.inject({
    method: c.method,
    url: c.url,
    payload: c.payload,
    headers: c.cookie ? { cookie: c.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 400, errors: { [c.field]: c.message } });
  expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
}

const nul = (s: string) => `${s}\u0000`;

describe('a NUL character in a text field or an e-mail: 400, nothing written', () => {
  it.each<Case>([
    {
      name: 'contact message',
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: nul('Hi') },
      field: 'message',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'contact e-mail',
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, workEmail: 'a\u0000b@example.com' },
      field: 'workEmail',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'newsletter e-mail',
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a\u0000b@example.com' },
      field: 'email',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'login e-mail',
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b@example.com', password: 'x', userType: 'company' },
      field: 'email',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'password reset e-mail',
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'a\u0000b@example.com' },
      field: 'email',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'company signup name',
      method: 'POST',
      url: '/api/companies',
      payload: {
        companyName: nul('Acme'),
        fullName: 'Ada',
        workEmail: 'ada@acme.example',
        role: 'CTO',
        hiringRoles: ['Engineering'],
        password: 'long-enough-1',
      },
      field: 'companyName',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'candidate signup role',
      method: 'POST',
      url: '/api/candidates',
      payload: { ...signup, role: nul('Engineer') },
      field: 'role',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'candidate profile bio',
      method: 'PATCH',
      url: '/api/candidates/me',
      cookie: candidate.cookie,
      payload: { ...profile, bio: nul('Bio') },
      field: 'bio',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'intro request message',
      method: 'POST',
      url: '/api/intro-requests',
      cookie: companyCookie,
      payload: { ...TEST_PAY, candidateId: other.id, message: nul('Hello') },
      field: 'message',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'gig title',
      method: 'POST',
      url: '/api/gigs',
      cookie: companyCookie,
      payload: { ...gig, title: nul('Title') },
      field: 'title',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'admin company notes',
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      cookie: admin.cookie,
      payload: { notes: nul('Note') },
      field: 'notes',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'admin test e-mail',
      method: 'POST',
      url: '/api/admin/emails/test',
      cookie: admin.cookie,
      payload: { to: 'a\u0000b@example.com' },
      field: 'to',
      message: UNSUPPORTED_TEXT,
    },
  ])('$name', expectRefused);
});

describe('a lone surrogate in a field stored as jsonb: 400, nothing written', () => {
  it.each<Case>([
    {
      name: 'contact message (outbox payload)',
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Hi \ud800' },
      field: 'message',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'demo request name (outbox payload)',
      method: 'POST',
      url: '/api/contact/demo',
      payload: { fullName: 'Ada \udc00' },
      field: 'fullName',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'admin candidate edit (edit log changes)',
      method: 'PATCH',
      url: `/api/admin/candidates/${other.id}`,
      cookie: admin.cookie,
      payload: { notes: 'x\ud800' },
      field: 'notes',
      message: UNSUPPORTED_TEXT,
    },
    {
      name: 'admin company edit (edit log changes)',
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      cookie: admin.cookie,
      payload: { hiringNeeds: '\udbff needs' },
      field: 'hiringNeeds',
      message: UNSUPPORTED_TEXT,
    },
  ])('$name', expectRefused);
});

describe('an impossible date that matches the pattern: 400, nothing written', () => {
  const availability = 'Availability Date is required.';
  const start = 'Start date is required.';
  /** Where a date goes: the request around it, and the field's message. */
  const places: [string, Omit<Case, 'name' | 'payload'>, (date: string) => object][] = [
    [
      'candidate signup',
      { method: 'POST', url: '/api/candidates', field: 'availabilityDate', message: availability },
      (availabilityDate) => ({ ...signup, availabilityDate }),
    ],
    [
      'candidate profile',
      {
        method: 'PATCH',
        url: '/api/candidates/me',
        cookie: candidate.cookie,
        field: 'availabilityDate',
        message: availability,
      },
      (availabilityDate) => ({ ...profile, availabilityDate }),
    ],
    [
      'admin candidate edit',
      {
        method: 'PATCH',
        url: `/api/admin/candidates/${other.id}`,
        cookie: admin.cookie,
        field: 'availabilityDate',
        message: availability,
      },
      (availabilityDate) => ({ availabilityDate }),
    ],
    [
      'gig start',
      {
        method: 'POST',
        url: '/api/gigs',
        cookie: companyCookie,
        field: 'startDate',
        message: start,
      },
      (startDate) => ({ ...gig, startDate }),
    ],
    [
      'gig proposal start',
      {
        method: 'POST',
        url: '/api/gigs/proposals',
        cookie: companyCookie,
        field: 'startDate',
        message: start,
      },
      (startDate) => ({ ...gig, preferredCandidateId: other.id, startDate }),
    ],
  ];
  // 2099-02-30 rather than 2024-02-30 for gigs, so it is not refused as a past date either.
  it.each<Case>(
    places.flatMap(([name, request, body]) =>
      (name.startsWith('gig') ? ['2099-02-30', '9999-99-99'] : ['2024-02-30', '9999-99-99']).map(
        (date) => ({ name: `${name} ${date}`, ...request, payload: body(date) }),
      ),
    ),
  )('$name', expectRefused);
});

describe('a cut multipart body on candidate signup: 400, nothing written', () => {
  it('answers 400 problem+json when the body ends inside a part', async () => {
    const boundary = '----warmintro-cut';
    const parts = Object.entries(signup)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('');
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj`;
    const before = await dbFingerprint(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidates',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: parts + file,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { resume: expect.any(String) },
    });
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
  });
});

// Before the rules, the text filters with NUL and `joinedTo=9999-99-99` answered 500;
// `joinedFrom=2024-02-30` was read as 1 March.
describe('query strings follow the same rules', () => {
  it.each([
    ['/api/talent?q=a%00b', undefined, 'q', UNSUPPORTED_TEXT],
    ['/api/talent?skills=Go,a%00b', undefined, 'skills', UNSUPPORTED_TEXT],
    ['/api/admin/candidates?search=%00', 'admin', 'search', UNSUPPORTED_TEXT],
    ['/api/admin/emails?template=x%00', 'admin', 'template', UNSUPPORTED_TEXT],
    ['/api/admin/companies?joinedFrom=2024-02-30', 'admin', 'joinedFrom', DATE_INVALID],
    ['/api/admin/companies?joinedTo=9999-99-99', 'admin', 'joinedTo', DATE_INVALID],
  ] as const)('GET %s → 400 on %s', async (url, as, field, message) => {
    const res = await t.app.inject({ url, headers: as ? { cookie: admin.cookie } : {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, errors: { [field]: message } });
  });
});
