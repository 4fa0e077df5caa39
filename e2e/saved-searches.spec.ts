/**
 * Saved searches and alerts (issue #34 item 5 and "Done when"): a company saves the feed's search
 * with instant alerts; an admin approves a matching candidate; the alert e-mail arrives (exactly
 * one), with one-click unsubscribe headers (RFC 8058); its unsubscribe link works in a browser that
 * is not signed in; the saved searches page shows the alert off.
 */
import { expect, test } from '@playwright/test';
import {
  demoAccounts,
  expectToast,
  latestEmail,
  linkIn,
  loginViaApi,
  newCompany,
} from './fixtures';
import { approveBody } from '../test/support/valid-bodies';

test('save a search, an approved candidate brings one alert e-mail, unsubscribe without login', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await newCompany(browser, baseURL!, 'Alerts Journey');
  const stamp = `${Date.now()}`.slice(-6);
  const skill = `Alertlang${stamp}`;
  // The alert job's baseline, so that what follows is new to it.
  expect((await page.request.post('/api/test/run-alerts', { data: {} })).status()).toBe(200);

  // The feed filtered by a skill nobody has yet; Save Search with instant alerts.
  await page.goto(`/talent?skills=${skill}`);
  await page.getByRole('button', { name: 'Save Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toContainText(`Skills: ${skill}`);
  await dialog.getByLabel('Name').fill(`New ${skill} people`);
  await dialog.getByLabel('Alerts').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expectToast(page, 'Search saved');

  // A candidate with that skill signs up; an admin approves them.
  const candidateContext = await browser.newContext({ baseURL });
  const signup = await candidateContext.request.post('/api/candidates', {
    data: {
      firstName: 'Avery',
      lastName: `Alert${stamp}`,
      email: `avery.alert.${stamp}@e2e.example`,
      password: 'long-password-1',
      confirmPassword: 'long-password-1',
      role: 'Platform Engineer',
      experienceYears: '4',
      skills: `Go, ${skill}`,
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
  expect(signup.status(), await signup.text()).toBe(201);
  const candidateId = ((await signup.json()) as { user: { id: string } }).user.id;
  await candidateContext.close();
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await loginViaApi(admin, demoAccounts.admin, 'admin');
  // An admin approves only a verified candidate (docs/decisions/065): verified by the link.
  const verification = await latestEmail(baseURL!, 'emailVerification', `avery.alert.${stamp}`);
  const token = new URL(linkIn(verification.textBody, '/verify-email?token=')).searchParams.get(
    'token',
  );
  expect((await admin.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(
    200,
  );
  const approve = await admin.request.post(`/api/admin/candidates/${candidateId}/approve`, {
    data: approveBody(),
  });
  expect(approve.status(), await approve.text()).toBe(200);
  await adminContext.close();

  // The alert (the job runs every 30 s; here at once): exactly one e-mail, with the candidate.
  const run = await page.request.post('/api/test/run-alerts', { data: {} });
  expect((await run.json()).alertsSent).toBe(1);
  const mail = await latestEmail(baseURL!, 'savedSearchAlert', company.workEmail);
  expect(mail.subject).toBe(`1 new candidate for "New ${skill} people"`);
  expect(mail.textBody).toContain(`Avery Alert${stamp}`);
  // One-click unsubscribe (RFC 8058), as the provider received it.
  expect(mail.headers['List-Unsubscribe']).toMatch(
    /^<http:\/\/[^>]+\/api\/saved-searches\/unsubscribe\/[^>]+>$/,
  );
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(
    (await (await page.request.post('/api/test/run-alerts', { data: {} })).json()).alertsSent,
  ).toBe(0);

  // The e-mail's unsubscribe page, in a browser that is not signed in.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(linkIn(mail.textBody, '/unsubscribe/'));
  await expect(visitor.getByRole('heading', { name: 'Turn off these alerts?' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Turn Off Alerts' }).click();
  await expect(visitor.getByRole('heading', { name: 'Alerts turned off' })).toBeVisible();

  // The company's saved searches: the alert is off.
  await page.goto('/dashboard/saved-searches');
  await expect(page.getByLabel(`Alerts for New ${skill} people`)).toHaveValue('off');
});
