/**
 * Decide with real profiles (issue #15): the candidate profile page `/talent/{id}` and who sees
 * what on it (docs/decisions/013, 035), and an intro request that says why — a role and a note
 * written by the company in the Request Intro dialog, read by the candidate on the response page
 * (docs/decisions/034). A candidate's work history (docs/decisions/080): a past job added in the
 * dashboard finds them in a company's feed search, and the request dialog names their current job.
 */
import { expect, request, test, type Browser } from '@playwright/test';
import { approveBody } from '../test/support/valid-bodies';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  loginAdmin,
  newCompany,
  sendIntroDialog,
  verifyEmail,
  testPay,
} from './fixtures';

function stamp() {
  return `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * A new Pro company whose saved preferences name 'Design' its primary role, its e-mail address
 * verified by its link (ADR 065).
 */
async function companyWithPreferences(browser: Browser, baseURL: string, label: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const s = stamp();
  const company = {
    companyName: `${label} ${s}`,
    fullName: 'Jo Rivera',
    workEmail: `jo.${label.toLowerCase()}.${s}@e2e.example`,
    password: 'profiles-pass-1',
  };
  const api = page.request;
  expect(
    (
      await api.post('/api/companies', {
        data: { ...company, role: 'Founder', hiringRoles: ['Engineering'] },
      })
    ).status(),
  ).toBe(201);
  await verifyEmail(baseURL, company.workEmail);
  expect(
    (
      await api.put('/api/companies/me/preferences', {
        data: {
          hiringMode: 'Remote',
          engagementTypes: ['Contract'],
          primaryRoles: ['Design', 'Engineering'],
          timeZoneOverlap: 'Any',
          monthlyBudget: [2000, 8000],
        },
      })
    ).status(),
  ).toBe(200);
  expect((await api.post('/api/billing/upgrade', { data: { plan: 'pro' } })).status()).toBe(200);
  return { page, company };
}

/** The id of the candidate `name`, as a signed-in company finds them (the test candidate is seen by companies only, docs/decisions/060). */
async function idOf(browser: Browser, baseURL: string, q: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { ...demoAccounts.proCompany, userType: 'company' },
  });
  expect(login.status()).toBe(200);
  const feed = await (await context.request.get('/api/talent', { params: { q } })).json();
  await context.close();
  return (feed.items as { id: string; name: string }[]).find((c) => c.name === name)!.id;
}

test('a visitor opens a profile from the feed: whole profile, Create Account to Connect, no contact details; unknown → not found', async ({
  page,
}) => {
  await page.goto('/talent?q=Sarah');
  const card = page.getByRole('article', { name: 'Sarah Chen' });
  await card.getByRole('link', { name: 'Sarah Chen' }).click();
  await expect(page).toHaveURL(/\/talent\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible();
  await expect(page).toHaveTitle('Sarah Chen, Senior Frontend Engineer | WarmIntro');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  // Every skill, not the card's first four.
  const skills = page.getByRole('list', { name: 'Skills' }).getByRole('listitem');
  expect(await skills.count()).toBeGreaterThan(0);
  await expect(page.getByText(/\+\d+ more/)).toHaveCount(0);
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details.getByText('Experience', { exact: true })).toBeVisible();
  await expect(details.getByText('Member since')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account to Connect' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contact details' })).toHaveCount(0);
  await expect(page.getByText(/@/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Shared links carry the profile's title and description before any script runs.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('<title>Sarah Chen, Senior Frontend Engineer | WarmIntro</title>');
  expect(html).toContain('property="og:title" content="Sarah Chen, Senior Frontend Engineer');

  await page.getByRole('button', { name: 'Create Account to Connect' }).click();
  await expectToast(page, 'Login Required');
  await expect(page).toHaveURL(/\/create-account$/);

  await page.goto('/talent/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a company writes the role and a note; the candidate reads them on the response page; contact details appear on the profile only after the yes', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const taylorId = await idOf(browser, baseURL!, 'Taylor', 'Taylor Test');
  const { page, company } = await companyWithPreferences(browser, baseURL!, 'Profiles');
  const note = `We saw your work on design systems and would love to talk about our editor (${stamp()}).`;

  await page.goto(`/talent/${taylorId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Taylor Test' })).toBeVisible();
  await expect(page.getByText(/appear here once they accept your intro/)).toBeVisible();
  await page.getByRole('button', { name: 'Request Intro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an intro to Taylor' });
  // The role is prefilled from the company's primary roles (onboarding preferences).
  await expect(dialog.getByLabel('The role')).toHaveValue('Design');
  await expectNoSeriousA11yViolations(page);
  // Too long a note is refused with its message, and nothing is sent.
  await dialog.getByLabel(/^A note to Taylor/).fill('x'.repeat(1001));
  await dialog.getByRole('button', { name: 'Send Intro Request' }).click();
  await expect(dialog.getByText('Your note must be 1,000 characters or less.')).toBeVisible();
  await sendIntroDialog(page, { role: 'Product Designer (editor)', note });
  await expectToast(page, 'Intro Requested!');
  await expect(page.getByRole('heading', { name: 'Intro Request Sent to Taylor!' })).toBeVisible();

  // Back on the profile: the card's state, still no contact details.
  await page.goto(`/talent/${taylorId}`);
  await expect(page.getByRole('button', { name: 'Intro Requested' })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Contact details' })).toHaveCount(0);

  // The company's own list of intros shows what it wrote.
  await page.goto('/dashboard?tab=requests');
  const sent = page.getByRole('article', { name: 'Taylor Test' });
  await expect(sent.getByText('Product Designer (editor)')).toBeVisible();
  await expect(sent.getByText('Your note')).toBeVisible();
  await expect(sent.getByText(note)).toBeVisible();

  // The candidate opens the e-mailed link: the role and the note are there.
  const email = await latestEmail(
    baseURL!,
    'introRequestCandidateNotification',
    company.companyName,
  );
  expect(email.textBody).toContain(note);
  const candidateContext = await browser.newContext({ baseURL });
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(new URL(linkIn(email.textBody, '/intro-response/')).pathname);
  await expect(candidatePage.getByText('Product Designer (editor)')).toBeVisible();
  await expect(candidatePage.getByText(`A note from ${company.companyName}`)).toBeVisible();
  await expect(candidatePage.getByText(note)).toBeVisible();
  await expectNoSeriousA11yViolations(candidatePage);
  await candidatePage.getByRole('button', { name: 'Accept Introduction' }).click();
  await expect(candidatePage.getByRole('heading', { name: 'Response Recorded' })).toBeVisible();
  await candidateContext.close();

  // Accepted: the company now sees Taylor's contact details on the profile…
  await page.goto(`/talent/${taylorId}`);
  const contact = page.getByRole('list', { name: 'Contact details' });
  await expect(contact).toBeVisible();
  await expect(contact.getByText(demoAccounts.testCandidate.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Meeting' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // …and another company does not.
  const other = await companyWithPreferences(browser, baseURL!, 'Other');
  await other.page.goto(`/talent/${taylorId}`);
  await expect(other.page.getByRole('button', { name: 'Request Intro' })).toBeVisible();
  await expect(other.page.getByRole('list', { name: 'Contact details' })).toHaveCount(0);
  await expect(other.page.getByText(demoAccounts.testCandidate.email)).toHaveCount(0);
});

test('the candidate, signed in, sees the public view of their own profile', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', {
    data: { ...demoAccounts.testCandidate, userType: 'candidate' },
  });
  expect(res.status()).toBe(200);
  // Seen by companies only (docs/decisions/060): not in the feed a candidate reads, but their own.
  const feed = await (await page.request.get('/api/talent', { params: { q: 'Taylor' } })).json();
  expect((feed.items as { name: string }[]).map((c) => c.name)).not.toContain('Taylor Test');
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  await page.goto(`/talent/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Taylor Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Request Intro|Create Account/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Contact details' })).toHaveCount(0);
});

test("a candidate's /talent is Browse Companies: search, a company's card and its page, and the way there from an intro", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page: companyPage, company } = await companyWithPreferences(browser, baseURL!, 'Browse');
  const description = `Collaborative editors for long legal documents ${stamp()}.`;
  expect(
    (
      await companyPage.request.patch('/api/companies/me', {
        data: {
          companyName: company.companyName,
          hiringRoles: ['Engineering'],
          timezone: 'UTC+1 (Central European Time)',
          description,
          website: 'https://browse.example',
          companySize: '11–50',
          stage: 'Seed',
          headquarters: 'Lisbon, Portugal',
        },
      })
    ).status(),
  ).toBe(200);
  const taylorId = await idOf(browser, baseURL!, 'Taylor', 'Taylor Test');
  expect(
    (
      await companyPage.request.post('/api/intro-requests', {
        data: {
          ...testPay,
          candidateId: taylorId,
          roleDescription: 'Design',
          message: 'Hello Taylor',
        },
      })
    ).status(),
  ).toBe(201);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', {
    data: { ...demoAccounts.testCandidate, userType: 'candidate' },
  });
  expect(res.status()).toBe(200);

  await page.goto('/talent');
  await expect(page).toHaveTitle('Browse Companies | WarmIntro');
  await expect(page.getByText('Browse Companies', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Intro' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(description);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByText('1 company', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: company.companyName });
  await expect(card.getByText(description)).toBeVisible();
  await expect(card.getByText('Design, Engineering')).toBeVisible();
  await expect(card.getByText('Remote')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: company.companyName }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByText('Seed · Lisbon, Portugal')).toBeVisible();
  await expect(page.getByRole('link', { name: /browse\.example/ })).toBeVisible();
  const hire = page.getByRole('complementary', { name: 'How they hire' });
  await expect(hire.getByText('Contract')).toBeVisible();
  await expect(hire.getByText('11–50 people')).toBeVisible();
  // The budget stays private.
  await expect(page.getByText(/\$2,000|8,000/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // From the candidate's intro list to the company's page.
  await page.goto('/candidate-dashboard?tab=intro-requests');
  await page.getByRole('link', { name: company.companyName }).first().click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await context.close();
});

test("a company previews its own company page from the Account tab; another company's page does not exist for it", async ({
  browser,
  baseURL,
}) => {
  const { page, company } = await companyWithPreferences(browser, baseURL!, 'Preview');
  expect(
    (
      await page.request.patch('/api/companies/me', {
        data: {
          companyName: company.companyName,
          hiringRoles: ['Engineering'],
          timezone: 'UTC+1 (Central European Time)',
          description: 'Tools for field botanists.',
          headquarters: 'Porto, Portugal',
        },
      })
    ).status(),
  ).toBe(200);
  await page.goto('/dashboard?tab=account');
  await page.getByRole('link', { name: 'View your company page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByText('This is how candidates see your company page.')).toBeVisible();
  await expect(page.getByText('Tools for field botanists.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Account Management' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=account$/);

  const other = await companyWithPreferences(browser, baseURL!, 'Other');
  const otherId = (await (await other.page.request.get('/api/companies/me')).json()).id as string;
  await page.goto(`/companies/${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test('a candidate adds a past job in the Work history card; a company finds them by that past company, and the request dialog names their current job (ADR 080)', async ({
  browser,
  baseURL,
}) => {
  // A new candidate, signed up in a browser of their own, verified and approved by the admin.
  const s = stamp();
  const lastName = `Historian${s}`;
  const email = `wren.${s}@e2e.example`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const signup = await page.request.post('/api/candidates', {
    data: {
      firstName: 'Wren',
      lastName,
      email,
      password: 'wren-secret-1',
      confirmPassword: 'wren-secret-1',
      role: 'Platform Engineer',
      experienceYears: '6',
      skills: 'Go, Terraform',
      locationType: 'Remote',
      availability: 'full-time',
      availabilityDate: '2027-01-15',
      salaryRange: '$100k – $150k',
      calendarUrl: 'https://cal.com/wren',
      consent: 'true',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { id } = await (await page.request.get('/api/candidates/me')).json();
  await verifyEmail(baseURL!, email);
  const admin = await request.newContext({ baseURL });
  await loginAdmin(admin);
  expect(
    (await admin.post(`/api/admin/candidates/${id}/approve`, { data: approveBody() })).status(),
  ).toBe(200);
  await admin.dispose();

  // The dashboard's Work history card: a current job and a past one, one Save.
  const pastCompany = `Quarrystone ${s}`;
  await page.goto('/candidate-dashboard');
  const card = page.locator('#work-history');
  const add = card.getByRole('button', { name: 'Add a job' });
  await add.click();
  const job1 = card.getByRole('group', { name: 'Job 1' });
  await job1.getByRole('textbox', { name: 'Company', exact: true }).fill('Lanternfish Labs');
  await job1.getByRole('textbox', { name: 'Title', exact: true }).fill('Staff Platform Engineer');
  await job1.getByLabel('Started', { exact: true }).fill('2022-04');
  await add.click();
  const job2 = card.getByRole('group', { name: 'Job 2' });
  await job2.getByRole('textbox', { name: 'Company', exact: true }).fill(pastCompany);
  await job2.getByRole('textbox', { name: 'Title', exact: true }).fill('Site Reliability Engineer');
  await job2.getByLabel('Started', { exact: true }).fill('2018-09');
  await job2.getByLabel('Ended', { exact: true }).fill('2022-03');
  await card.getByRole('button', { name: 'Save work history' }).click();
  await expectToast(page, 'Work History Saved');
  await context.close();

  // A company searches the feed for the past company and finds them.
  const { page: companyPage } = await newCompany(browser, baseURL!, 'History');
  await companyPage.goto(`/talent?q=${encodeURIComponent(pastCompany)}`);
  const found = companyPage.getByRole('article', { name: `Wren ${lastName}` });
  await expect(found).toBeVisible();
  await expect(companyPage.getByRole('article')).toHaveCount(1);
  // The request dialog says who they are now.
  await found.getByRole('button', { name: 'Request Intro' }).click();
  const dialog = companyPage.getByRole('dialog', { name: 'Request an intro to Wren' });
  await expect(dialog.getByText('Staff Platform Engineer at Lanternfish Labs')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await companyPage.context().close();
});
