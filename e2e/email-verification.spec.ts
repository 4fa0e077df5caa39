/**
 * E-mail verification (issue #31 item 3; docs/decisions/065-email-verification.md), walked as a
 * company does: it signs up through the form, sees the banner, is refused an intro request with
 * 'E-mail Not Verified', opens the link from its e-mail ('Your e-mail address is verified.', the
 * banner gone) and then requests the intro. Resend link e-mails a new link, and the old one then
 * says it is invalid or has expired; a company whose preferences are still pending may open its
 * link too (it is otherwise held on onboarding, spec 1 §4).
 */
import { expect, test, type Page } from '@playwright/test';
import { emailVerificationTexts as texts } from '../src/shared/auth/email-verification';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  sendIntroDialog,
} from './fixtures';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** The banner above the signed-in pages until the address is verified. */
const bannerOf = (page: Page) => page.getByRole('region', { name: texts.bannerTitle });

/** The newest verification link e-mailed to `email`, as a path with its query (`/verify-email?token=…`). */
async function newestLink(baseURL: string, email: string): Promise<string> {
  const mail = await latestEmail(baseURL, 'emailVerification', email);
  const url = new URL(linkIn(mail.textBody, '/verify-email?token='));
  return `${url.pathname}${url.search}`;
}

test('a company signs up, is refused an intro until it opens the link from its e-mail, then requests one', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const s = stamp();
  const company = {
    companyName: `Verify Co ${s}`,
    fullName: 'Vera Link',
    workEmail: `vera.verify.${s}@e2e.example`,
    password: 'verify-pass-1',
  };

  await page.goto('/create-account');
  await page.getByLabel('Company Name').fill(company.companyName);
  await page.getByLabel('Full Name').fill(company.fullName);
  await page.getByLabel('Work Email').fill(company.workEmail);
  await page.getByLabel('Role').selectOption('Founder');
  await page.getByRole('checkbox', { name: 'Engineering' }).check();
  await page.getByLabel('Password').fill(company.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account Created!');

  // Signed in at once, with the banner: where the link went and what waits for it.
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  const banner = bannerOf(page);
  await expect(banner).toContainText(`We sent a link to ${company.workEmail}.`);
  await expect(banner).toContainText(texts.companyWaits);
  await expect(banner.getByRole('button', { name: texts.resend })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5000 });

  // The intro request is refused in the server's words, not 'please try again'.
  await page.goto('/talent?q=Sarah');
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sarah = page.getByRole('article', { name: 'Sarah Chen' });
  await sarah.getByRole('button', { name: 'Request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, texts.requiredTitle, texts.required);
  await expect(sarah.getByRole('button', { name: 'Request Intro' })).toBeEnabled();

  // The link from the e-mail verifies the address; the banner goes.
  await page.goto(await newestLink(baseURL!, company.workEmail));
  await expect(page.getByText(texts.verified)).toBeVisible();
  await expect(page).toHaveTitle(`${texts.verifiedTitle} | WarmIntro`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Now the intro request goes.
  await page.goto('/talent?q=Sarah');
  await sarah.getByRole('button', { name: 'Request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, 'Intro Requested!');
  await expect(page).toHaveURL(/\/intro-confirmation\//);
  await expect(banner).toHaveCount(0);
});

test('Resend link e-mails a new link: the old one is then invalid, the new one verifies once, before the preferences too', async ({
  page,
  baseURL,
}) => {
  const s = stamp();
  const workEmail = `rory.resend.${s}@e2e.example`;
  const signup = await page.request.post('/api/companies', {
    data: {
      companyName: `Resend Co ${s}`,
      fullName: 'Rory Resend',
      workEmail,
      role: 'CTO',
      hiringRoles: ['Engineering'],
      password: 'resend-pass-1',
    },
  });
  expect(signup.status()).toBe(201);
  const first = await newestLink(baseURL!, workEmail);

  // A new company's preferences are still pending: it is held on onboarding (spec 1 §4), with the
  // banner, and may open its link all the same.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  const banner = bannerOf(page);
  await expect(banner).toContainText(`We sent a link to ${workEmail}.`);
  // By keyboard.
  await banner.getByRole('button', { name: texts.resend }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, texts.sentTitle, texts.sent);
  await expect.poll(() => newestLink(baseURL!, workEmail)).not.toBe(first);
  const second = await newestLink(baseURL!, workEmail);

  // The old link no longer works; the page offers a new one (the banner is not shown there).
  await page.goto(first);
  await expect(page.getByText(texts.invalidLink)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole('button', { name: texts.resend })).toHaveCount(1);
  await expect(banner).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(second);
  await expect(page.getByText(texts.verified)).toBeVisible();
  // It works once.
  await page.goto(second);
  await expect(page.getByText(texts.invalidLink)).toBeVisible();
  await expect(page.getByText(texts.alreadyVerified)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
