/**
 * Stored XSS (issue #12; docs/decisions/020). Every free-text field a user or an admin can store
 * holds a payload — an `<img onerror>` that sets `window.__xss` and calls `alert`, and in the long
 * fields a `<script>` too — set up through the API. Each page that shows the field is opened as
 * the role that sees it, in a context with the Content-Security-Policy bypassed (so the test
 * checks the escaping, not the CSP behind it), and must show the payload as text: no dialog, no
 * `window.__xss`, no element built from it.
 */
import {
  expect,
  test,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { isoDate } from '../src/shared/gigs/schemas';
import { demoAccounts, latestEmail, linkIn, loginAdmin, verifyEmail, testPay } from './fixtures';
import { bookCallTomorrow } from './support/booking';
import { approveBody } from '../test/support/valid-bodies';

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// Per worker: a worker started again after a failure sets up a world of its own.
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const password = 'xss-password-1';

/** Every stored free-text field, numbered: the number is what its payload writes to `__xss`. */
const fieldNumbers = {
  companyName: 1,
  fullName: 2,
  hiringRole: 3,
  firstName: 4,
  lastName: 5,
  role: 6,
  skill: 7,
  city: 8,
  bio: 9,
  resumeName: 10,
  message: 11,
  roleDescription: 12,
  gigTitle: 13,
  gigDescription: 14,
  gigDeliverables: 15,
  proposedTitle: 16,
  proposedDescription: 17,
  proposedDeliverables: 18,
  contactName: 19,
  contactCompany: 20,
  contactMessage: 21,
  candidateNotes: 22,
  companyNotes: 23,
  hiringNeeds: 24,
  chatMessage: 25,
  reportReason: 26,
  companyDescription: 27,
  companyWebsite: 28,
} as const;
type Field = keyof typeof fieldNumbers;

/** A short payload (fits every limit: ≤ 60 characters). */
function short(field: Field): string {
  const n = fieldNumbers[field];
  return `F${n}<img src=x onerror=window.__xss=${n};alert(${n})>`;
}
/** A long payload: the short one, a script, and plain words to reach a minimum length. */
function long(field: Field): string {
  const n = fieldNumbers[field];
  return `${short(field)}<script>window.__xss=${n};alert(${n})</script> and enough plain words to pass the minimum length.`;
}
const longFields = new Set<Field>([
  'bio',
  'message',
  'roleDescription',
  'gigDescription',
  'gigDeliverables',
  'proposedDescription',
  'proposedDeliverables',
  'contactMessage',
  'candidateNotes',
  'companyNotes',
  'hiringNeeds',
  'chatMessage',
  'reportReason',
  'companyDescription',
]);
/** Fields with a shape of their own: a website must be an http(s) link without spaces. */
const shaped: Partial<Record<Field, string>> = {
  companyWebsite: `https://x.example/F${fieldNumbers.companyWebsite}"><img/src=x/onerror=window.__xss=${fieldNumbers.companyWebsite};alert(${fieldNumbers.companyWebsite})>`,
};
const value = (field: Field) =>
  shaped[field] ?? (longFields.has(field) ? long(field) : short(field));

/**
 * How a field reads on the page when the server changed it on the way in: a résumé's file name
 * keeps only letters, digits, spaces, `.`, `(`, `)` and `-` (candidates.service `safeFileName`).
 */
const shownAs: Partial<Record<Field, string>> = {
  resumeName: `F${fieldNumbers.resumeName}img srcx onerrorwindow.__xss${fieldNumbers.resumeName}alert(${fieldNumbers.resumeName}).pdf`,
};
const shown = (field: Field) => shownAs[field] ?? value(field);

/**
 * Stored, but on no page: none now. A gig's deliverables were here while its 'Details' was a
 * coming-soon notice (spec 2 §8); issue #30 made the gig's page, which shows them.
 */
const onNoPage = new Set<Field>([]);

/** A minimal but real PDF: passes the server's content check. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Account {
  email: string;
  password: string;
  userType: 'company' | 'candidate' | 'admin';
}
const world = {
  company: { email: `xss.company.${stamp}@e2e.example`, password, userType: 'company' } as Account,
  candidate: {
    email: `xss.candidate.${stamp}@e2e.example`,
    password,
    userType: 'candidate',
  } as Account,
  candidateId: '',
  companyId: '',
  /** The response link of a second candidate's intro, still unanswered. */
  responsePath: '',
  /** The conversation of the accepted intro (issue #16), with a message and a report. */
  conversationId: '',
  /** The company's open gig and the gig it proposed to the candidate (issue #30: their pages). */
  openGigId: '',
  proposedGigId: '',
};
const admin: Account = { ...demoAccounts.admin, userType: 'admin' };
/** Ends the second candidate's last name, to tell the two apart in admin tables. */
const otherMark = 'Second';

