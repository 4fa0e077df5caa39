/**
 * The company account (issue #3): signup (spec 1 §5 "Company signup"), onboarding (spec 1 §2
 * "Company onboarding", §5 "Preferences"), the dashboard and its account tab (spec 1 §2
 * "Company dashboard", §5 "Account edit"), the upgrade page (spec 1 §2 "Upgrade page") and the
 * additions beyond the spec: change password, forgot/reset password, data export, deletion.
 *
 * Signup is limited to 5 a minute per IP (issue #3), so the journeys share companies: six signups
 * in all, and the API helper waits out a 429 if other specs signed up just before.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  verifyEmail,
  testPay,
} from './fixtures';

interface TestCompany {
  companyName: string;
  fullName: string;
  workEmail: string;
  password: string;
}

function newCompany(label: string): TestCompany {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    companyName: `${label} Co ${stamp}`,
    fullName: `Alex ${label}`,
    workEmail: `alex.${label.toLowerCase()}.${stamp}@e2e.example`,
    password: 'first-password-1',
  };
}

/** Signs a company up through the API (the browser context keeps the session cookie). */
async function signupViaApi(page: Page, company: TestCompany) {
  const data = { ...company, role: 'Founder', hiringRoles: ['Engineering'] };
  let res = await page.request.post('/api/companies', { data });
  if (res.status() === 429) {
    const wait = Number(res.headers()['retry-after'] ?? '60');
    await page.waitForTimeout((wait + 1) * 1000);
    res = await page.request.post('/api/companies', { data });
  }
  expect(res.status()).toBe(201);
}

async function openAccountMenu(page: Page, companyName: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: companyName })
    .click();
}

async function loginThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
}

