/**
 * Shared end-to-end helpers: demo accounts, API login (fast path for journeys that are not about
 * logging in), and an accessibility check with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { demoAccounts } from '../src/db/seed/demo';

export { demoAccounts };

/** Logs in through the API; the browser context keeps the session cookie. */
export async function loginViaApi(
  page: Page,
  account: { email: string; password: string },
  userType: 'company' | 'candidate' | 'admin',
) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, userType },
  });
  expect(res.status()).toBe(200);
}

/** Fails on serious or critical axe violations of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Expects a toast with this title (and description) in the toast region (Radix Toast, F8). */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}