/** A context whose API calls and pages share `account`'s session. */
async function contextAs(browser: Browser, account: Account | null): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true });
  if (account?.userType === 'admin') await loginAdmin(context.request);
  else if (account) {
    const res = await context.request.post('/api/auth/login', { data: account });
    expect(res.status(), `login ${account.email}`).toBe(200);
  }
  return context;
}

async function ok(response: Promise<APIResponse>, status = 200) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return res;
}

/** The candidate signup form with a payload in every free-text field. */
function candidateFields(email: string): Record<string, string> {
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    email,
    password,
    confirmPassword: password,
    role: value('role'),
    experienceYears: '4',
    skills: `${value('skill')}, TypeScript`,
    locationType: 'Hybrid (City)',
    city: value('city'),
    availability: 'contract',
    availabilityDate: isoDate(20),
    calendarUrl: 'https://cal.com/xss-candidate',
    portfolioUrl: '',
    linkedinUrl: '',
    salaryRange: '$50k – $100k',
    bio: value('bio'),
    consent: 'true',
  };
}

const gig = (title: Field, description: Field, deliverables: Field) => ({
  title: value(title),
  roleCategory: 'Engineering',
  description: value(description),
  deliverables: value(deliverables),
  estimatedDuration: '1 week',
  budgetRange: '$500–$1,000',
  startDate: isoDate(5),
});

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const companyContext = await browser.newContext();
  const company = companyContext.request;
  await ok(
    company.post('/api/companies', {
      data: {
        companyName: value('companyName'),
        fullName: value('fullName'),
        workEmail: world.company.email,
        role: 'Founder',
        hiringRoles: ['Engineering'],
        password,
      },
    }),
    201,
  );
  await ok(
    company.patch('/api/companies/me', {
      data: {
        companyName: value('companyName'),
        hiringRoles: ['Engineering', 'Design'],
        timezone: 'UTC-5 (Eastern Time)',
        description: value('companyDescription'),
        website: value('companyWebsite'),
      },
    }),
  );
  await ok(company.post('/api/companies/me/preferences/skip', { data: {} }));
  await ok(company.post('/api/billing/upgrade', { data: { plan: 'pro' } }));
  // Intro requests, messages and gigs wait for a verified address (docs/decisions/065).
  await verifyEmail(baseURL, world.company.email);

  // Two candidates with the same payloads: one goes all the way, one keeps its link unanswered.
  const candidateContext = await browser.newContext();
  const candidate = candidateContext.request;
  const signup = await ok(
    candidate.post('/api/candidates', {
      multipart: {
        ...candidateFields(world.candidate.email),
        resume: {
          name: `${value('resumeName')}.pdf`,
          mimeType: 'application/pdf',
          buffer: pdfBytes,
        },
      },
    }),
    201,
  );
  world.candidateId = ((await signup.json()) as { user: { id: string } }).user.id;
  const otherContext = await browser.newContext();
  const otherEmail = `xss.other.${stamp}@e2e.example`;
  const other = await ok(
    otherContext.request.post('/api/candidates', {
      data: { ...candidateFields(otherEmail), lastName: `${value('lastName')} ${otherMark}` },
    }),
    201,
  );
  const otherId = ((await other.json()) as { user: { id: string } }).user.id;
  await otherContext.close();
  // An admin approves only a verified candidate (docs/decisions/065).
  for (const email of [world.candidate.email, otherEmail]) await verifyEmail(baseURL, email);

  const adminContext = await browser.newContext();
  const adminApi = adminContext.request;
  await loginAdmin(adminApi);
  for (const id of [world.candidateId, otherId])
    await ok(adminApi.post(`/api/admin/candidates/${id}/approve`, { data: approveBody() }));
  await ok(
    adminApi.patch(`/api/admin/candidates/${world.candidateId}`, {
      data: { notes: value('candidateNotes') },
    }),
  );
  const companyId = ((await (await company.get('/api/companies/me')).json()) as { id: string }).id;
  world.companyId = companyId;
  await ok(
    adminApi.patch(`/api/admin/companies/${companyId}`, {
      // The company picks hiring roles from the list (docs/decisions/025); an admin may still
      // type them (spec 2 §5 "comma separated"), so the payload goes in there.
      data: {
        notes: value('companyNotes'),
        hiringNeeds: value('hiringNeeds'),
        hiringRoles: `${value('hiringRole')}, Design`,
      },
    }),
  );
  await adminContext.close();

  const intro = { message: value('message'), roleDescription: value('roleDescription') };
  const created = await ok(
    company.post('/api/intro-requests', {
      data: { ...testPay, candidateId: world.candidateId, ...intro },
    }),
    201,
  );
  const introId = ((await created.json()) as { id: string }).id;
  await ok(
    company.post('/api/intro-requests', { data: { ...testPay, candidateId: otherId, ...intro } }),
    201,
  );
  const notice = await latestEmail(baseURL, 'introRequestCandidateNotification', otherEmail);
  world.responsePath = new URL(linkIn(notice.textBody, '/intro-response/')).pathname;

  await ok(
    candidate.post(`/api/candidates/me/intro-requests/${introId}/respond`, {
      data: { response: 'accepted' },
    }),
  );
  await bookCallTomorrow(company, introId);
  // Issue #16: a message in the conversation, and the candidate's report of it.
  const inbox = (await (await ok(company.get('/api/conversations'))).json()) as {
    items: { id: string; introRequestId: string }[];
  };
  world.conversationId = inbox.items.find((c) => c.introRequestId === introId)!.id;
  await ok(
    company.post(`/api/conversations/${world.conversationId}/messages`, {
      data: { body: value('chatMessage') },
    }),
    201,
  );
  await ok(
    candidate.post(`/api/conversations/${world.conversationId}/report`, {
      data: { reason: value('reportReason') },
    }),
    201,
  );
  const openGig = await ok(
    company.post('/api/gigs', { data: gig('gigTitle', 'gigDescription', 'gigDeliverables') }),
    201,
  );
  world.openGigId = ((await openGig.json()) as { id: string }).id;
  const proposedGig = await ok(
    company.post('/api/gigs/proposals', {
      data: {
        ...gig('proposedTitle', 'proposedDescription', 'proposedDeliverables'),
        preferredCandidateId: world.candidateId,
      },
    }),
    201,
  );
  world.proposedGigId = ((await proposedGig.json()) as { id: string }).id;
  await ok(
    company.post('/api/contact', {
      data: {
        fullName: value('contactName'),
        workEmail: `xss.contact.${stamp}@e2e.example`,
        companyName: value('contactCompany'),
        message: value('contactMessage'),
      },
    }),
    201,
  );
  await companyContext.close();
  await candidateContext.close();
});