test('signup → onboarding skip → setup complete → dashboard → account edit, export, password change, login with the new password', async ({
  page,
}) => {
  test.slow();
  const company = newCompany('Journey');

  await page.goto('/create-account');
  await expect(page.getByRole('heading', { name: 'Create Company Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Spec 1 §5 "Company signup": every message, then errors clear when a field is edited.
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Company Name is required.',
    'Full Name is required.',
    'Work Email is required.',
    'Role is required.',
    'Please select at least one hiring role.',
    'Password is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Work Email').fill('not-an-email');
  await expect(page.getByText('Work Email is required.')).toBeHidden();
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Work Email is invalid.', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters long.', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Company Name').fill(company.companyName);
  await page.getByLabel('Full Name').fill(company.fullName);
  await page.getByLabel('Work Email').fill(company.workEmail);
  await expect(page.getByText('Work Email is invalid.')).toBeHidden();
  await expect(page.getByLabel('Role').getByRole('option')).toHaveText([
    'Select your role',
    'Founder',
    'CTO',
    'Head of Talent',
    'Other',
  ]);
  await page.getByLabel('Role').selectOption('CTO');
  await expect(page.getByText('Role is required.')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Engineering' }).check();
  await page.getByRole('checkbox', { name: 'Design' }).check();
  await expect(page.getByText('Please select at least one hiring role.')).toBeHidden();
  await page.getByLabel('Password').fill(company.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account Created!');

  // Spec 1 §9: redirect after 1.5 s.
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Alex!' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expectToast(page, 'Preferences Skipped');
  await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await expect(page.getByText(/adjust your preferences later in company settings/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Discovering Talent' })).toHaveAttribute(
    'href',
    '/talent',
  );
  await expectNoSeriousA11yViolations(page);
  // Issue #30 (ADR 057): the button goes to the dashboard, not a coming-soon notice; onboarding
  // is complete, so the dashboard opens (no redirect back to preferences).
  await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Issue #13: still the session signup started — nobody is back yet.
  await expect(page.getByRole('heading', { name: 'Welcome, Alex!' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Intro Requests' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No intro requests yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Browse Talent' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=browse$/);

  // The company menu's Settings opens the account tab.
  await openAccountMenu(page, company.companyName);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=account$/);
  const account = page.getByRole('tabpanel', { name: 'Account Management' });
  await expect(account.getByLabel('Work Email')).toHaveValue(company.workEmail);
  await expect(account.getByLabel('Work Email')).toHaveAttribute('readonly', '');
  // Issue #13: the signup's hiring-role chips and a time zone list (spec 1 §2 default).
  const roles = account.getByRole('group', { name: 'Hiring Roles' });
  for (const role of ['Engineering', 'Design']) {
    await expect(roles.getByRole('checkbox', { name: role })).toBeChecked();
  }
  await expect(roles.getByRole('checkbox', { name: 'Product' })).not.toBeChecked();
  const timezone = account.getByRole('combobox', { name: 'Timezone' });
  await expect(timezone).toHaveValue('UTC-5 (Eastern Time)');
  await expect(
    timezone.getByRole('option', { name: 'UTC+1 (Central European Time)' }),
  ).toBeAttached();
  await expect(account.getByText('Free', { exact: true })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/upgrade',
  );
  await expect(account.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoSeriousA11yViolations(page);

  // At least one hiring role, as at signup (spec 1 §5 "Company signup").
  const renamed = `${company.companyName} Renamed`;
  await account.getByLabel('Company Name').fill(renamed);
  await roles.getByRole('checkbox', { name: 'Engineering' }).uncheck();
  await roles.getByRole('checkbox', { name: 'Design' }).uncheck();
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(account.getByText('Please select at least one hiring role.')).toBeVisible();
  await roles.getByRole('checkbox', { name: 'Product' }).check();
  await expect(account.getByText('Please select at least one hiring role.')).toBeHidden();
  await roles.getByRole('checkbox', { name: 'Sales' }).check();
  await timezone.selectOption('UTC+1 (Central European Time)');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success!', 'Company information updated.');
  await expectNoSeriousA11yViolations(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: renamed }),
  ).toBeVisible();
  await page.reload();
  await expect(account.getByLabel('Company Name')).toHaveValue(renamed);
  await expect(timezone).toHaveValue('UTC+1 (Central European Time)');
  await expect(roles.getByRole('checkbox', { name: 'Product' })).toBeChecked();
  await expect(roles.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
  await expect(roles.getByRole('checkbox', { name: 'Engineering' })).not.toBeChecked();
  // The promise of /onboarding/complete: preferences can be adjusted in company settings — in
  // the Account tab itself, with the onboarding form (issue #15).
  await account.getByRole('button', { name: 'Adjust Preferences' }).click();
  await expect(account.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  // Skipped at onboarding: nothing is chosen yet.
  await account.getByRole('checkbox', { name: 'Contract' }).click();
  await account.getByRole('checkbox', { name: 'Ops' }).click();
  await account.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Preferences Saved!');
  const saved = await (await page.request.get('/api/companies/me/preferences')).json();
  expect(saved.primaryRoles).toContain('Ops');

  // Download my data (beyond the spec).
  const downloadPromise = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('warmintro-company-data.json');

  // Change password (beyond the spec): wrong current password, then the right one.
  const newPassword = 'second-password-2';
  await account.getByLabel('Current password').fill('not-my-password');
  await account.getByLabel('New password').fill(newPassword);
  await account.getByRole('button', { name: 'Change Password' }).click();
  await expect(account.getByText('Current password is incorrect.')).toBeVisible();
  await account.getByLabel('Current password').fill(company.password);
  await expect(account.getByText('Current password is incorrect.')).toBeHidden();
  await account.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed');

  await openAccountMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectToast(page, 'Logged Out');
  await page.goto('/login/company');
  await loginThroughUi(page, company.workEmail, company.password);
  await expectToast(page, 'Login Failed');
  await loginThroughUi(page, company.workEmail, newPassword);
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signup with a registered work e-mail shows the inline message and the toast', async ({
  page,
}) => {
  await page.goto('/create-account');
  await page.getByLabel('Company Name').fill('Duplicate Co');
  await page.getByLabel('Full Name').fill('Dana Duplicate');
  await page.getByLabel('Work Email').fill(demoAccounts.proCompany.email);
  await page.getByLabel('Role').selectOption('Founder');
  await page.getByRole('checkbox', { name: 'Product' }).check();
  await page.getByLabel('Password').fill('long-enough-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Email already exists');
  await expect(page.getByText('This email is already registered.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create-account$/);
  // Spec 1 §5: the error clears when the field is edited.
  await page.getByLabel('Work Email').fill('someone.else@e2e.example');
  await expect(
    page.getByRole('main').getByText('This email is already registered.', { exact: true }),
  ).toBeHidden();
});

test('navigation state from /startups prefills the signup form', async ({ page }) => {
  await page.goto('/');
  // What /startups sends: navigation state `{ prefill }` (spec 1 §2 "Startups page", §3).
  await page.evaluate(() => {
    const prefill = {
      companyName: 'Prefill Labs',
      name: 'Pat Prefill',
      email: 'pat@prefill.example',
      role: 'Head of Talent',
      needs: 'Engineering and design, maybe sales later',
    };
    window.history.pushState({ usr: { prefill }, key: 'prefill', idx: 1 }, '', '/create-account');
    window.history.pushState({ usr: null, key: 'next', idx: 2 }, '', '/');
    window.history.back();
  });
  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByLabel('Company Name')).toHaveValue('Prefill Labs');
  await expect(page.getByLabel('Full Name')).toHaveValue('Pat Prefill');
  await expect(page.getByLabel('Work Email')).toHaveValue('pat@prefill.example');
  await expect(page.getByLabel('Role')).toHaveValue('Head of Talent');
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Design' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Product' })).not.toBeChecked();
});

test('a company with pending preferences logs in, lands on onboarding, fails validation, then saves', async ({
  page,
}) => {
  test.slow();
  const company = newCompany('Prefs');
  await signupViaApi(page, company);
  expect((await page.request.post('/api/auth/logout', { data: {} })).status()).toBe(204);

  // Spec 1 §2 "Company login": pending_preferences goes to /onboarding/preferences.
  await page.goto('/login/company');
  await loginThroughUi(page, company.workEmail, company.password);
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);

  // Spec 1 §4: a pending company is held on the preferences page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await page.goto('/onboarding-welcome');
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  // Issue #30: the hiring role ticked at signup starts the primary roles.
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Engineering' }).uncheck();

  // Spec 1 §5 "Preferences".
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Missing Information', 'Please fill out all required fields.');
  await expect(page.getByText('Please select at least one engagement type.')).toBeVisible();
  await expect(page.getByText('Please select at least one primary role.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Contract' }).check();
  await expect(page.getByText('Please select at least one engagement type.')).toBeHidden();
  await expect(page.getByText('Please select at least one primary role.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ops' }).check();
  await expect(page.getByText('Please select at least one primary role.')).toBeHidden();

  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await page.getByLabel('Time Zone Overlap').click();
  for (const option of ['Any', '±3 hours (US)', '±2 hours (EU)', 'Same zone (Global)']) {
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  }
  await page.getByRole('option', { name: '±2 hours (EU)' }).click();
  await expect(page.getByText('$2,000 – $8,000')).toBeVisible();
  await page.getByRole('slider', { name: 'Maximum monthly budget' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('slider', { name: 'Minimum monthly budget' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('$1,500 – $8,500')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Preferences Saved!');
  await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5000 });
  await expect(page.getByText("You're all set, Alex!", { exact: false })).toBeVisible();

  const stored = await (await page.request.get('/api/companies/me/preferences')).json();
  expect(stored).toMatchObject({
    hiringMode: 'Hybrid',
    engagementTypes: ['Contract'],
    primaryRoles: ['Ops'],
    timeZoneOverlap: '±2 hours (EU)',
    monthlyBudget: [1500, 8500],
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
});

test('a company with pending preferences is held on onboarding on every other page, the feed included (spec 1 §4)', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const company = newCompany('Held');
  await signupViaApi(page, company);
  // Verified, so that the server's refusal below is about the preferences alone (ADR 065).
  await verifyEmail(baseURL!, company.workEmail);
  const sarah = await (
    await page.request.get('/api/talent', { params: { q: 'Sarah Chen' } })
  ).json();
  const sarahId = sarah.items[0].id as string;

  // Spec 1 §4: "forced to /onboarding/preferences except when already on that page or
  // /onboarding/complete" — company pages, the talent feed and public pages alike.
  for (const path of [
    '/talent',
    '/dashboard',
    '/dashboard/gigs',
    '/dashboard/gigs/new',
    `/dashboard/gigs/propose/${sarahId}`,
    '/upgrade',
    `/intro-confirmation/${sarahId}`,
    '/',
    '/contact',
  ]) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/onboarding\/preferences$/);
    await expect(page.getByText('Step 1 of 1')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Request Intro' })).toHaveCount(0);

  // In the app too: the header's Talent Feed link leads back to the preferences.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Talent Feed' })
    .click();
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);

  // The server agrees: no intro request before the preferences are saved or skipped.
  const refused = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: sarahId },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'ONBOARDING_REQUIRED' });

  await page.goto('/onboarding/complete');
  await expect(page).toHaveURL(/\/onboarding\/complete$/);

  // Once skipped, the feed opens with its intro actions.
  await page.goto('/onboarding/preferences');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Start Discovering Talent' }).click();
  await expect(page).toHaveURL(/\/talent$/);
  await expect(page.getByRole('button', { name: 'Request Intro' }).first()).toBeVisible();
});

test('saved preferences reopen in the form; loading, then the defaults when the read fails', async ({
  page,
}) => {
  test.slow();
  const company = newCompany('Saved');
  await signupViaApi(page, company);

  await page.goto('/onboarding/preferences');
  await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
  // Issue #30: the signup's hiring role comes ticked; this company hires designers instead.
  await page.getByRole('checkbox', { name: 'Engineering' }).uncheck();
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await page.getByRole('checkbox', { name: 'Contract' }).check();
  await page.getByRole('checkbox', { name: 'Design' }).check();
  await page.getByLabel('Time Zone Overlap').click();
  await page.getByRole('option', { name: '±2 hours (EU)' }).click();
  await page.getByRole('slider', { name: 'Maximum monthly budget' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('$2,000 – $8,500')).toBeVisible();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Preferences Saved!');
  await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5000 });

  // Back on the page (in the app, then after a full load): the saved values, not the defaults.
  const expectSaved = async () => {
    await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Remote' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Contract' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Full-time' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Engineering' })).not.toBeChecked();
    await expect(page.getByLabel('Time Zone Overlap')).toHaveText('±2 hours (EU)');
    await expect(page.getByText('$2,000 – $8,500')).toBeVisible();
  };
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'prefs', idx: 1 }, '', '/onboarding/preferences');
    window.history.pushState({ usr: null, key: 'next', idx: 2 }, '', '/onboarding/complete');
    window.history.back();
  });
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expectSaved();
  await page.goto('/onboarding/preferences');
  await expectSaved();

  // A loading state while the preferences load; a failed read opens the form with the defaults.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/companies/me/preferences', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
    });
  });
  await page.goto('/onboarding/preferences');
  await expect(page.getByText('Loading your preferences…')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  await expect(page.getByText('Loading your preferences…')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Contract' })).not.toBeChecked();
  await expect(page.getByLabel('Time Zone Overlap')).toHaveText('Any');
  await expect(page.getByText('$2,000 – $8,000')).toBeVisible();
  // The primary roles start from the signup's hiring roles (issue #30).
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Design' })).not.toBeChecked();
});

