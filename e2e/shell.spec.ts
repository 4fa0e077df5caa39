/**
 * The app shell (issue #2): navigation variants (spec 1 §2 "Top navigation"), footer (spec 1 §2
 * "Footer"), the company guard (spec 1 §6) and the login journey (spec 1 §5 "Company login").
 */
import { expect, test } from '@playwright/test';
import { demoAccounts, expectNoSeriousA11yViolations, expectToast, loginViaApi } from './fixtures';

test('a visitor sees the home page with the visitor navigation and the footer', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of [
    'Home',
    'For Startups',
    'For Candidates',
    'How It Works',
    'Talent Feed',
    'Pricing',
    'Contact',
  ]) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Login' }).click();
  for (const item of [
    'Company Login',
    'Candidate Login',
    'Create Company Account',
    'Join as Talent',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  // Issue #30: About Us and the FAQ are pages, not coming-soon notices.
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expectNoSeriousA11yViolations(page);
});

test('a seeded company logged in through the API sees the company navigation', async ({ page }) => {
  await loginViaApi(page, demoAccounts.proCompany, 'company');
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Talent Feed', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Nimbus Labs' }).click();
  for (const item of ['Post a Gig', 'Manage Intros', 'Team', 'Settings', 'Log Out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();
});

test('a visitor opening /dashboard lands on /login/company, then returns there after logging in', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\/company/);
  await expectToast(page, 'Company Access Only', 'Please log in as a company.');

  await page.getByLabel('Work Email').fill(demoAccounts.freeCompany.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();

  await page.getByLabel('Password').fill(demoAccounts.freeCompany.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

// A path outside the route table (spec 1 §2 "Route table") gets the shell's not-found page
// (issue #2), whose own link leads home: looked for in `main`, since the header's Home link and
// the brand logo would pass for it.
test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  await expect(main.getByRole('link', { name: /home/i })).toBeVisible();
});

// Spec 1 §2 "Top navigation": on small screens a collapsible menu mirrors the variant. The link is
// looked for in the menu the button controls (`aria-controls`), since the footer has one too.
test('on a phone the menu collapses behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menu/i });
  await expect(toggle).toBeVisible();
  const menuId = await toggle.getAttribute('aria-controls');
  expect(menuId).toBeTruthy();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();
});
