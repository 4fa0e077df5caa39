/**
 * Sessions you can see (issue #31 item 6; docs/decisions/066): a company signed in on a laptop and
 * on a phone sees both on its Account tab, this one marked; "Sign out everywhere else" ends the
 * phone's session, and the phone's open page turns to the login by itself (ADR 062); the owner was
 * told of the phone's sign-in by e-mail.
 */
import { expect, test } from '@playwright/test';
import { expectToast, latestEmail, newCompany } from './fixtures';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('a company sees where it is signed in and signs the phone out from the laptop (ADR 066)', async ({
  browser,
  baseURL,
}) => {
  const { page, company } = await newCompany(browser, baseURL!, 'Sessions');
  const phoneContext = await browser.newContext({
    baseURL,
    userAgent: iPhone,
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  const signedIn = await phone.request.post('/api/auth/login', {
    data: { email: company.workEmail, password: company.password, userType: 'company' },
  });
  expect(signedIn.status()).toBe(200);
  const stream = phone.waitForResponse((res) => res.url().includes('/api/stream'));
  await phone.goto('/dashboard');
  await stream;

  // The owner hears of the phone.
  const mail = await latestEmail(baseURL!, 'newSignIn', company.workEmail);
  expect(mail.textBody).toContain('Safari on iOS');

  await page.goto('/dashboard?tab=account');
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Safari on iOS')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed Out Everywhere Else', 'Only this device is signed in now.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(phone).toHaveURL(/\/login\/company/, { timeout: 2_000 });
  await phoneContext.close();
  await page.context().close();
});
