/**
 * Gigs, the company side (issue #6): posting an open gig (spec 2 §2 "Company gig screens", §5 "Gig
 * form"), its page and editing it while open (issue #30: Details and Edit were coming-soon
 * notices), the gig-proposal gate refusing and then letting through (spec 2 §4 "Gig-proposal gate",
 * §8), the candidate accepting (docs/decisions/005: accepted → In Progress) and Mark Complete, which
 * only a gig in progress offers (docs/decisions/024).
 * Each journey has its own fresh Pro company; intros are made through the API (issue #4 has their
 * own journeys).
 */
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { gigMessages, isoDate } from '../src/shared/gigs/schemas';
import { formatGigDate } from '../src/web/features/gigs/lib/format';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  loginAdmin,
  verifyEmail,
  testPay,
} from './fixtures';
import { bookCallTomorrow } from './support/booking';
import { approveBody } from '../test/support/valid-bodies';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * Signs a company up through the API, verifies its e-mail address by its link (ADR 065), skips
 * onboarding and upgrades it to Pro (no intro limit).
 */
async function newCompany(page: Page, baseURL: string, label: string) {
  const id = stamp();
  const workEmail = `alex.gigs.${id}@e2e.example`;
  const res = await page.request.post('/api/companies', {
    data: {
      companyName: `${label} Co ${id}`,
      fullName: `Alex ${label}`,
      workEmail,
      role: 'Founder',
      hiringRoles: ['Engineering'],
      password: 'gig-password-1',
    },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(baseURL, workEmail);
  expect((await page.request.post('/api/companies/me/preferences/skip', { data: {} })).ok()).toBe(
    true,
  );
  expect((await page.request.post('/api/billing/upgrade', { data: { plan: 'pro' } })).ok()).toBe(
    true,
  );
}

interface TestCandidate {
  id: string;
  name: string;
  /** The candidate's own session (a separate browser context), for answering intros and gigs. */
  request: APIRequestContext;
  /** That browser context, to open the candidate's own pages. */
  context: BrowserContext;
  close: () => Promise<void>;
}

/** The id of a seeded, approved candidate found by name in the talent feed. */
async function seededCandidateId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/talent?q=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const page = (await res.json()) as { items: { id: string; name: string }[] };
  const found = page.items.find((item) => item.name === name);
  expect(found, `${name} in the talent feed`).toBeTruthy();
  return found!.id;
}

/**
 * An approved candidate with a login: a fresh signup, its e-mail address verified by its link
 * (an admin approves only a verified candidate, ADR 065) and approved by the demo admin, or —
 * while the admin approve endpoint does not exist yet — the seeded, approved test candidate.
 */
async function approvedCandidate(browser: Browser, baseURL: string): Promise<TestCandidate> {
  const context = await browser.newContext();
  const request = context.request;
  const id = stamp();
  const email = `jordan.gigs.${id}@e2e.example`;
  const signup = await request.post('/api/candidates', {
    data: {
      firstName: 'Jordan',
      lastName: `Gig${id.replace(/\D/g, '').slice(-6)}`,
      email,
      password: 'candidate-pass-1',
      confirmPassword: 'candidate-pass-1',
      role: 'Backend Engineer',
      experienceYears: '3',
      skills: 'Go',
      locationType: 'Remote',
      city: '',
      availability: 'contract',
      availabilityDate: '2027-01-01',
      calendarUrl: 'https://cal.com/x',
      portfolioUrl: '',
      linkedinUrl: '',
      salaryRange: '$50k – $100k',
      bio: '',
      consent: true,
    },
  });
  expect(signup.status()).toBe(201);
  const session = (await signup.json()) as { user: { id: string; displayName: string } };
  await verifyEmail(baseURL, email);

  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  await loginAdmin(admin);
  const approve = await admin.post(`/api/admin/candidates/${session.user.id}/approve`, {
    data: approveBody(),
  });
  await adminContext.close();
  const close = () => context.close();
  if (approve.ok())
    return { id: session.user.id, name: session.user.displayName, request, context, close };

  // Fallback until the admin API lands: the seeded test candidate (approved, known login).
  expect(approve.status()).toBe(404);
  await request.post('/api/auth/logout', { data: {} });
  const candidateLogin = await request.post('/api/auth/login', {
    data: { ...demoAccounts.testCandidate, userType: 'candidate' },
  });
  expect(candidateLogin.status()).toBe(200);
  return {
    id: ((await candidateLogin.json()) as { user: { id: string } }).user.id,
    name: 'Taylor Test',
    request,
    context,
    close,
  };
}

/** Company asks for an intro and the candidate accepts it; answers the intro id. */
async function acceptedIntro(page: Page, candidate: TestCandidate): Promise<string> {
  const created = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: candidate.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const answer = await candidate.request.post(`/api/candidates/me/intro-requests/${id}/respond`, {
    data: { response: 'accepted' },
  });
  expect(answer.ok()).toBe(true);
  return id;
}

/** Fills every field of the gig form with valid values. */
async function fillGigForm(page: Page, title: string) {
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Role Category').selectOption('Engineering');
  await page
    .getByLabel('Project Description')
    .fill('Build the first version of our customer onboarding flow with email verification.');
  await page
    .getByLabel('Deliverables/Objectives')
    .fill('A merged pull request with tests and a short demo video.');
  await page.getByLabel('Estimated Duration').selectOption('1 week');
  await page.getByLabel('Budget Range (USD)').selectOption('$500–$1,000');
  await page.getByLabel('Target Start Date').fill(isoDate(7));
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('logged out: the gig pages send visitors to the company login with the spec 2 §6 notices', async ({
  page,
}) => {
  await page.goto('/dashboard/gigs');
  await expectToast(page, 'Authentication Error', 'Please log in as a company to view your gigs.');
  await expect(page).toHaveURL(/\/login\/company/);

  await page.goto(`/dashboard/gigs/propose/${randomUUID()}`);
  await expectToast(page, 'Login Required', 'Please log in to propose a gig.');
  await expect(page).toHaveURL(/\/login\/company/);

  // Issue #30: a gig's page and its edit form are the company's too.
  for (const path of [`/dashboard/gigs/${randomUUID()}`, `/dashboard/gigs/${randomUUID()}/edit`]) {
    await page.goto(path);
    await expectToast(
      page,
      'Authentication Error',
      'Please log in as a company to view your gigs.',
    );
    await expect(page).toHaveURL(/\/login\/company/);
  }
});

test('post an open gig: every spec 2 §5 message, then success, the redirect and the list', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await newCompany(page, baseURL!, 'Poster');

  await page.goto('/dashboard/gigs');
  await expect(page.getByRole('heading', { name: 'My Trial Projects', level: 1 })).toBeVisible();
  await expect(page.getByText('No trial projects yet')).toBeVisible();
  await expect(page.getByText('0 projects')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Post Your First Gig' }).click();

  await expect(page).toHaveURL(/\/dashboard\/gigs\/new$/);
  await expect(page.getByRole('heading', { name: 'Post a Trial Project', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Preferred Candidate (optional)')).toHaveValue('');
  await expect(
    page
      .getByLabel('Preferred Candidate (optional)')
      .getByRole('option', { name: 'No preference' }),
  ).toBeAttached();
  await expect(page.getByLabel('Target Start Date')).toHaveAttribute('min', isoDate());
  await expectNoSeriousA11yViolations(page);

  // Spec 2 §5: each message, and the 'Validation Error' toast.
  const submit = page.getByRole('button', { name: 'Post Trial Project' });
  await submit.click();
  await expectToast(page, 'Validation Error');
  for (const message of [
    gigMessages.titleRequired,
    gigMessages.roleCategoryRequired,
    gigMessages.descriptionRequired,
    gigMessages.deliverablesRequired,
    gigMessages.durationRequired,
    gigMessages.budgetRequired,
    gigMessages.startDateRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Project Title')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Project Title').fill('x'.repeat(101));
  await expect(page.getByText('101/100')).toBeVisible();
  await page.getByLabel('Project Description').fill('Too short.');
  await page.getByLabel('Deliverables/Objectives').fill('Too short.');
  await submit.click();
  for (const message of [
    gigMessages.titleTooLong,
    gigMessages.descriptionTooShort,
    gigMessages.deliverablesTooShort,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const title = `Onboarding flow ${stamp()}`;
  await fillGigForm(page, title);
  await expect(page.getByText(`${title.length}/100`)).toBeVisible();
  await submit.click();
  await expectToast(page, 'Gig Posted Successfully!', 'Your trial project is now live.');
  // Spec 2 §9: the button stays disabled until the redirect 1.5 s later.
  await expect(page.getByRole('button', { name: /Posting/ })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);

  const posted = card(page, title);
  await expect(posted).toBeVisible();
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();
  await expect(posted.getByText('Engineering', { exact: true })).toBeVisible();
  await expect(posted.getByText('$500–$1,000', { exact: true })).toBeVisible();
  await expect(posted.getByText('1 week', { exact: true })).toBeVisible();
  await expect(posted.getByText(formatGigDate(isoDate(7)), { exact: true })).toBeVisible();
  await expect(posted.getByText('Not specified', { exact: true })).toBeVisible();
  await expect(posted.getByText('Open', { exact: true })).toBeVisible();
  // Nobody works on an open gig yet: nothing to complete (docs/decisions/024).
  await expect(posted.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(posted.getByText('Open: candidates see it on their Gigs tab.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Issue #30: Details opens the gig's page (the spec's coming-soon notice was a dead end).
  await posted.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gigs\/[0-9a-f-]{36}$/);
  const gigUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Build the first version of our customer onboarding flow with email verification.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('A merged pull request with tests and a short demo video.'),
  ).toBeVisible();
  const facts = page.getByRole('complementary', { name: 'Project facts' });
  await expect(facts.getByText('Engineering', { exact: true })).toBeVisible();
  await expect(facts.getByText('$500–$1,000', { exact: true })).toBeVisible();
  await expect(facts.getByText('1 week', { exact: true })).toBeVisible();
  await expect(facts.getByText(formatGigDate(isoDate(7)), { exact: true })).toBeVisible();
  await expect(facts.getByText('Not specified', { exact: true })).toBeVisible();
  await expect(page.getByText('Open: candidates see it on their Gigs tab.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // On a phone (390 px) the page fits its width.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (viewport) await page.setViewportSize(viewport);

  // Issue #30: Edit, offered while the gig is open, saves the change and goes back to the gig.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Trial Project', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(title);
  await expect(page.getByLabel('Budget Range (USD)')).toHaveValue('$500–$1,000');
  await expectNoSeriousA11yViolations(page);
  const edited = `Onboarding flow v2 ${stamp()}`;
  await page.getByLabel('Project Title').fill(edited);
  await page.getByLabel('Budget Range (USD)').selectOption('$1,000+');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, gigMessages.edited.title, gigMessages.edited.description);
  await expect(page).toHaveURL(gigUrl);
  await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible();
  await expect(facts.getByText('$1,000+', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Trial Projects' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);
  const editedCard = card(page, edited);
  await expect(editedCard.getByText('$1,000+', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);

  // The status filter lives in ?status=.
  const filter = page.getByRole('group', { name: 'Filter by status' });
  await filter.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\?status=open$/);
  await expect(editedCard).toBeVisible();
  await filter.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\?status=complete$/);
  await expect(page.getByText('No complete projects')).toBeVisible();
  await expect(editedCard).toBeHidden();
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);
  await expect(editedCard).toBeVisible();
});

test('the gate refuses (no candidate, no intro, no accepted intro, no booked call), then lets a proposal through', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  await newCompany(page, baseURL!, 'Gate');

  // Unknown candidate → 'Candidate Not Found', then /talent.
  await page.goto(`/dashboard/gigs/propose/${randomUUID()}`);
  await expectToast(page, gigMessages.candidateNotFound.title);
  await expect(page).toHaveURL(/\/talent$/);

  // An approved candidate without an intro from this company is not named either: the gate
  // answers as for an unknown id (docs/decisions/020) → 'Candidate Not Found', then /talent.
  const sarah = await seededCandidateId(page.request, 'Sarah Chen');
  await page.goto(`/dashboard/gigs/propose/${sarah}`);
  await expectToast(page, gigMessages.candidateNotFound.title);
  await expect(page).toHaveURL(/\/talent$/);

  // Requested but not accepted → 'Intro Not Accepted', then /talent.
  expect(
    (
      await page.request.post('/api/intro-requests', { data: { ...testPay, candidateId: sarah } })
    ).status(),
  ).toBe(201);
  await page.goto(`/dashboard/gigs/propose/${sarah}`);
  await expectToast(
    page,
    gigMessages.introNotAccepted.title,
    gigMessages.introNotAccepted.description,
  );
  await expect(page).toHaveURL(/\/talent$/);

  // Accepted but the call not booked → 'Meeting Not Scheduled' and the form locked.
  const candidate = await approvedCandidate(browser, baseURL!);
  const introId = await acceptedIntro(page, candidate);
  await page.goto(`/dashboard/gigs/propose/${candidate.id}`);
  await expect(
    page.getByRole('heading', { name: 'Propose Trial Project', level: 1 }),
  ).toBeVisible();
  await expectToast(page, gigMessages.meetingNotScheduled.title);
  await expect(page.getByRole('alert').getByText(gigMessages.meetingLocked)).toBeVisible();
  await expect(page.getByLabel('Project Title')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Propose Trial Project' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /confirm the call booked/ })).toHaveAttribute(
    'href',
    '/dashboard?tab=requests',
  );
  await expectNoSeriousA11yViolations(page);

  // Booked → the form opens with the candidate preselected, and the proposal goes through.
  await bookCallTomorrow(page.request, introId);
  await page.reload();
  await expect(page.getByText(candidate.name, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toBeEnabled();
  await expect(page.getByLabel('Preferred Candidate (optional)')).toHaveCount(0);
  const title = `Proposed API work ${stamp()}`;
  await fillGigForm(page, title);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Propose Trial Project' }).click();
  const proposed = gigMessages.proposed(candidate.name);
  await expectToast(page, proposed.title, proposed.description);
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);
  const gig = card(page, title);
  await expect(gig.getByText('Proposed', { exact: true })).toBeVisible();
  await expect(gig.getByText(candidate.name, { exact: true })).toBeVisible();
  // Proposed is not in progress: no Mark Complete, but what it waits for (docs/decisions/024).
  await expect(gig.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(gig.getByText(`Waiting for ${candidate.name}'s answer.`)).toBeVisible();
  // Nor is it open any more: the candidate was told what it is, so no Edit (issue #30).
  await expect(gig.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Its page names the candidate, linked to their profile, and what it waits for (issue #30).
  await gig.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: candidate.name, exact: true })).toHaveAttribute(
    'href',
    `/talent/${candidate.id}`,
  );
  await expect(page.getByText(`Waiting for ${candidate.name}'s answer.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The intro says a gig awaits the answer; another proposal stays possible (spec 2 §4).
  await page.goto('/dashboard');
  const intro = page.getByRole('article', { name: candidate.name });
  await expect(intro.getByText(`Gig proposed: ${title}`, { exact: false })).toBeVisible();
  await expect(intro.getByRole('link', { name: 'Propose Gig' })).toBeVisible();
  await candidate.close();
});

test('the candidate sees the whole gig and accepts → In Progress, the gig under way; Mark Complete asks first, then shows Completed', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  await newCompany(page, baseURL!, 'Complete');
  const candidate = await approvedCandidate(browser, baseURL!);
  await bookCallTomorrow(page.request, await acceptedIntro(page, candidate));

  const title = `Accepted trial ${stamp()}`;
  const res = await page.request.post('/api/gigs/proposals', {
    data: {
      title,
      roleCategory: 'Design',
      description:
        'Redesign the pricing page so plans are easier to compare on phones and laptops.',
      deliverables: 'Figma file with mobile and desktop layouts.',
      estimatedDuration: '2–3 weeks',
      budgetRange: '$1,000+',
      preferredCandidateId: candidate.id,
      startDate: isoDate(3),
    },
  });
  expect(res.status()).toBe(201);
  // The candidate's card shows every field of spec 2 §3, deliverables and start date included.
  const candidatePage = await candidate.context.newPage();
  await candidatePage.goto('/candidate-dashboard?tab=gigs');
  const offer = candidatePage.getByRole('listitem').filter({ hasText: title });
  await expect(offer.getByText('Proposed to You')).toBeVisible();
  await expect(offer.getByText('Figma file with mobile and desktop layouts.')).toBeVisible();
  await expect(offer.getByText(`Starts ${formatGigDate(isoDate(3))}`)).toBeVisible();
  await expect(offer.getByText('2–3 weeks')).toBeVisible();
  await expectNoSeriousA11yViolations(candidatePage);
  await offer.getByRole('button', { name: 'Accept Gig' }).click();
  await expectToast(candidatePage, 'Gig Accepted!');
  await candidate.close();

  // The intro now says the gig is under way instead of offering Propose Gig (issue #13), in its status word (ADR 063).
  await page.goto('/dashboard');
  const intro = page.getByRole('article', { name: candidate.name });
  await expect(intro.getByText(`Gig in progress: ${title}`, { exact: false })).toBeVisible();
  await expect(intro.getByRole('link', { name: 'Propose Gig' })).toHaveCount(0);
  await expect(intro.getByRole('button', { name: 'Propose Gig' })).toHaveCount(0);
  // Nor does the card's menu offer it (issue #30).
  await intro.getByRole('button', { name: `More actions for ${candidate.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Propose Gig' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/dashboard/gigs/propose/${candidate.id}`);
  await expectToast(page, gigMessages.gigUnderWay.title, gigMessages.gigUnderWay.description);
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);

  await page.goto('/dashboard/gigs');
  const filter = page.getByRole('group', { name: 'Filter by status' });
  await filter.getByRole('button', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/\?status=in_progress$/);
  const gig = card(page, title);
  await expect(gig.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(gig.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(gig.getByText(candidate.name, { exact: true })).toBeVisible();

  await gig.getByRole('button', { name: 'Mark Complete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(gig.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

  await gig.getByRole('button', { name: 'Mark Complete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click();
  await expectToast(page, gigMessages.completed.title, gigMessages.completed.description);

  // Gone from In Progress; under Complete with a disabled 'Completed'.
  await expect(gig).toBeHidden();
  await filter.getByRole('button', { name: 'Complete' }).click();
  await expect(gig.getByRole('button', { name: 'Completed' })).toBeDisabled();
  await expect(gig.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a session that ends while posting: spec 2 §8 "Authentication Error", then the company login', async ({
  page,
  baseURL,
}) => {
  await newCompany(page, baseURL!, 'Expired');
  // A page whose live stream is down (a proxy that drops it): it cannot hear that the session
  // ended (docs/decisions/062), so it still believes the session is valid.
  await page.route('**/api/stream*', (route) => route.abort());
  await page.goto('/dashboard/gigs/new');
  await fillGigForm(page, `Expired session ${stamp()}`);
  // Logged out elsewhere (another tab).
  expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Post Trial Project' }).click();
  await expectToast(
    page,
    'Authentication Error',
    'You must be logged in as a company to post a gig.',
  );
  await expect(page).toHaveURL(/\/login\/company/);
});
test('logged out in another tab: the open page turns to the company login by itself, within 2 s (issue #31, ADR 062)', async ({
  page,
  baseURL,
}) => {
  await newCompany(page, baseURL!, 'Elsewhere');
  const stream = page.waitForResponse((res) => res.url().includes('/api/stream'));
  await page.goto('/dashboard/gigs/new');
  await stream;
  await fillGigForm(page, `Logged out elsewhere ${stamp()}`);
  expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login\/company/, { timeout: 2_000 });
});
