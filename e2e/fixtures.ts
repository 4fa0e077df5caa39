/**
 * Shared end-to-end helpers: demo accounts, API login (fast path for journeys that are not about
 * logging in), and an accessibility check with axe.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { generate as generateTotp } from 'otplib';
import {
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoAccounts } from '../src/db/seed/demo';
import { TRUSTED_DEVICE_COOKIE } from '../src/shared/auth/two-factor';
import type { DeliveredEmail } from './support/mailbox';

export { demoAccounts };

/** Logs in through the API; the browser context keeps the session cookie. */
export async function loginViaApi(
  page: Page,
  account: { email: string; password: string },
  userType: 'company' | 'candidate' | 'admin',
) {
  if (userType === 'admin') return loginAdmin(page.request);
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, userType },
  });
  expect(res.status()).toBe(200);
}

/** The server's lifecycle clock (`TEST_CLOCK`), which checks two-factor codes too. */
export async function serverNow(api: APIRequestContext): Promise<Date> {
  const res = await api.post('/api/test/clock', { data: { advanceMs: 0 } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The authenticator app's code for `secret` at the server's clock (docs/decisions/067). */
export async function totpCodeFor(api: APIRequestContext, secret: string): Promise<string> {
  const now = await serverNow(api);
  return generateTotp({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** Where this run keeps the demo admin's trusted-device token (the server's data folder). */
const adminDeviceFile = () => path.join(process.env.E2E_DATA_DIR!, 'e2e-admin-trusted-device');

/**
 * Logs the demo admin in within `api` (a page's `request`, or a context of its own). Admins must
 * have two-factor (docs/decisions/067): the run's first admin login gives the code of the demo
 * secret and trusts the device; later ones send that trusted-device token, so no code is used
 * twice. Journeys about the code step itself go through the login page.
 */
export async function loginAdmin(api: APIRequestContext) {
  const data = {
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
    userType: 'admin',
  };
  const device = existsSync(adminDeviceFile()) ? readFileSync(adminDeviceFile(), 'utf8') : null;
  const res = await api.post('/api/auth/login', {
    data,
    ...(device ? { headers: { cookie: `${TRUSTED_DEVICE_COOKIE}=${device}` } } : {}),
  });
  if (res.status() === 200) return;
  expect(res.status(), await res.text()).toBe(202);
  const code = await api.post('/api/auth/login/two-factor', {
    data: { code: await totpCodeFor(api, demoAccounts.admin.totpSecret), trustDevice: true },
  });
  expect(code.status(), await code.text()).toBe(200);
  const trusted = code
    .headersArray()
    .find(
      (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(TRUSTED_DEVICE_COOKIE),
    );
  writeFileSync(adminDeviceFile(), trusted!.value.split(';')[0]!.split('=')[1]!);
}

/** Waits until no finite animation or transition runs: colours are only final once they end. */
async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails on serious or critical axe violations of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await waitForAnimations(page);
  // Something may start moving during the scan (the newsletter bar slides in after 1 s): a real
  // violation is still there on a second look once things settle, a passing one is not.
  let serious = await seriousViolations(page);
  for (let attempt = 0; serious.length > 0 && attempt < 2; attempt++) {
    await page.waitForTimeout(600);
    await waitForAnimations(page);
    serious = await seriousViolations(page);
  }
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

/**
 * The newest e-mail of `template` to `to` (a recipient, or text of the subject) as its recipient
 * received it: found in the outbox through the admin API as the demo admin (in its own request
 * context, so the page's session is untouched), then read from the e-mail as delivered to the test
 * mailbox (`e2e/support/mailbox.ts`), where single-use links are real — the admin's view masks them.
 * Polls briefly.
 */
export async function latestEmail(baseURL: string, template: string, to: string) {
  const api = await request.newContext({ baseURL });
  try {
    await loginAdmin(api);
    for (let attempt = 0; attempt < 40; attempt++) {
      const list = await api.get('/api/admin/emails', { params: { template, search: to } });
      const [first] = (await list.json()).items as { id: string }[];
      if (first) {
        const delivered = await api.get(
          `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages/${first.id}`,
        );
        if (delivered.ok()) return (await delivered.json()) as DeliveredEmail;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no ${template} e-mail to ${to} delivered`);
  } finally {
    await api.dispose();
  }
}

/** The first absolute link in an e-mail's text that contains `path`. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path.replace(/[/?]/g, (c) => `\\${c}`)}\\S*`).exec(text);
  if (!match) throw new Error(`no link with ${path} in: ${text}`);
  return match[0];
}

/**
 * Proves `email`'s address as its owner does (issue #31 item 3; docs/decisions/065): reads the
 * newest verification e-mail sent to it and opens its link by posting the link's token, as the
 * `/verify-email` page does (in a request context of its own: the link needs no session).
 * Returns the link.
 */
export async function verifyEmail(baseURL: string, email: string): Promise<string> {
  const mail = await latestEmail(baseURL, 'emailVerification', email);
  const link = linkIn(mail.textBody, '/verify-email?token=');
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/auth/verify-email', {
      data: { token: new URL(link).searchParams.get('token') },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return link;
}

/**
 * Moves the server's lifecycle clock forward (the server runs with `TEST_CLOCK=true`): "after
 * the call" and the timers are reached without waiting (issue #17).
 */
export async function advanceClock(page: Page, ms: number) {
  const res = await page.request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.status()).toBe(200);
}

/** Runs the intro timers (expiry, reminders, stale intros) at once. */
export async function runTimers(page: Page) {
  const res = await page.request.post('/api/test/run-timers', { data: {} });
  expect(res.status()).toBe(200);
}

/** Brings the server's lifecycle clock back to real time (after a test that moved it). */
export async function resetClock(api: APIRequestContext) {
  const res = await api.post('/api/test/clock', { data: { reset: true } });
  expect(res.status()).toBe(200);
}

/** A valid pay for `POST /api/intro-requests`, which requires one (docs/decisions/077). */
export const testPay = {
  compensation: { kind: 'salary', currency: 'USD', period: 'year', min: 120_000, max: 150_000 },
} as const;

/**
 * Fills the intro request dialog's pay (issue #35, docs/decisions/077) when it is empty — a
 * re-request starts from the pay stated before — with a yearly salary of $120,000–$150,000.
 */
export async function fillIntroPay(dialog: Locator) {
  const lowest = dialog.getByLabel('Lowest pay');
  if ((await lowest.inputValue()) !== '') return;
  await lowest.fill('120000');
  await dialog.getByLabel('Highest pay').fill('150000');
}

/**
 * Sends the intro request dialog that Request Intro / Re-request Intro opens (issue #15,
 * docs/decisions/034), with the role and note given or with the prefilled defaults, and the pay
 * (`fillIntroPay`).
 */
export async function sendIntroDialog(page: Page, details: { role?: string; note?: string } = {}) {
  const dialog = page.getByRole('dialog', { name: /intro to/ });
  await expect(dialog).toBeVisible();
  if (details.role !== undefined) await dialog.getByLabel('The role').fill(details.role);
  if (details.note !== undefined) await dialog.getByLabel(/^A note to/).fill(details.note);
  await fillIntroPay(dialog);
  await dialog.getByRole('button', { name: 'Send Intro Request' }).click();
}

/**
 * A new company signed up through the API in a browser context of its own, its e-mail address
 * verified by its link (docs/decisions/065), its preferences skipped (spec 1 §4 onboarding) and,
 * with `plan: 'pro'`, upgraded. `label` names it (`${label} ${stamp}`); `timezoneId` sets the
 * browser's zone.
 * @returns the signed-in page and the company's details.
 */
export async function newCompany(
  browser: Browser,
  baseURL: string,
  label: string,
  options: { plan?: 'free' | 'pro'; timezoneId?: string } = {},
) {
  const context = await browser.newContext({ baseURL, timezoneId: options.timezoneId });
  const page = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const company = {
    companyName: `${label} ${stamp}`,
    fullName: 'Robin Vale',
    workEmail: `robin.${slug}.${stamp}@e2e.example`,
    password: `${slug}-pass-1`,
  };
  expect(
    (
      await page.request.post('/api/companies', {
        data: { ...company, role: 'CTO', hiringRoles: ['Engineering'] },
      })
    ).status(),
  ).toBe(201);
  await verifyEmail(baseURL, company.workEmail);
  expect(
    (await page.request.post('/api/companies/me/preferences/skip', { data: {} })).status(),
  ).toBe(200);
  if (options.plan === 'pro')
    expect(
      (await page.request.post('/api/billing/upgrade', { data: { plan: 'pro' } })).status(),
    ).toBe(200);
  return { page, company };
}
