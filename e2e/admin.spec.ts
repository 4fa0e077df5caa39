/**
 * The admin area (issue #7; spec 2 §2 "Admin screens", §3 admin edit log and deletion log, §4,
 * §5 "Admin", §6, §8): login and refusal, vetting (approve → talent feed), audited edits,
 * intro oversight and CSV export, permanent deletion, the outbox and the audit view.
 */
import { readFile } from 'node:fs/promises';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import {
  advanceClock,
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  loginAdmin,
  loginViaApi,
  resetClock,
  totpCodeFor,
  verifyEmail,
  testPay,
} from './fixtures';
import { approveBody } from '../test/support/valid-bodies';

function stamp(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
}

interface NewCandidate {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
}

/**
 * A fresh candidate signed up through the API in a browser context of its own (status pending);
 * given `baseURL`, its e-mail address verified by its link, as an admin approves only a verified
 * candidate (docs/decisions/065).
 */
async function signupCandidate(
  browser: Browser,
  label: string,
  baseURL?: string,
): Promise<NewCandidate> {
  const context = await browser.newContext();
  const id = stamp();
  const firstName = 'Robin';
  const lastName = `${label}${id.slice(-7)}`;
  const email = `robin.${label.toLowerCase()}.${id}@e2e.example`;
  const res = await context.request.post('/api/candidates', {
    data: {
      firstName,
      lastName,
      email,
      password: 'long-password-1',
      confirmPassword: 'long-password-1',
      role: 'Platform Engineer',
      experienceYears: '3',
      skills: 'Go, Rust',
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
  expect(res.status()).toBe(201);
  const session = (await res.json()) as { user: { id: string } };
  await context.close();
  if (baseURL) await verifyEmail(baseURL, email);
  return { id: session.user.id, firstName, lastName, name: `${firstName} ${lastName}`, email };
}

interface NewCompany {
  companyName: string;
  workEmail: string;
}

/**
 * A fresh company signed up through the API in a browser context of its own, its e-mail address
 * verified by its link (intro requests and gigs wait for it, docs/decisions/065) and its onboarding
 * skipped; `then` runs with that company's session (e.g. to request an intro) before the context
 * closes.
 */
async function signupCompany(
  browser: Browser,
  baseURL: string,
  label: string,
  then?: (request: import('@playwright/test').APIRequestContext) => Promise<void>,
): Promise<NewCompany> {
  const context = await browser.newContext();
  const id = stamp();
  const company = {
    companyName: `${label} Co ${id}`,
    workEmail: `alex.${label.toLowerCase()}.${id}@e2e.example`,
  };
  const res = await context.request.post('/api/companies', {
    data: {
      ...company,
      fullName: `Alex ${label}`,
      password: 'first-password-1',
      role: 'Founder',
      hiringRoles: ['Engineering'],
    },
  });
  expect(res.status()).toBe(201);
  await verifyEmail(baseURL, company.workEmail);
  // Spec 1 §4: a company acts only once its preferences are saved or skipped.
  const skip = await context.request.post('/api/companies/me/preferences/skip', { data: {} });
  expect(skip.ok()).toBe(true);
  if (then) await then(context.request);
  await context.close();
  return company;
}

async function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

test('an admin logs in through the UI with the two-factor code; a wrong password and a visitor are refused; login returns to the requested page', async ({
  page,
  baseURL,
}) => {
  // Spec 2 §6: no admin session → 'Access Denied' and /.
  await page.goto('/admin/candidates');
  await expectToast(page, 'Access Denied', 'You need admin privileges to view this page.');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(demoAccounts.admin.email);
  await main.getByLabel('Password', { exact: true }).fill('not-the-password');
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login Failed', 'Incorrect admin password.');

  await main.getByLabel('Password', { exact: true }).fill(demoAccounts.admin.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  // Admins must have two-factor (docs/decisions/067): the code after the password. The run's API
  // logins get their trusted device first (a code of theirs is spent before this one), then the
  // server's clock moves to the next 30 s, so this code is not one a login already used.
  const code = main.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  const api = await request.newContext({ baseURL });
  await loginAdmin(api);
  await api.dispose();
  await advanceClock(page, 30_000);
  await code.fill(await totpCodeFor(page.request, demoAccounts.admin.totpSecret));
  await main.getByLabel('Trust this device for 30 days').check();
  await main.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectToast(page, 'Admin Login Successful');
  await resetClock(page.request);
  await expect(page).toHaveURL(/\/admin\/candidates$/);
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  const nav = await adminNav(page);
  const counted = {
    Candidates: 'candidates waiting for review',
    Companies: 'new companies in the last 7 days',
  };
  for (const link of [
    'Candidates',
    'Companies',
    'Intro Requests',
    'Intros & Gigs',
    'Delete Users',
    'Emails',
    'Audit',
    'Security',
  ]) {
    // Candidates and Companies read their counts too (issue #16, docs/decisions/040).
    const count = counted[link as keyof typeof counted];
    const name = count ? new RegExp(`^${link}\\s*(\\d+ ${count})?$`) : link;
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // One Log Out on an admin page: the admin header's, not repeated by the site header.
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(1);

  // Log Out goes to /; the login then returns to the page named by redirectTo — this browser is
  // trusted now, so no code is asked.
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/login?redirectTo=%2Fadmin%2Faudit');
  await main.getByLabel('Email').fill(demoAccounts.admin.email);
  await main.getByLabel('Password', { exact: true }).fill(demoAccounts.admin.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
});

test('the admin area has one header of its own — no site header or footer — and the site keeps its admin variant, on a phone too', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.admin, 'admin');

  // A public page: the site header's admin variant is the admin's way back and to log out.
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Intros & Gigs', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // An admin page: one header (issue #13) — no site navigation, no marketing footer.
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  const nav = await adminNav(page);
  await expect(nav.getByRole('link', { name: 'WarmIntro' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // On a phone: the admin links and Log Out fold into the admin menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole('link', { name: 'Audit' })).toBeHidden();
  // Folded away, the nav counts (issue #16) still show as a dot on the menu button.
  await expect(page.getByTestId('admin-menu-dot')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Open admin menu, new candidates or companies' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await nav.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.locator('#mobile-navigation').getByRole('link', { name: 'Candidate Login' }),
  ).toBeVisible();
});

test('the nav counts arrive live: a candidate signing up elsewhere raises the Candidates badge of an open admin page without a reload (issue #16; docs/decisions/044)', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, demoAccounts.admin, 'admin');
  // The responses in order: the stream is open once its headers arrived (the server registered
  // it first), and the counts are read once more after that.
  const seen: string[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/stream' || pathname === '/api/admin/nav-counts') seen.push(pathname);
  });
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  const streamAt = () => seen.indexOf('/api/stream');
  await expect
    .poll(() => streamAt() >= 0 && seen.slice(streamAt() + 1).includes('/api/admin/nav-counts'))
    .toBe(true);
  const badge = page.getByTestId('admin-count-pendingCandidates');
  const shown = async () => Number((await badge.textContent())?.match(/^\d+/)?.[0] ?? 0);
  const before = await shown();
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });

  // Another browser context signs up a candidate (pending): the badge moves by itself, well
  // before the slow refresh (5 minutes).
  await signupCandidate(browser, 'Live');
  await expect(badge).toHaveText(new RegExp(`^${before + 1} candidates waiting for review$`), {
    timeout: 3_000,
  });
  await expect(
    (await adminNav(page)).getByRole('link', {
      name: new RegExp(`^Candidates\\s*${before + 1} candidates waiting for review$`),
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('approving a fresh candidate puts them in the talent feed; edits are logged; an unchanged save is "No Changes"', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const candidate = await signupCandidate(browser, 'Approve', baseURL!);
  await loginViaApi(page, demoAccounts.admin, 'admin');

  await page.goto('/admin/candidates');
  await page.getByLabel('Role').fill('Platform Engineer');
  await expect(page).toHaveURL(/role=Platform\+Engineer/);
  const row = page.getByRole('row').filter({ hasText: candidate.name });
  await expect(row).toBeVisible();
  // Statuses in words (issue #13), not stored values.
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Go', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The View dialog shows every field, internal notes included.
  await row.getByRole('button', { name: /^View/ }).click();
  const view = page.getByRole('dialog', { name: candidate.name });
  await expect(view.getByText(candidate.email)).toBeVisible();
  await expect(view.getByText('Internal Notes')).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).first().click();

  await expect(row.getByRole('button', { name: /^Reject/ })).toBeEnabled();
  // The pending queue says how long each has waited, and the page the median time to vet
  // (issue #35 part 5).
  await expect(row.getByText(/^Waiting \d+ (minute|hour|day)s?$/)).toBeVisible();
  await expect(page.getByText(/^Median time to vet \(30 days\):/)).toBeVisible();

  // Approve opens the scorecard (docs/decisions/078): nothing is sent until every criterion is
  // rated with a note; the radio groups work from the keyboard.
  await row.getByRole('button', { name: /^Approve/ }).click();
  const scorecard = page.getByRole('dialog', { name: `Approve ${candidate.name}` });
  await scorecard.getByRole('button', { name: 'Approve' }).click();
  await expect(scorecard.getByText('8 fields need attention.')).toBeVisible();
  await expect(scorecard.getByText('Choose a rating from 1 to 4.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const technical = scorecard.getByRole('radiogroup', { name: 'Technical depth' });
  await technical.getByRole('radio', { name: '1 — Not shown' }).check();
  // Radix moves focus a tick after keydown and checks the radio it lands on while the arrow is
  // still down, as a person's key press is: hold it until then.
  for (const next of ['2 — Below the bar', '3 — Meets the bar', '4 — Strong']) {
    await page.keyboard.down('ArrowRight');
    await expect(technical.getByRole('radio', { name: next })).toBeChecked();
    await page.keyboard.up('ArrowRight');
  }
  for (const [name, rating] of [
    ['Communication', '3 — Meets the bar'],
    ['Seniority matches the stated experience', '3 — Meets the bar'],
    ['References or work samples checked', '2 — Below the bar'],
  ] as const) {
    await scorecard.getByRole('radiogroup', { name }).getByRole('radio', { name: rating }).check();
  }
  await scorecard.getByLabel('Note on Technical depth').fill('Strong Go in the take-home.');
  await scorecard.getByLabel('Note on Communication').fill('Clear on the call.');
  await scorecard
    .getByLabel('Note on Seniority matches the stated experience')
    .fill('Matches the projects.');
  await scorecard
    .getByLabel('Note on References or work samples checked')
    .fill('Reference not reached yet.');
  await scorecard.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Profile Updated!');
  await expect(scorecard).toBeHidden();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve/ })).toBeDisabled();

  // Approved → in the talent feed at once (spec 2 §4 "Candidate status").
  const visitor = await browser.newContext();
  const feed = await visitor.newPage();
  await feed.goto(`/talent?q=${candidate.lastName}`);
  await expect(feed.getByRole('heading', { name: candidate.name })).toBeVisible();
  // Its profile says "Vetted by WarmIntro on {date}" with the criteria rated 3 or 4; never a
  // rating, a note, or a criterion that did not pass (docs/decisions/078).
  await feed.goto(`/talent/${candidate.id}`);
  const vetted = feed.getByRole('region', { name: /^Vetted by WarmIntro on / });
  await expect(vetted).toBeVisible();
  await expect(vetted.getByRole('listitem')).toHaveText([
    'Technical depth',
    'Communication',
    'Seniority matches the stated experience',
  ]);
  await expect(feed.getByText('References or work samples checked')).toHaveCount(0);
  await expect(feed.getByText('Strong Go in the take-home.')).toHaveCount(0);
  await expect(feed.getByText(/Meets the bar|Below the bar/)).toHaveCount(0);
  await visitor.close();

  // Edit: 'Profile Updated!', then the same form unchanged: 'No Changes' (spec 2 §5 "Admin").
  const note = `Strong Go skills ${stamp()}`;
  await row.getByRole('button', { name: /^Edit/ }).click();
  let edit = page.getByRole('dialog', { name: 'Edit Candidate' });
  await expect(edit.getByLabel('First Name')).toHaveValue(candidate.firstName);
  await expect(edit.getByLabel('Skills (comma separated)')).toHaveValue('Go, Rust');
  await expectNoSeriousA11yViolations(page);
  // A calendar link that is not http(s) gets the candidate form's own message; nothing is sent.
  await edit.getByLabel('Calendar Link').fill('javascript:alert(1)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    edit.getByText(
      'Please enter a valid URL for your calendar link (e.g. https://calendly.com/your-link).',
    ),
  ).toBeVisible();
  await edit.getByLabel('Calendar Link').fill('https://cal.com/x');
  await edit.getByLabel('Skills (comma separated)').fill('Go, Rust, , Kubernetes ');
  await edit.getByLabel('Internal Notes').fill(note);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated!');
  await expect(edit).toBeHidden();
  await expect(row.getByText('Kubernetes', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Edit/ }).click();
  edit = page.getByRole('dialog', { name: 'Edit Candidate' });
  await expect(edit.getByLabel('Internal Notes')).toHaveValue(note);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'No Changes');

  // The audit view lists the edit, field by field (spec 2 §3 "Admin edit log").
  await (await adminNav(page)).getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Search edits (user name or field)').fill(candidate.lastName);
  const entry = page.getByRole('row').filter({ hasText: note });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(demoAccounts.admin.email);
  await expect(entry).toContainText(`notes: — → ${note}`);
  await expect(entry).toContainText('skills: Go, Rust → Go, Rust, Kubernetes');
  await expect(
    page.getByRole('row').filter({ hasText: 'status: pending → approved' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('intro oversight: status selector, reminder, mark scheduled, CSV export with a header row, No Data', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const candidate = await signupCandidate(browser, 'Intro', baseURL!);
  await loginViaApi(page, demoAccounts.admin, 'admin');
  const approve = await page.request.post(`/api/admin/candidates/${candidate.id}/approve`, {
    data: approveBody(),
  });
  expect(approve.status()).toBe(200);
  const company = await signupCompany(browser, baseURL!, 'Oversight', async (request) => {
    const res = await request.post('/api/intro-requests', {
      data: { ...testPay, candidateId: candidate.id },
    });
    expect(res.status()).toBe(201);
  });

  // /admin/intro-requests: the per-row status selector (spec 2 §2, §4).
  await page.goto(`/admin/intro-requests?company=${encodeURIComponent(company.companyName)}`);
  const introRow = page.getByRole('row').filter({ hasText: candidate.name });
  await expect(introRow).toContainText(company.companyName);
  await expect(introRow).toContainText('Platform Engineer');
  await expectNoSeriousA11yViolations(page);
  await introRow.getByRole('combobox').selectOption('accepted');
  await expectToast(page, 'Intro Status Updated');

  // Intro Activity: mark scheduled (accepted and not scheduled only), reminder, export.
  await (await adminNav(page)).getByRole('link', { name: 'Intros & Gigs' }).click();
  await expect(page.getByRole('tab', { name: 'Intro Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tabpanel').getByLabel('Company').fill(company.companyName);
  const activityRow = page.getByRole('row').filter({ hasText: candidate.name });
  await expect(activityRow).toContainText('Not scheduled');
  await activityRow.getByRole('button', { name: /^Send Reminder/ }).click();
  await expectToast(page, 'Reminder Sent', `Reminder email sent to ${company.companyName}`);
  await activityRow.getByRole('button', { name: /^Mark Meeting Scheduled/ }).click();
  await expectToast(page, 'Intro Status Updated');
  await expect(activityRow.getByRole('button', { name: /^Mark Meeting Scheduled/ })).toHaveCount(0);
  await expect(activityRow).toContainText('Scheduled');
  await expectNoSeriousA11yViolations(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('intro_requests_export.csv');
  await expectToast(page, 'Exported!');
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(header).toContain('company');
  expect(header).toContain('candidate');
  expect(header).toContain('status');
  expect(lines.join('\n')).toContain(company.companyName);

  // An empty filtered list: 'No Data' (spec 2 §8 "Export").
  await page.getByRole('tabpanel').getByLabel('Company').fill(`nobody-${stamp()}`);
  await expect(page.getByText('No intro requests match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expectToast(page, 'No Data', 'Nothing to export.');

  // Gig Tracking tab.
  await page.getByRole('tab', { name: 'Gig Tracking' }).click();
  await expect(page).toHaveURL(/tab=gigs/);
  await expect(page.getByRole('table', { name: 'Gigs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('gig tracking: a fresh gig is filtered, its status changed, exported, viewed and deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Trial API audit ${stamp()}`;
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const company = await signupCompany(browser, baseURL!, 'Gigs', async (request) => {
    const skip = await request.post('/api/companies/me/preferences/skip', { data: {} });
    expect(skip.status()).toBe(200);
    const res = await request.post('/api/gigs', {
      data: {
        title,
        roleCategory: 'Engineering',
        description:
          'Review our public API for consistency, error handling and documentation gaps.',
        deliverables: 'A written report with prioritised fixes and examples.',
        estimatedDuration: '1 week',
        budgetRange: '$500–$1,000',
        startDate: nextWeek,
      },
    });
    expect(res.status()).toBe(201);
    expect(((await res.json()) as { status: string }).status).toBe('open');
  });
  await loginViaApi(page, demoAccounts.admin, 'admin');

  await page.goto('/admin/intros-and-gigs');
  await page.getByRole('tab', { name: 'Gig Tracking' }).click();
  await expect(page).toHaveURL(/tab=gigs/);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Company').fill(company.companyName);
  await panel.getByLabel('Search').fill(title);
  await expect(page).toHaveURL(/gigSearch=/);
  const table = page.getByRole('table', { name: 'Gigs' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(company.companyName);
  await expect(row).toContainText('Engineering');
  await expect(row).toContainText('$500–$1,000');
  await expect(row).toContainText('1 week');
  const status = row.getByRole('combobox', { name: `Status for ${title}` });
  await expect(status).toHaveValue('open');
  // The choices read as spec 2 §4 words them, not as stored (issue #13).
  await expect(status.getByRole('option')).toHaveText([
    'Open',
    'Proposed',
    'In Progress',
    'Complete',
    'Cancelled',
  ]);
  await expect(
    panel.getByLabel('Status', { exact: true }).getByRole('option', { name: 'In Progress' }),
  ).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // The per-row status selector applies at once (spec 2 §2, §8 "Gig admin").
  await status.selectOption({ label: 'In Progress' });
  await expectToast(page, 'Gig Status Updated', `${title}: In Progress`);
  await expect(status).toHaveValue('in_progress');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title }).getByRole('combobox')).toHaveValue(
    'in_progress',
  );

  // Export CSV: gigs_export.csv with a header row, then this gig (spec 2 §7).
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('gigs_export.csv');
  await expectToast(page, 'Exported!');
  const csv = await readFile((await download.path())!, 'utf8');
  const [header = '', ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const column of ['title', 'company', 'status', 'start_date']) {
    expect(header.split(',')).toContain(column);
  }
  expect(header).not.toContain(title);
  const gigLine = lines.find((line) => line.includes(title));
  expect(gigLine).toBeDefined();
  expect(gigLine).toContain(company.companyName);
  expect(gigLine).toContain('in_progress');

  // View: a coming-soon notice only.
  await row.getByRole('button', { name: `View ${title}` }).click();
  await expectToast(page, 'Coming Soon', 'This feature is coming soon.');

  // Delete asks first; Cancel keeps the gig, Delete Gig removes it.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Delete this gig?' });
  await expect(dialog).toContainText(`"${title}" from ${company.companyName}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  dialog = page.getByRole('alertdialog', { name: 'Delete this gig?' });
  await dialog.getByRole('button', { name: 'Delete Gig' }).click();
  await expectToast(page, 'Gig Deleted', title);
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(table.getByText('No gigs match these filters.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No gigs match these filters.')).toBeVisible();
});

test('an admin deletes a fresh company permanently through /admin/delete-users', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await signupCompany(browser, baseURL!, 'Doomed');
  await loginViaApi(page, demoAccounts.admin, 'admin');

  await page.goto('/admin/delete-users');
  await expect(
    page.getByRole('heading', { name: 'Admin: Delete User Records', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Danger Zone' })).toHaveText(
    'Danger Zone - Permanent User Deletion: This action permanently deletes user accounts and ALL associated data. This cannot be undone.',
  );
  await page.getByLabel('User type').selectOption('company');
  await page.getByLabel('Search by name or email').fill(company.companyName);
  const row = page.getByRole('row').filter({ hasText: company.workEmail });
  await expect(row).toBeVisible();
  // Issue #13: the row's actions are whole in view at 1280 px (the table's last column sticks).
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeInViewport({ ratio: 1 });
  await row.getByRole('button', { name: /^Select/ }).click();
  const panel = page.getByRole('complementary', { name: 'Selected user and deletion log' });
  await expect(panel.getByText(company.workEmail)).toBeVisible();
  await expect(panel.getByText('Intro requests: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Delete User' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete Permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${company.workEmail} to confirm`).fill(company.workEmail);
  await dialog.getByLabel('Reason (optional)').fill('End-to-end test clean-up');
  await expectNoSeriousA11yViolations(page);
  await confirm.click();
  await expectToast(page, 'User Deleted Successfully');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(panel.getByText(company.companyName)).toBeVisible();

  // The audit view's deletion log, searchable.
  await page.goto(`/admin/audit?deletionSearch=${encodeURIComponent(company.workEmail)}`);
  await expect(page.getByText(company.workEmail)).toBeVisible();
  await expect(page.getByText(/Reason: End-to-end test clean-up/)).toBeVisible();
});

test('the e-mail page shows the configuration and the outbox, previews a message and sends a test e-mail', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.admin, 'admin');
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { name: 'Email Configuration' })).toBeVisible();
  await expect(page.getByText('Transport', { exact: true })).toBeVisible();

  await page.getByLabel('To').fill('ops@e2e.example');
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expectToast(page, 'Email Test Successful');

  const outbox = page.getByRole('table', { name: 'Outbox' });
  const row = outbox.getByRole('row').filter({ hasText: 'ops@e2e.example' }).first();
  await expect(row).toContainText('emailTest');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'WarmIntro test e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'WarmIntro test e-mail' });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    frame.contentFrame().getByText('Your e-mail settings work', { exact: false }).first(),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Text' }).click();
  await expect(dialog.getByText(/test was sent through/)).toBeVisible();
});

test('every admin page works on a phone: no page-wide horizontal scroll, tables scroll in their region', async ({
  page,
}) => {
  // Seven pages, each with an axe scan.
  test.slow();
  await loginViaApi(page, demoAccounts.admin, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  // `actions`: the table's last column holds the row's actions (or its status selector).
  for (const [path, heading, actions] of [
    ['/admin/candidates', 'Candidates', true],
    ['/admin/companies', 'Companies', true],
    ['/admin/intro-requests', 'Intro Requests', true],
    ['/admin/intros-and-gigs', 'Intros & Gigs', true],
    ['/admin/delete-users', 'Admin: Delete User Records', true],
    ['/admin/emails', 'Emails', false],
    ['/admin/audit', 'Audit', false],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    // Issue #13: the last column (the row's actions) stays in view while the table scrolls.
    const lastCell = page
      .getByRole('table')
      .first()
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .last();
    if (actions && (await lastCell.getAttribute('colspan')) === null) {
      await expect(lastCell).toBeInViewport({ ratio: 0.95 });
    }
    await expectNoSeriousA11yViolations(page);
  }
});
