/**
 * Who may see me (issue #35 part 2, docs/decisions/081), walked as a candidate does: on the
 * dashboard's Privacy card they choose "Signed-in companies only" and block a company picked in
 * the "Block a company" combobox. Then a visitor finds them neither in the feed nor at
 * `/talent/{id}` (the not-found page, as for no one); the blocked company, signed in, finds no card
 * by their name and the not-found page; another company still finds them. Accounts are set up
 * through the API; the Privacy card is what is under test.
 */
import { expect, request, test, type Page } from '@playwright/test';
import { privacyTexts } from '../src/shared/candidates/privacy';
import { expectToast, loginAdmin, newCompany, verifyEmail } from './fixtures';
import { approveBody } from '../test/support/valid-bodies';

/** Signs a new candidate up in `page` (its session), verifies their e-mail and has them approved. */
async function approvedCandidate(page: Page, baseURL: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const lastName = `Private${stamp}`;
  const email = `noor.${stamp}@e2e.example`;
  const signup = await page.request.post('/api/candidates', {
    data: {
      firstName: 'Noor',
      lastName,
      email,
      password: 'noor-secret-1',
      confirmPassword: 'noor-secret-1',
      role: 'Backend Engineer',
      experienceYears: '6',
      skills: 'Rust, PostgreSQL',
      locationType: 'Remote',
      availability: 'contract',
      availabilityDate: '2027-01-15',
      salaryRange: '$100k – $150k',
      calendarUrl: 'https://cal.com/noor',
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
  return { id: id as string, lastName };
}

/** Whether `page` finds the candidate's card when it searches the feed by their last name. */
async function feedShows(page: Page, lastName: string) {
  await page.goto(`/talent?q=${lastName}`);
  const found = page.getByRole('heading', { name: new RegExp(lastName) });
  const empty = page.getByRole('heading', { name: 'No Talent Found' });
  await expect(found.or(empty)).toBeVisible({ timeout: 20_000 });
  return found.isVisible();
}

async function expectNotFoundPage(page: Page, id: string) {
  await page.goto(`/talent/${id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({
    timeout: 20_000,
  });
}

test('signed-in companies only and a picked block hide a candidate from visitors and that company only', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const blocked = await newCompany(browser, baseURL!, 'Blockedco');
  const other = await newCompany(browser, baseURL!, 'Friendlyco');

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { id, lastName } = await approvedCandidate(page, baseURL!);

  await page.goto('/candidate-dashboard');
  await expect(page.getByRole('heading', { name: privacyTexts.cardTitle })).toBeVisible({
    timeout: 20_000,
  });
  const visibility = page.getByRole('radiogroup', { name: 'Visibility' });
  await expect(visibility.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await visibility.getByRole('radio', { name: 'Signed-in companies only' }).click();
  await expectToast(page, privacyTexts.visibilitySaved);
  await expect(visibility.getByRole('radio', { name: 'Signed-in companies only' })).toBeChecked();

  const combobox = page.getByRole('combobox', { name: 'Block a company' });
  await combobox.fill(blocked.company.companyName);
  await expect(page.getByRole('option', { name: blocked.company.companyName })).toBeVisible();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expectToast(page, privacyTexts.blocked(blocked.company.companyName));
  await expect(
    page
      .getByRole('list', { name: privacyTexts.blockedTitle })
      .getByText(blocked.company.companyName),
  ).toBeVisible();
  await context.close();

  // (a) A visitor: no card, and the profile is the not-found page.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  expect(await feedShows(visitor, lastName)).toBe(false);
  await expectNotFoundPage(visitor, id);
  await visitorContext.close();

  // (b) The blocked company, signed in: the same.
  expect(await feedShows(blocked.page, lastName)).toBe(false);
  await expectNotFoundPage(blocked.page, id);

  // (c) Another company finds them, and their profile.
  expect(await feedShows(other.page, lastName)).toBe(true);
  await other.page.goto(`/talent/${id}`);
  await expect(
    other.page.getByRole('heading', { level: 1, name: new RegExp(lastName) }),
  ).toBeVisible();
});