test('skipped preferences open with the defaults; a failed save focuses the first group in error', async ({
  page,
}) => {
  const company = newCompany('Focus');
  await signupViaApi(page, company);
  // Spec 1 §3: a skip stores null mode and overlap, empty lists and [0,0]; the form shows the defaults.
  expect((await page.request.post('/api/companies/me/preferences/skip', { data: {} })).ok()).toBe(
    true,
  );

  await page.goto('/onboarding/preferences');
  await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
  await expect(page.getByLabel('Time Zone Overlap')).toHaveText('Any');
  await expect(page.getByText('$2,000 – $8,000')).toBeVisible();
  for (const option of ['Full-time', 'Contract', 'Project-based Trial', 'Ops']) {
    await expect(page.getByRole('checkbox', { name: option })).not.toBeChecked();
  }
  // A skip saved no primary roles: the signup's hiring role starts them (issue #30); unticked
  // here, to see the form's checks.
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Engineering' }).uncheck();

  const engagement = page.getByRole('group', { name: 'Engagement Types' });
  const roles = page.getByRole('group', { name: 'Primary Roles' });
  await expect(engagement).not.toHaveAttribute('aria-invalid');

  // Nothing chosen: focus goes to the first engagement-type checkbox.
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Missing Information', 'Please fill out all required fields.');
  await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeFocused();
  await expect(engagement).toHaveAttribute('aria-invalid', 'true');
  await expect(engagement).toHaveAccessibleDescription(
    'Please select at least one engagement type.',
  );
  await expect(roles).toHaveAttribute('aria-invalid', 'true');
  await expect(roles).toHaveAccessibleDescription('Please select at least one primary role.');
  await expectNoSeriousA11yViolations(page);

  // With an engagement type chosen, the primary roles are next.
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  await expect(engagement).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).toBeFocused();
  await expect(roles).toHaveAttribute('aria-invalid', 'true');
});

