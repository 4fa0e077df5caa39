/**
 * The candidate side (issue #5, spec 2 §2 "Candidate side", §5 "Candidate signup" and "Candidate
 * login", §8 "Candidate dashboard") and the candidate's Gigs tab (issue #6, spec 2 §2, §4, §8).
 *
 * Demo data is shared with the other specs, so intro and gig journeys use fresh companies (their
 * own API cookie jars) that ask the seeded, approved test candidate for an intro.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  loginViaApi,
  verifyEmail,
  testPay,
} from './fixtures';
import { bookCallTomorrow } from './support/booking';

/** A minimal but real PDF (header, catalog, trailer): passes the server's content check. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The page's main area (the footer has an 'Email' link too). */
const form = (page: Page) => page.getByRole('main');

function stamp(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

interface TestCandidate {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

function newCandidate(label: string): TestCandidate {
  return {
    firstName: `Robin${label}`,
    lastName: 'Tester',
    email: `robin.${label.toLowerCase()}.${stamp()}@e2e.example`,
    password: 'candidate-pass-1',
  };
}

/** Fills every field of the signup form with valid values (spec 2 §5). */
async function fillSignupForm(page: Page, candidate: TestCandidate, withResume = true) {
  await form(page).getByLabel('First Name').fill(candidate.firstName);
  await form(page).getByLabel('Last Name').fill(candidate.lastName);
  await form(page).getByLabel('Email').fill(candidate.email);
  await form(page).getByLabel('Password', { exact: true }).fill(candidate.password);
  await form(page).getByLabel('Confirm Password').fill(candidate.password);
  await form(page).getByLabel('Current or Most Recent Role').fill('Frontend Engineer');
  await form(page).getByLabel('Years of Experience').fill('4');
  await form(page).getByLabel('Skills').fill('React, TypeScript, Testing');
  await form(page).getByLabel('Location').selectOption('Hybrid (City)');
  await form(page).getByLabel('City').fill('Lisbon');
  await form(page).getByLabel('Availability', { exact: true }).selectOption('contract');
  await form(page).getByLabel('Availability Date').fill('2030-01-15');
  await form(page).getByLabel('Calendar Link').fill('https://calendly.com/robin-tester');
  await form(page).getByLabel('Portfolio URL').fill('https://robin.example');
  await form(page).getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/robin-tester');
  await form(page).getByLabel('Salary Range').selectOption('$100k – $150k');
  await form(page).getByLabel('Bio', { exact: true }).fill('I build fast, accessible web apps.');
  if (withResume) {
    await page
      .getByLabel('Résumé')
      .setInputFiles({ name: 'robin-resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  }
  await form(page)
    .getByLabel(/I agree to be contacted/)
    .check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create My Profile' }).click();

/**
 * A fresh Pro company with its own cookie jar (spec 1 §5 signup, onboarding skipped), its e-mail
 * address verified by its link (ADR 065).
 */
async function newProCompany(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const companyName = `Intro Co ${stamp()}`;
  const workEmail = `casey.${stamp()}@e2e.example`;
  const res = await request.post('/api/companies', {
    data: {
      companyName,
      fullName: 'Casey Hiring',
      workEmail,
      role: 'Founder',
      hiringRoles: ['Engineering'],
      password: 'company-pass-1',
    },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(baseURL, workEmail);
  expect((await request.post('/api/companies/me/preferences/skip', { data: {} })).ok()).toBe(true);
  expect((await request.post('/api/billing/upgrade', { data: { plan: 'pro' } })).ok()).toBe(true);
  return { request, companyName };
}

async function requestIntro(request: APIRequestContext, candidateId: string): Promise<string> {
  const res = await request.post('/api/intro-requests', {
    data: { ...testPay, candidateId, roleDescription: 'Lead our design system work.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe('candidate signup (spec 2 §5 "Candidate signup")', () => {
  test('every validation message, focus on the first field in error, errors clear on edit', async ({
    page,
  }) => {
    await page.goto('/candidate-signup');
    await expect(page.getByText('Zero applications, warm intros only.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await submit(page);
    await expectToast(
      page,
      'Form Incomplete',
      'Please fill out all required fields and correct any errors.',
    );
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'Password is required.',
      'Current or Most Recent Role is required.',
      'Please enter a valid number for years of experience.',
      'Please list some of your key skills.',
      'Location is required.',
      'Availability is required.',
      'Availability Date is required.',
      'Calendar Link is required.',
      'Please select a salary range.',
      'You must agree to be contacted.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel('First Name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Editing a field clears its error.
    await form(page).getByLabel('First Name').fill('Robin');
    await expect(page.getByText('First Name is required.')).toBeHidden();
    await form(page).getByLabel('Last Name').fill('Tester');

    // The second round: every format message.
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByLabel('Password', { exact: true }).fill('short');
    await form(page).getByLabel('Confirm Password').fill('different');
    await form(page).getByLabel('Years of Experience').fill('-2');
    await form(page).getByLabel('Location').selectOption('On-site (City)');
    await form(page).getByLabel('Calendar Link').fill('calendly.com/robin');
    await form(page).getByLabel('Portfolio URL').fill('robin.example');
    await form(page).getByLabel('LinkedIn URL').fill('https://example.com/robin');
    await form(page).getByLabel('Bio', { exact: true }).fill('x'.repeat(301));
    await expect(page.getByText('301/300')).toBeVisible();
    await page
      .getByLabel('Résumé')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: pdfBytes });
    await submit(page);
    for (const message of [
      'Email is invalid.',
      'Password must be at least 8 characters.',
      'Passwords do not match.',
      'Please enter a valid number for years of experience.',
      'Please specify the city for Hybrid/On-site location.',
      'Please enter a valid URL for your calendar link (e.g. https://calendly.com/your-link).',
      'Please enter a valid URL.',
      'Please enter a valid LinkedIn profile URL (e.g. https://www.linkedin.com/in/yourname).',
      'Bio must be 300 characters or less.',
      'Please upload your résumé as a .pdf, .doc or .docx file.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel('Email')).toBeFocused();
    await form(page).getByLabel('City').fill('Porto');
    await expect(
      page.getByText('Please specify the city for Hybrid/On-site location.'),
    ).toBeHidden();
  });

  test('signup with a PDF résumé → Profile Created! → dashboard under review → profile edit, cancel and save', async ({
    page,
  }) => {
    test.slow();
    const candidate = newCandidate('Journey');
    await page.goto('/candidate-signup');
    await fillSignupForm(page, candidate);
    await submit(page);
    await expectToast(page, 'Profile Created!');
    // Spec 2 §2: success goes to the dashboard after about 1.5 s.
    await expect(page).toHaveURL(/\/candidate-dashboard$/);
    // Issue #13: the first page after signing up welcomes, it does not welcome back.
    await expect(
      page.getByRole('heading', { name: `Welcome, ${candidate.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'under review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'robin-resume.pdf' })).toBeVisible();

    // Quick Stats.
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    await expect(stats.getByText('4 years')).toBeVisible();
    await expect(stats.getByRole('definition')).toHaveText(['0', '0', '4 years']);
    await expect(page.getByText('$100k – $150k')).toBeVisible();
    await expect(page.getByText('Hybrid (Lisbon)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The candidate navigation (spec 1 §2): the menu is named after the candidate.
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: `${candidate.firstName} ${candidate.lastName}` }),
    ).toBeVisible();

    // Edit, then Cancel restores the original values (spec 2 §2).
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const role = form(page).getByLabel('Current or Most Recent Role');
    await expect(form(page).getByLabel('First Name')).toBeFocused();
    await expect(form(page).getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(form(page).getByLabel('City')).toHaveValue('Lisbon');
    await role.fill('Something Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Frontend Engineer')).toBeVisible();
    await expect(page.getByText('Something Else')).toBeHidden();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(role).toHaveValue('Frontend Engineer');

    // A field error blocks the save; then Save with valid values.
    await role.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Current or Most Recent Role is required.')).toBeVisible();
    await role.fill('Staff Frontend Engineer');
    await expect(page.getByText('Current or Most Recent Role is required.')).toBeHidden();
    await form(page).getByLabel('Salary Range').selectOption('Prefer not to disclose');
    await form(page).getByLabel('Skills').fill('React, Accessibility');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Profile Updated!');
    await expect(page.getByText('Staff Frontend Engineer')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'React',
      'Accessibility',
    ]);
    // Spec 2 §2: 'Prefer not to disclose' reads 'Not specified'.
    await expect(
      page.getByRole('term').filter({ hasText: 'Salary Range' }).locator('+ dd'),
    ).toHaveText('Not specified');
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

    // Data export (beyond the spec).
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('warmintro-candidate-data.json');

    // The other tabs, reachable by ?tab=.
    await page.goto('/candidate-dashboard?tab=messages');
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Issue #16: the Messages tab is the inbox; empty until an intro is accepted.
    await expect(page.getByText('No messages yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Gigs' }).click();
    await expect(page).toHaveURL(/tab=gigs/);
    await page.getByRole('tab', { name: 'Intro Requests' }).click();
    await expect(page.getByText('No intro requests yet')).toBeVisible();

    // Log out from the dashboard.
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Logged Out');
  });

  test('a duplicate e-mail: Email Already Registered (7 s) and the inline message', async ({
    page,
  }) => {
    await page.goto('/candidate-signup');
    await fillSignupForm(
      page,
      { ...newCandidate('Dup'), email: demoAccounts.testCandidate.email },
      false,
    );
    await submit(page);
    await expectToast(
      page,
      'Email Already Registered',
      'This email is already in our talent pool. We will reach out if there is a match.',
    );
    await expect(
      page.getByText(
        'An account with this email already exists. Please log in or use a different email.',
      ),
    ).toBeVisible();
    await expect(form(page).getByLabel('Email')).toBeFocused();
    await expect(page).toHaveURL(/\/candidate-signup$/);
  });

  test('/join: steps, partner companies, links, then the Thank You screen', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Step 3' })).toBeVisible();
    await expect(page.getByText('Startups hiring through WarmIntro')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Candidate Login' }).first()).toHaveAttribute(
      'href',
      '/login/candidate',
    );
    await expect(main.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(main.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expectNoSeriousA11yViolations(page);

    const candidate = newCandidate('Join');
    await fillSignupForm(page, candidate, false);
    await submit(page);
    await expectToast(page, 'Profile Created!');
    await expect(
      page.getByRole('heading', { name: `Thank You, ${candidate.firstName}!` }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/join$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('candidate login: the test-account hint fills the form (spec 2 §2, demo mode)', async ({
  page,
}) => {
  await page.goto('/login/candidate');
  const hint = page.getByRole('complementary', { name: 'Test account' });
  await expect(hint).toContainText(demoAccounts.testCandidate.email);
  await expectNoSeriousA11yViolations(page);
  await hint.getByRole('button', { name: 'Use Test Account' }).click();
  await expect(form(page).getByLabel('Email')).toHaveValue(demoAccounts.testCandidate.email);
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue(
    demoAccounts.testCandidate.password,
  );
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Taylor!' })).toBeVisible();
});

test('intro requests and gigs from the dashboard: accept, decline, Accept Gig, Decline Gig', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  await loginViaApi(page, demoAccounts.testCandidate, 'candidate');
  const me = await page.request.get('/api/candidates/me');
  const candidateId = ((await me.json()) as { id: string }).id;

  const first = await newProCompany(playwright, baseURL!);
  const second = await newProCompany(playwright, baseURL!);
  const firstIntro = await requestIntro(first.request, candidateId);
  await requestIntro(second.request, candidateId);

  await page.goto('/candidate-dashboard?tab=intro-requests');
  const firstCard = page.getByRole('listitem').filter({ hasText: first.companyName });
  const secondCard = page.getByRole('listitem').filter({ hasText: second.companyName });
  await expect(firstCard.getByText('Pending Response')).toBeVisible();
  await expect(firstCard.getByText('Lead our design system work.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await firstCard.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(page, 'Request Accepted!');
  await expect(firstCard.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Accept', exact: true })).toBeHidden();

  await secondCard.getByRole('button', { name: 'Decline' }).click();
  await expectToast(page, 'Request Declined');
  await expect(secondCard.getByText('Declined', { exact: true })).toBeVisible();

  // The accepting company books the call and proposes two gigs (spec 2 §4 gate).
  await bookCallTomorrow(first.request, firstIntro);
  const startDate = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  for (const title of ['Accept me gig', 'Decline me gig']) {
    const res = await first.request.post('/api/gigs/proposals', {
      data: {
        title: `${title} ${stamp()}`,
        roleCategory: 'Engineering',
        description: 'Build a small, well-tested component library page for our product site.',
        deliverables: 'A merged pull request with tests and docs.',
        estimatedDuration: '1 week',
        budgetRange: '$500–$1,000',
        preferredCandidateId: candidateId,
        startDate,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.getByRole('tab', { name: 'Gigs' }).click();
  await expect(page).toHaveURL(/tab=gigs/);
  const acceptGig = page.getByRole('listitem').filter({ hasText: 'Accept me gig' });
  const declineGig = page.getByRole('listitem').filter({ hasText: 'Decline me gig' });
  await expect(acceptGig.getByText('Proposed to You')).toBeVisible();
  await expect(acceptGig.getByText(first.companyName)).toBeVisible();
  await expect(acceptGig.getByText('$500–$1,000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await acceptGig.getByRole('button', { name: 'Accept Gig' }).click();
  await expectToast(page, 'Gig Accepted!');
  await expect(
    acceptGig.getByText('Gig Accepted! The company will contact you with next steps.'),
  ).toBeVisible();
  await expect(acceptGig.getByText('Accepted', { exact: true })).toBeVisible();

  await declineGig.getByRole('button', { name: 'Decline Gig' }).click();
  await expectToast(page, 'Gig Declined');
  await expect(declineGig.getByText('Declined', { exact: true })).toBeVisible();
  await expect(declineGig.getByRole('button', { name: 'Accept Gig' })).toBeHidden();

  await first.request.dispose();
  await second.request.dispose();
});

test('a company on /candidate-dashboard gets Access Denied and the candidate login (spec 2 §2)', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.proCompany, 'company');
  await page.goto('/candidate-dashboard');
  await expectToast(page, 'Access Denied', 'Please log in as a candidate to view your dashboard.');
  await expect(page).toHaveURL(/\/login\/candidate/);
});

test('delete my account: type the e-mail, then the account is gone (issue #5, beyond the spec)', async ({
  page,
}) => {
  const candidate = newCandidate('Delete');
  const res = await page.request.post('/api/candidates', {
    data: {
      ...candidate,
      confirmPassword: candidate.password,
      role: 'Designer',
      experienceYears: '2',
      skills: 'Figma',
      locationType: 'Remote',
      availability: 'part-time',
      availabilityDate: '2030-03-01',
      calendarUrl: 'https://calendly.com/delete-me',
      salaryRange: '$50k – $100k',
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/candidate-dashboard');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete Account Permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(candidate.email);
  await expectNoSeriousA11yViolations(page);
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/candidates/me') && r.request().method() === 'DELETE',
  );
  await confirm.click();
  const answer = await deleted;
  expect(answer.status()).toBe(204);
  await expectToast(page, 'Account Deleted');
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post('/api/auth/login', {
    data: { email: candidate.email, password: candidate.password, userType: 'candidate' },
  });
  expect(login.status()).toBe(401);
});