interface PageCheck {
  name: string;
  who: 'visitor' | 'company' | 'candidate' | 'admin';
  url: () => string;
  /** Fields shown as text. */
  text: Field[];
  /** Fields shown as the value of a form control, by its label. */
  inputs?: [label: string, field: Field][];
  /** Fields shown as an option of a select, by its label. */
  options?: [label: string, field: Field][];
  /** Opens what shows the fields (a dialog, a tab); answers where to look. */
  open?: (page: Page) => Promise<Locator | void>;
}

/** Opens the View dialog of the admin row mentioning `field`'s payload (not the second candidate's). */
async function viewRow(page: Page, field: Field): Promise<Locator> {
  await page
    .getByRole('row')
    .filter({ hasText: value(field) })
    .filter({ hasNotText: otherMark })
    .first()
    .getByRole('button', { name: /^View/ })
    .click();
  return page.getByRole('dialog');
}

const checks: PageCheck[] = [
  {
    name: 'talent feed (visitor)',
    who: 'visitor',
    url: () => '/talent',
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio'],
  },
  {
    name: 'talent feed (company)',
    who: 'company',
    url: () => '/talent',
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio'],
  },
  {
    name: 'intro confirmation',
    who: 'company',
    url: () => `/intro-confirmation/${world.candidateId}`,
    text: ['firstName', 'lastName', 'role'],
  },
  {
    name: 'company dashboard, intro requests',
    who: 'company',
    url: () => '/dashboard?tab=requests',
    text: ['firstName', 'lastName', 'role'],
  },
  {
    name: 'company dashboard, account',
    who: 'company',
    url: () => '/dashboard?tab=account',
    text: [],
    // Hiring roles are chips of fixed options here (docs/decisions/025); a typed one shows on
    // the admin pages below.
    inputs: [['Company Name', 'companyName']],
  },
  {
    name: 'company gigs',
    who: 'company',
    url: () => '/dashboard/gigs',
    text: ['gigTitle', 'proposedTitle', 'firstName', 'lastName'],
  },
  {
    // Issue #30: a gig's page shows everything the company entered.
    name: 'company gig page (open)',
    who: 'company',
    url: () => `/dashboard/gigs/${world.openGigId}`,
    text: ['gigTitle', 'gigDescription', 'gigDeliverables'],
  },
  {
    name: 'company gig page (proposed)',
    who: 'company',
    url: () => `/dashboard/gigs/${world.proposedGigId}`,
    text: ['proposedTitle', 'proposedDescription', 'proposedDeliverables', 'firstName', 'lastName'],
  },
  {
    name: 'edit a gig',
    who: 'company',
    url: () => `/dashboard/gigs/${world.openGigId}/edit`,
    text: [],
    inputs: [
      ['Project Title', 'gigTitle'],
      ['Project Description', 'gigDescription'],
      ['Deliverables/Objectives', 'gigDeliverables'],
    ],
  },
  {
    name: 'propose a gig',
    who: 'company',
    url: () => `/dashboard/gigs/propose/${world.candidateId}`,
    text: ['firstName', 'lastName', 'role'],
  },
  {
    name: 'post a gig',
    who: 'company',
    url: () => '/dashboard/gigs/new',
    text: [],
    options: [
      ['Preferred Candidate (optional)', 'firstName'],
      ['Preferred Candidate (optional)', 'lastName'],
    ],
  },
  {
    name: 'candidate dashboard, profile',
    who: 'candidate',
    url: () => '/candidate-dashboard?tab=profile',
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio', 'resumeName'],
  },
  {
    name: 'candidate dashboard, intro requests',
    who: 'candidate',
    url: () => '/candidate-dashboard?tab=intro-requests',
    text: ['companyName', 'hiringRole', 'message', 'roleDescription'],
  },
  {
    name: 'candidate dashboard, gigs',
    who: 'candidate',
    url: () => '/candidate-dashboard?tab=gigs',
    text: ['companyName', 'gigTitle', 'gigDescription', 'proposedTitle', 'proposedDescription'],
  },
  {
    name: 'intro response link',
    who: 'visitor',
    url: () => world.responsePath,
    text: [
      'companyName',
      'hiringRole',
      'roleDescription',
      'message',
      'firstName',
      'lastName',
      'role',
    ],
  },
  {
    name: 'company page (candidate)',
    who: 'candidate',
    url: () => `/companies/${world.companyId}`,
    text: ['companyName', 'companyDescription', 'companyWebsite', 'hiringRole'],
  },
  {
    name: 'Browse Companies (candidate)',
    who: 'candidate',
    url: () => '/talent?q=onerror',
    text: ['companyName', 'companyDescription'],
  },
  {
    name: 'company dashboard, account (public profile)',
    who: 'company',
    url: () => '/dashboard?tab=account',
    text: [],
    inputs: [
      ['Short description', 'companyDescription'],
      ['Website', 'companyWebsite'],
    ],
  },
  {
    name: 'candidate profile page (visitor)',
    who: 'visitor',
    url: () => `/talent/${world.candidateId}`,
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio'],
  },
  {
    name: 'candidate profile page (company with an accepted intro)',
    who: 'company',
    url: () => `/talent/${world.candidateId}`,
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio'],
  },
  {
    name: 'admin candidates',
    who: 'admin',
    url: () => '/admin/candidates',
    text: ['firstName', 'lastName', 'role', 'skill'],
  },
  {
    name: 'admin candidate view',
    who: 'admin',
    url: () => '/admin/candidates',
    text: ['firstName', 'lastName', 'role', 'skill', 'city', 'bio', 'candidateNotes'],
    open: (page) => viewRow(page, 'lastName'),
  },
  {
    name: 'admin companies',
    who: 'admin',
    url: () => '/admin/companies',
    text: ['companyName'],
  },
  {
    name: 'admin company view',
    who: 'admin',
    url: () => '/admin/companies',
    text: ['companyName', 'fullName', 'hiringRole', 'hiringNeeds', 'companyNotes'],
    open: (page) => viewRow(page, 'companyName'),
  },
  {
    name: 'admin intro requests',
    who: 'admin',
    url: () => '/admin/intro-requests',
    text: ['companyName', 'firstName', 'lastName', 'roleDescription', 'message'],
  },
  {
    name: 'admin intro activity',
    who: 'admin',
    url: () => '/admin/intros-and-gigs',
    text: ['companyName', 'firstName', 'lastName'],
  },
  {
    name: 'admin gig tracking',
    who: 'admin',
    url: () => '/admin/intros-and-gigs?tab=gigs',
    text: ['companyName', 'firstName', 'lastName', 'gigTitle', 'proposedTitle'],
  },
  {
    name: 'admin delete users',
    who: 'admin',
    url: () => '/admin/delete-users',
    text: ['companyName', 'firstName', 'lastName'],
  },
  {
    name: 'conversation (candidate)',
    who: 'candidate',
    url: () => `/messages/${world.conversationId}`,
    text: ['chatMessage'],
  },
  {
    name: 'inbox (candidate)',
    who: 'candidate',
    url: () => '/messages',
    text: ['companyName'],
  },
  {
    name: 'admin reported conversation',
    who: 'admin',
    url: () => `/admin/conversations/${world.conversationId}`,
    text: ['companyName', 'chatMessage', 'reportReason'],
  },
  {
    name: 'admin audit',
    who: 'admin',
    url: () => '/admin/audit',
    text: ['candidateNotes', 'companyNotes', 'hiringNeeds'],
  },
  {
    name: 'admin e-mail (contact message)',
    who: 'admin',
    url: () => '/admin/emails',
    text: ['contactName', 'contactCompany', 'contactMessage'],
    open: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(`^Contact form: F${fieldNumbers.contactName}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      // The HTML preview, in its sandboxed frame: the values as text, no element made of them.
      const preview = page.frameLocator('iframe[title^="Preview of"]');
      await expect(preview.getByText(value('contactMessage'))).toBeVisible();
      await expect(preview.locator('img, script, svg, iframe')).toHaveCount(0);
      await dialog.getByRole('tab', { name: 'Text' }).click();
      return dialog;
    },
  },
];

/** Nothing ran and nothing was built from a payload. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const built = await page.evaluate(
    () =>
      document.querySelectorAll('[onerror], [onload], img[src="x"]').length +
      [...document.scripts].filter((s) => s.text.includes('__xss')).length,
  );
  expect(built, 'elements made from a payload').toBe(0);
}

const accounts = { visitor: null, company: world.company, candidate: world.candidate, admin };

for (const check of checks) {
  const listed = [
    ...check.text,
    ...(check.inputs ?? []).map(([, f]) => f),
    ...(check.options ?? []).map(([, f]) => f),
  ];
  test(`${check.name}: ${listed.join(', ')} shown as text, nothing runs`, async ({ browser }) => {
    const context = await contextAs(browser, accounts[check.who]);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(check.url());
    await expect(page.locator('main')).toBeVisible();
    const scope = (await check.open?.(page)) ?? page;
    for (const field of check.text)
      await expect
        .soft(scope.getByText(shown(field)).filter({ visible: true }).first(), field)
        .toBeVisible();
    for (const [label, field] of check.inputs ?? [])
      await expect
        .soft(scope.getByLabel(label), field)
        .toHaveValue(new RegExp(escapeRegExp(value(field))));
    for (const [label, field] of check.options ?? [])
      await expect
        .soft(scope.getByLabel(label).locator('option', { hasText: value(field) }), field)
        .toHaveCount(1);
    // Give an injected image time to fail and run its handler before looking.
    await page.waitForTimeout(300);
    await expectInert(page, dialogs);
    await context.close();
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('every stored field is checked on at least one page, or listed as shown on none', () => {
  const checked = new Set(
    checks.flatMap((c) => [
      ...c.text,
      ...(c.inputs ?? []).map(([, f]) => f),
      ...(c.options ?? []).map(([, f]) => f),
    ]),
  );
  expect(
    Object.keys(fieldNumbers).filter((f) => !checked.has(f as Field) && !onNoPage.has(f as Field)),
  ).toEqual([]);
  expect([...onNoPage].filter((f) => checked.has(f))).toEqual([]);
});
