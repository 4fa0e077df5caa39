/**
 * Candidates stay current (issue #17; docs/decisions/028): a candidate pauses from the dashboard
 * and leaves the talent feed, resumes and is back; the 30-day e-mail's one-click link says they
 * are still open to intros, without logging in; a made-up link says plainly that it does not work.
 * The server's clock is moved 30 days for the e-mail and put back afterwards.
 */
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import {
  advanceClock,
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  loginViaApi,
  resetClock,
  runTimers,
  verifyEmail,
  loginAdmin,
} from './fixtures';
import { approveBody } from '../test/support/valid-bodies';

test.afterEach(async ({ request: api }) => {
  await resetClock(api);
});

/**
 * Signs a new candidate up in `page` (its session), verifies their e-mail address by its link (an
 * admin approves only a verified candidate, docs/decisions/065) and has the demo admin approve them.
 */
async function approvedCandidate(page: Page, baseURL: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const lastName = `Pauser${stamp}`;
  const email = `ines.${stamp}@e2e.example`;
  const signup = await page.request.post('/api/candidates', {
    data: {
      firstName: 'Ines',
      lastName,
      email,
      password: 'ines-secret-1',
      confirmPassword: 'ines-secret-1',
      role: 'Platform Engineer',
      experienceYears: '7',
      skills: 'Go, Kubernetes',
      locationType: 'Remote',
      availability: 'contract',
      availabilityDate: '2027-01-15',
      salaryRange: '$100k – $150k',
      calendarUrl: 'https://cal.com/ines',
      consent: 'true',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { id } = await (await page.request.get('/api/candidates/me')).json();
  await verifyEmail(baseURL, email);
  const admin = await request.newContext({ baseURL });
  await loginAdmin(admin);
  expect(
    (await admin.post(`/api/admin/candidates/${id}/approve`, { data: approveBody() })).status(),
  ).toBe(200);
  await admin.dispose();
  return { id, lastName, email };
}

/** What a visitor's talent feed shows for this search, in a browser of its own. */
async function visitorSees(browser: Browser, lastName: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/talent?q=${lastName}`);
  const found = visitor.getByRole('heading', { name: `Ines ${lastName}` });
  const empty = visitor.getByRole('heading', { name: 'No Talent Found' });
  await expect(found.or(empty)).toBeVisible();
  const shown = await found.isVisible();
  await context.close();
  return shown;
}

test('a candidate pauses from the dashboard, leaves the feed, and resumes', async ({
  page,
  browser,
  baseURL,
}) => {
  const c = await approvedCandidate(page, baseURL!);
  expect(await visitorSees(browser, c.lastName)).toBe(true);

  await page.goto('/candidate-dashboard?tab=profile');
  await expect(page.getByRole('heading', { name: 'Open to intros' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause new intros' }).click();
  await expectToast(
    page,
    'Intros paused. Your profile is hidden from the talent feed until you resume.',
  );
  await expect(page.getByRole('heading', { name: 'Intros paused' })).toBeVisible();
  await expect(page.getByText(/Your profile is approved but paused/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await visitorSees(browser, c.lastName)).toBe(false);

  // The admin sees the paused candidate under the 'Paused' status filter, with a badge.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginViaApi(admin, demoAccounts.admin, 'admin');
  await admin.goto('/admin/candidates?status=paused');
  const row = admin.getByRole('row').filter({ hasText: `Ines ${c.lastName}` });
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.getByRole('button', { name: 'Resume intros' }).click();
  await expectToast(page, 'Welcome back! Your profile is in the talent feed again.');
  await expect(page.getByRole('heading', { name: 'Open to intros' })).toBeVisible();
  expect(await visitorSees(browser, c.lastName)).toBe(true);
});

test('the 30-day e-mail’s link confirms in one click, without logging in', async ({
  page,
  browser,
  baseURL,
}) => {
  const c = await approvedCandidate(page, baseURL!);
  await advanceClock(page, 30 * 24 * 60 * 60 * 1000 + 60_000);
  await runTimers(page);
  const mail = await latestEmail(baseURL!, 'availabilityCheck', c.email);
  expect(mail.subject).toBe('Are you still open to intros?');
  const link = linkIn(mail.textBody, '/still-open/');

  // A fresh browser context: no session.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: "You're still open to intros" })).toBeVisible();
  await expect(
    visitor.getByText(/^Thanks, Ines\. Companies keep seeing your profile/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);

  await visitor.goto('/still-open/not-a-link-we-ever-sent-to-anyone-at-all');
  await expect(visitor.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log in' })).toBeVisible();
  await context.close();
});
