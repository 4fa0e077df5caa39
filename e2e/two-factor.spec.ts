/**
 * Two-factor authentication (issue #31 item 4; docs/decisions/067) in Chromium: a company with
 * two-factor on gives its code after the password on the login page — a wrong code is refused and
 * kept in the field, a browser it trusts skips the code, a recovery code works once. Codes are
 * the real TOTP codes of the account's secret at the server's clock, which the journey moves to
 * the next 30 s where a code must not be one already used.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { advanceClock, expectToast, newCompany, resetClock, totpCodeFor } from './fixtures';

test.afterEach(async ({ request }) => {
  await resetClock(request);
});

/** Fills the company login's e-mail and password and presses Login. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login/company');
  const main = page.getByRole('main');
  await main.getByLabel('Work Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
}

async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a company with two-factor gives its code at login; a trusted browser skips it; a recovery code works once (ADR 067)', async ({
  browser,
  baseURL,
}) => {
  const { page, company } = await newCompany(browser, baseURL!, 'Two Factor');
  const setup = await page.request.post('/api/auth/two-factor/setup', { data: {} });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { code: await totpCodeFor(page.request, secret) },
  });
  expect(enable.status()).toBe(200);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  await page.request.post('/api/auth/logout', { data: {} });

  await passwordStep(page, company.workEmail, company.password);
  const main = page.getByRole('main');
  const code = main.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/login\/company$/);
  await code.fill('000000');
  await code.press('Enter');
  await expect(main.getByText('That code is not valid. Try again.')).toBeVisible();
  await expect(code).toHaveValue('000000');

  await advanceClock(page, 30_000);
  await code.fill(await totpCodeFor(page.request, secret));
  await main.getByLabel('Trust this device for 30 days').check();
  await main.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/dashboard/);

  // This browser is trusted: the next login asks for no code.
  await page.request.post('/api/auth/logout', { data: {} });
  await passwordStep(page, company.workEmail, company.password);
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/dashboard/);

  // Another browser, with a recovery code instead of the app.
  const other = await freshPage(browser, baseURL!);
  await passwordStep(other, company.workEmail, company.password);
  await other.getByRole('main').getByLabel('Authentication code').fill(recoveryCodes[0]!);
  await other.getByRole('main').getByRole('button', { name: 'Verify', exact: true }).click();
  await expectToast(other, 'Login Successful!');
  await expect(other).toHaveURL(/\/dashboard/);

  // The same recovery code a second time is refused.
  const third = await freshPage(browser, baseURL!);
  await passwordStep(third, company.workEmail, company.password);
  const thirdMain = third.getByRole('main');
  await thirdMain.getByLabel('Authentication code').fill(recoveryCodes[0]!);
  await thirdMain.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(thirdMain.getByText('That code is not valid. Try again.')).toBeVisible();

  // "Use a different account" goes back to the password, the e-mail kept.
  await thirdMain.getByRole('button', { name: 'Use a different account' }).click();
  await expect(thirdMain.getByLabel('Work Email')).toHaveValue(company.workEmail);
  await expect(thirdMain.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a company turns two-factor on from its Account tab on a phone: QR code, typed key, first code, recovery codes (ADR 067)', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newCompany(browser, baseURL!, 'Two Factor Setup');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?tab=account');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // The key as an authenticator app takes it typed, in groups of four.
  const key = ((await dialog.getByLabel('Setup key').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  const code = dialog.getByLabel('Authentication code');
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('That code is not valid. Try again.')).toBeVisible();
  await code.fill(await totpCodeFor(page.request, key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  // The toast sits outside the open dialog, which hides the rest of the page from roles.
  await expect(page.getByText('Two-Factor Authentication On', { exact: true })).toBeVisible();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  // Every code fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^On since /)).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // The server asks for the code at the next login (the session says so too).
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user.twoFactorEnabled).toBe(true);
});