test('a free company upgrades to Pro after confirming, cancels it for the period end, keeps it, then deletes its account (issue #30, ADR 058)', async ({
  page,
}) => {
  test.slow();
  const company = newCompany('Upgrade');
  await signupViaApi(page, company);
  expect((await page.request.post('/api/companies/me/preferences/skip', { data: {} })).ok()).toBe(
    true,
  );

  await page.goto('/upgrade');
  await expect(page.getByText('$99')).toBeVisible();
  for (const feature of [
    'Unlimited intro requests',
    'Full access to talent feed',
    'Priority intro handling',
    'Advanced search filters',
    'Direct messaging with candidates',
    'Dedicated account manager',
    'Custom integrations and SLAs',
    'Volume discounts',
    'Tailored onboarding',
  ]) {
    await expect(page.getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expectToast(page, 'Coming Soon');

  // Issue #30: upgrading asks first, saying what changes and when it renews; Not Now changes nothing.
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  let ask = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await expect(ask).toContainText('Unlimited intro requests start at once.');
  await expect(ask).toContainText(/renews on \w+ \d{1,2}, \d{4}/);
  await expect(ask).toContainText('nothing is charged');
  await ask.getByRole('button', { name: 'Not Now' }).click();
  await expect(ask).toBeHidden();
  expect((await (await page.request.get('/api/billing/plan')).json()).planTier).toBe('free');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  ask = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await ask.getByRole('button', { name: 'Confirm Upgrade' }).click();
  await expectToast(page, 'Upgrade Successful!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/upgrade');
  await expect(page.getByText('You are on the Pro plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);

  // Navigation state `{ tab: 'account' }` opens the account tab (spec 1 §2 route table).
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({ usr: { tab: 'account' }, key: 'tab', idx: 1 }, '', '/dashboard');
    window.history.pushState({ usr: null, key: 'next', idx: 2 }, '', '/');
    window.history.back();
  });
  const account = page.getByRole('tabpanel', { name: 'Account Management' });
  await expect(account.getByText(/^Current plan: Pro/)).toBeVisible();
  await expect(account.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  // The plan: when it renews, its receipt (nothing charged), cancel for the period end, keep it.
  await expect(account.getByText(/\$99 per month, renews on \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  const receipts = account.getByRole('table', { name: 'Receipts, newest first' });
  await expect(receipts.getByRole('row')).toHaveCount(2);
  await expect(receipts).toContainText('$99.00');
  await expect(account.getByText('Billing is a preview: nothing was charged.')).toBeVisible();
  await account.getByRole('button', { name: 'Cancel Pro' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel Pro?' });
  await expect(cancel).toContainText('2 new intro requests each calendar month');
  await cancel.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expectToast(page, 'Pro Cancelled');
  await expect(account.getByText(/Pro until \w+ \d{1,2}, \d{4}, then Free/)).toBeVisible();
  await account.getByRole('button', { name: 'Keep Pro' }).click();
  await expectToast(page, 'Pro Kept', 'Your plan renews as before.');
  await expect(account.getByRole('button', { name: 'Cancel Pro' })).toBeVisible();

  // Delete account (beyond the spec): type the company name to confirm.
  await account.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete Account Permanently' });
  await dialog.getByLabel(/to confirm/).fill('Some Other Name');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/to confirm/).fill(company.companyName);
  await confirm.click();
  await expectToast(page, 'Account Deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email: company.workEmail, password: company.password, userType: 'company' },
  });
  expect(login.status()).toBe(401);
});

test('forgot password answers the same for any address; a bad reset link says so', async ({
  page,
}) => {
  await page.goto('/login/company');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill('nobody.at.all@e2e.example');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we sent a link to reset your password.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/reset-password');
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
});

test('password reset through the link found in the outbox (issue #3)', async ({
  page,
  baseURL,
}) => {
  const company = newCompany('Reset');
  await signupViaApi(page, company);
  await page.request.post('/api/auth/logout', { data: {} });

  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel('Email').fill(company.workEmail);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we sent a link to reset your password.'),
  ).toBeVisible();

  const email = await latestEmail(baseURL!, 'passwordReset', company.workEmail);
  const link = linkIn(email.textBody, '/reset-password?token=');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('reset-password-2');
  await page.getByLabel('Confirm new password').fill('reset-password-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please log in with your new password.'),
  ).toBeVisible();

  await page.goto('/login/company');
  await loginThroughUi(page, company.workEmail, 'reset-password-2');
  await expectToast(page, 'Login Successful!');

  // The link works once.
  const again = await page.request.post('/api/auth/password-reset/confirm', {
    data: { token: new URL(link).searchParams.get('token'), password: 'third-password-3' },
  });
  expect(again.status()).toBe(400);
});
