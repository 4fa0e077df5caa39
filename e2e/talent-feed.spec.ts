/**
 * The talent feed and the intro lifecycle (issue #4): the feed and its filters (spec 1 §2
 * "Talent feed", §5 "Talent feed filtering"), the card actions by role and intro state (spec 1 §4
 * "Intro request status (company view)", "Scheduling", §6, §8), the confirmation page (spec 1 §2
 * "Intro confirmation page"), the response link (spec 2 §2 "Intro response page") and the free
 * plan limit (spec 1 §2, §8, §9).
 *
 * The demo feed opens with the nine sample candidates, newest first — and, for signed-in companies
 * only, 'Taylor Test' before them (the test candidate, who can log in; docs/decisions/060); about
 * fifty generated ones follow (docs/decisions/059), so counts come from the API and searches name a
 * sample. Signup is rate-limited (5 a minute per IP), so only two companies are signed up here.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  advanceClock,
  resetClock,
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  loginViaApi,
  sendIntroDialog,
  verifyEmail,
  testPay,
} from './fixtures';

// Tests here move the server's clock; each leaves it at real time for the next.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

function stamp(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/**
 * Signs a free company up through the API, verifies its e-mail address by its link (ADR 065) and
 * skips onboarding; the page keeps the session.
 */
async function signupFreeCompany(page: Page, baseURL: string, label: string) {
  const s = stamp();
  const data = {
    companyName: `${label} Co ${s}`,
    fullName: `Robin ${label}`,
    workEmail: `robin.${label.toLowerCase()}.${s}@e2e.example`,
    role: 'Founder',
    hiringRoles: ['Engineering'],
    password: 'feed-password-1',
  };
  let res = await page.request.post('/api/companies', { data });
  if (res.status() === 429) {
    const wait = Number(res.headers()['retry-after'] ?? '60');
    await page.waitForTimeout((wait + 1) * 1000);
    res = await page.request.post('/api/companies', { data });
  }
  expect(res.status()).toBe(201);
  await verifyEmail(baseURL, data.workEmail);
  expect((await page.request.post('/api/companies/me/preferences/skip', { data: {} })).ok()).toBe(
    true,
  );
  return data;
}

/** The feed card of the candidate named `name`. */
function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** The test candidate answers an intro request (their dashboard's API; the e-mailed link's twin). */
async function candidateResponds(
  request: APIRequestContext,
  requestId: string,
  response: 'accepted' | 'declined',
) {
  const login = await request.post('/api/auth/login', {
    data: {
      email: demoAccounts.testCandidate.email,
      password: demoAccounts.testCandidate.password,
      userType: 'candidate',
    },
  });
  expect(login.status()).toBe(200);
  const res = await request.post(`/api/candidates/me/intro-requests/${requestId}/respond`, {
    data: { response },
  });
  expect(res.status()).toBe(200);
}

async function requestIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/intro-confirmation\/[^?]+\?requestId=/);
  const id = new URL(page.url()).searchParams.get('requestId');
  expect(id).toBeTruthy();
  return id ?? '';
}

test('a visitor sees the feed with "Create Account to Connect", which asks for an account', async ({
  page,
}) => {
  await page.goto('/talent');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Exceptional Talent' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Talent Feed/);
  const sarah = card(page, 'Sarah Chen');
  await expect(sarah).toBeVisible();
  // Issue #30: the test account is for logging in, not for visitors (docs/decisions/060).
  await expect(card(page, 'Taylor Test')).toHaveCount(0);
  await expect(page.getByText(/^\d+ candidates$/)).toBeVisible();
  await expect(page.getByPlaceholder('Search by name, role, skill...')).toBeVisible();
  // Spec 1 §2: at most 4 skills, then '+N more'; salary hidden for 'Prefer not to disclose'.
  for (const article of await page.getByRole('article').all()) {
    expect(
      await article.getByRole('list', { name: 'Skills' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(5);
  }
  const emily = card(page, 'Emily Nguyen');
  await expect(emily.getByText('+1 more', { exact: true })).toBeVisible();
  await expect(emily.getByText('Salary range')).toHaveCount(0);
  await expect(sarah.getByText('$150k+')).toBeVisible();
  // Issue #30: cards say availability in the signup's words (docs/decisions/056).
  await expect(sarah.getByText('Full-time', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect(page.getByRole('button', { name: 'Request Intro' })).toHaveCount(0);
  await sarah.getByRole('button', { name: 'Create Account to Connect' }).click();
  await expectToast(
    page,
    'Login Required',
    'Please create a free company account to request introductions.',
  );
  await expect(page).toHaveURL(/\/create-account$/);
});

test('a candidate sees "Browse Companies": companies, not candidates, and no intro actions', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.testCandidate, 'candidate');
  await page.goto('/talent?q=Nimbus');
  await expect(page).toHaveTitle(/^Browse Companies/);
  // Issue #15: a candidate browses companies (the demo's Nimbus Labs), not other candidates.
  await expect(card(page, 'Nimbus Labs')).toBeVisible();
  await expect(card(page, 'Taylor Test')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Intro' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Account to Connect' })).toHaveCount(0);
});

/** Expects the feed's count line to match the API's total for `query`; returns that total. */
async function expectFeedCount(page: Page, query: Record<string, string>) {
  const res = await page.request.get('/api/talent', { params: query });
  const total = (await res.json()).total as number;
  const label = `${total} ${total === 1 ? 'candidate' : 'candidates'}`;
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  return total;
}

test('search, filters and skill chips narrow the feed, live in the URL and survive a reload', async ({
  page,
}) => {
  await page.goto('/talent');
  await expect(card(page, 'Sarah Chen')).toBeVisible();
  // Every card of the page shows, though they render a few per task (docs/decisions/048).
  const everyone = await expectFeedCount(page, {});
  await expect(page.getByRole('article')).toHaveCount(Math.min(everyone, 24));

  // Spec 1 §5: search matches name, role, location or any skill, case-insensitively.
  const search = page.getByPlaceholder('Search by name, role, skill...');
  await search.fill('sArAh');
  await expect(page).toHaveURL(/[?&]q=sArAh/);
  const sarahs = await expectFeedCount(page, { q: 'sArAh' });
  expect(sarahs).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(sarahs);
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
  // Skill chips require all selected skills (AND).
  const kubernetes = page.getByRole('button', { name: 'Kubernetes', exact: true });
  await expect(kubernetes).toHaveAttribute('aria-pressed', 'false');
  await kubernetes.click();
  await expect(kubernetes).toHaveAttribute('aria-pressed', 'true');
  const withKubernetes = await expectFeedCount(page, { skills: 'Kubernetes' });
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(/[?&]skills=Go%2CKubernetes|[?&]skills=Go,Kubernetes/);
  // Other journeys may add approved candidates, so counts come from the API, not constants.
  expect(await expectFeedCount(page, { skills: 'Go,Kubernetes' })).toBeLessThan(withKubernetes + 1);
  await page.getByLabel('Location').selectOption('Remote (EU)');
  await expect(page).toHaveURL(/[?&]location=Remote/);
  const narrowed = await expectFeedCount(page, {
    skills: 'Go,Kubernetes',
    location: 'Remote (EU)',
  });
  expect(narrowed).toBeGreaterThan(0);
  const diego = page.getByRole('article').first();
  const diegoName = await diego.getByRole('heading').textContent();

  await page.reload();
  await expectFeedCount(page, { skills: 'Go,Kubernetes', location: 'Remote (EU)' });
  await expect(page.getByRole('article', { name: diegoName ?? '' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('button', { name: 'Kubernetes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Location')).toHaveValue('Remote (EU)');

  // Issue #30: Availability offers the candidates' one list, in the signup's words
  // (docs/decisions/056). Diego is Full-time; an availability nobody here has → empty state.
  const availability = page.getByLabel('Availability');
  await expect(availability.getByRole('option')).toHaveText([
    'Any availability',
    'Full-time',
    'Part-time',
    'Contract',
  ]);
  await availability.selectOption('Full-time');
  await expect(page).toHaveURL(/[?&]availability=full-time/);
  await expect(page.getByRole('article', { name: diegoName ?? '' })).toBeVisible();
  // The demo pool is generated (docs/decisions/059): the API says which option leaves nobody.
  const narrowedBy = async (option: string) =>
    (
      await (
        await page.request.get('/api/talent', {
          params: { skills: 'Go,Kubernetes', location: 'Remote (EU)', availability: option },
        })
      ).json()
    ).total as number;
  const [nobody] = (
    await Promise.all(
      (['Part-time', 'Contract'] as const).map(async (o) => ({ o, n: await narrowedBy(o) })),
    )
  ).filter(({ n }) => n === 0);
  expect(
    nobody,
    'an availability that nobody with Go and Kubernetes in Remote (EU) has',
  ).toBeTruthy();
  await availability.selectOption(nobody!.o);
  await expect(page.getByRole('heading', { name: 'No Talent Found' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't find any talent matching your current filters. Try broadening your search or clearing some filters.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).last().click();
  await expect(card(page, 'Sarah Chen')).toBeVisible();
  await expect(page).toHaveURL(/\/talent$/);
  await expect(page.getByRole('button', { name: 'Kubernetes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Spec 1 §2: Role is a select, offering the roles of approved candidates (like the chips);
  // spec 1 §5: the chosen role matches by substring.
  const role = page.getByRole('combobox', { name: 'Role' });
  const roles = (await (await page.request.get('/api/talent/roles')).json()) as string[];
  expect(roles).toEqual([...roles].sort());
  expect(roles).toContain('Product Designer');
  await expect(role.getByRole('option')).toHaveText(['Any role', ...roles]);
  await role.selectOption('Product Designer');
  await expect(page).toHaveURL(/[?&]role=Product(\+|%20)Designer/);
  expect(await expectFeedCount(page, { role: 'Product Designer' })).toBeGreaterThan(0);
  for (const article of await page.getByRole('article').all()) {
    await expect(article).toContainText('Product Designer');
  }
  await expectNoSeriousA11yViolations(page);
  await role.selectOption('Any role');
  await expect(page).not.toHaveURL(/[?&]role=/);

  // A shared link with a role that is not an option keeps it selected, still by substring.
  await page.goto('/talent?role=designer');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('designer');
  expect(await expectFeedCount(page, { role: 'designer' })).toBeGreaterThan(0);
});

test('on a phone the first card is on the first screen, and the filters open as a sheet that closes (issue #30)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/talent');
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(844 - 200);

  const toggle = page.getByRole('button', { name: 'Show Filters' });
  await toggle.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // It covers the screen below the header, with one scrolling area (no scrolling box inside).
  const box = (await sheet.boundingBox())!;
  expect(box.y).toBe(64);
  expect(Math.round(box.y + box.height)).toBe(844);
  await sheet.getByLabel('Availability').selectOption('Full-time');
  await expect(page).toHaveURL(/availability=full-time/);
  await sheet.getByRole('button', { name: /^Show \d+ candidates?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: /Show Filters/ })).toBeFocused();

  // Escape closes it too; focus goes back to the toggle.
  await page.getByRole('button', { name: /Show Filters/ }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: /Show Filters/ })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('phone-feed.png') });
});

test('a company requests an intro: toast, confirmation page, Pending Candidate, then "Intro Requested"', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.proCompany, 'company');
  await page.goto('/talent?q=Sarah');
  const sarah = page.getByRole('article').first();
  await expect(sarah).toBeVisible();
  const name = (await sarah.getByRole('heading').textContent()) ?? '';
  await sarah.getByRole('button', { name: 'Request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, 'Intro Requested!');
  const requestId = await requestIdFromUrl(page);

  await expect(page.getByRole('heading', { name: 'Intro Request Sent to Sarah!' })).toBeVisible();
  // Scheduling waits for the candidate's yes (docs/decisions/013): no e-mail before it.
  await expect(page.getByRole('button', { name: 'Scheduling Not Available' })).toBeDisabled();
  await expect(
    page.getByText(
      'Scheduling opens once Sarah accepts your intro. Their contact details stay private until then.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Schedule Meeting/ })).toHaveCount(0);
  await expect(page.getByText(/@/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Another Intro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Requests' })).toBeVisible();
  // Not accepted yet: no .ics file.
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Spec 1 §4: the dashboard shows 'Pending Candidate' for a requested intro.
  const list = await (await page.request.get('/api/intro-requests')).json();
  const mine = list.items.find((i: { id: string }) => i.id === requestId);
  expect(mine).toMatchObject({ candidateName: name, status: 'requested' });

  await page.getByRole('link', { name: 'Request Another Intro' }).click();
  await expect(page).toHaveURL(/\/talent$/);
  await expect(card(page, name).getByRole('button', { name: 'Intro Requested' })).toBeDisabled();
});

test('the confirmation page for an unknown candidate shows "Candidate Not Found" and returns to the feed', async ({
  page,
}) => {
  await loginViaApi(page, demoAccounts.proCompany, 'company');
  await page.goto('/intro-confirmation/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Candidate Not Found' })).toBeVisible();
  await expectToast(
    page,
    'Candidate Not Found',
    'Candidate data not found. Please try again from the talent feed.',
  );
  await expect(page).toHaveURL(/\/talent$/, { timeout: 10_000 });
});

test('decline → Re-request Intro; accept → Schedule Meeting → Book the Call → Mark Meeting Completed → Propose Gig', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  await signupFreeCompany(page, baseURL!, 'Lifecycle');
  await page.goto('/talent?q=Taylor');
  const taylor = card(page, 'Taylor Test');
  await taylor.getByRole('button', { name: 'Request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, 'Intro Requested!');
  const requestId = await requestIdFromUrl(page);
  await expect(page.getByRole('heading', { name: 'Intro Request Sent to Taylor!' })).toBeVisible();

  await candidateResponds(request, requestId, 'declined');
  await page.goto('/talent?q=Taylor');
  await expect(taylor.getByText('Declined', { exact: true })).toBeVisible();
  await taylor.getByRole('button', { name: 'Re-request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, 'Intro Requested!');
  expect(await requestIdFromUrl(page)).toBe(requestId);

  await candidateResponds(request, requestId, 'accepted');
  await page.goto('/talent?q=Taylor');
  // The booking link opens in a new tab (it may fail to load offline; only the toast matters).
  const popup = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  await taylor.getByRole('button', { name: 'Schedule Meeting' }).click();
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(/^(Calendar Opened|Manual Scheduling Required)$/)).toBeVisible();
  await (await popup)?.close();

  // Opening the booking link books nothing (issue #17): the company confirms the time it booked.
  await expect(taylor.getByText('Booking in Progress', { exact: true })).toBeVisible();
  await taylor.getByRole('link', { name: 'Book the Call' }).click();
  // Issue #30: Taylor offered no times, so the page does not ask to pick one, and there is no
  // calendar file before a time is booked.
  await expect(
    page.getByText("Taylor hasn't offered times yet — ask in Messages or offer times."),
  ).toBeVisible();
  await expect(page.getByText(/Pick one of the times/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm Call Booked' }).click();
  await expectToast(page, 'Call Booking Confirmed');
  // Booked: the .ics file of the booked time is offered.
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    `/api/intro-requests/${requestId}/meeting.ics`,
  );
  await page.goto('/talent?q=Taylor');
  await expect(taylor.getByText('Meeting Scheduled', { exact: true })).toBeVisible();
  // 'Mark Meeting Completed' is offered once the call has started: move the clock past it.
  await expect(taylor.getByRole('button', { name: 'Mark Meeting Completed' })).toHaveCount(0);
  await advanceClock(page, 2 * 60 * 60 * 1000);
  await page.reload();
  await taylor.getByRole('button', { name: 'Mark Meeting Completed' }).click();
  await expectToast(page, 'Meeting Completed!', 'You can now propose a gig to Taylor Test.');
  await expect(taylor.getByText('Meeting Done', { exact: true })).toBeVisible();
  await expect(taylor.getByRole('link', { name: 'Propose Gig' })).toHaveAttribute(
    'href',
    /\/dashboard\/gigs\/propose\//,
  );

  // The confirmation page once the meeting is done.
  const list = await (await page.request.get('/api/intro-requests')).json();
  const intro = list.items.find((i: { id: string }) => i.id === requestId);
  expect(intro).toMatchObject({ meetingScheduled: true, meetingCompleted: true });
  await page.goto(`/intro-confirmation/${intro.candidateId}?requestId=${requestId}`);
  await expect(page.getByRole('heading', { name: 'You Met Taylor' })).toBeVisible();
  // Accepted: the spec's calendar template with the candidate's e-mail, and their contact details.
  const scheduling = page.getByRole('link', { name: /Schedule Meeting/ });
  await expect(scheduling).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=.+&details=.+&add=test\.candidate/,
  );
  await expect(scheduling).toHaveAttribute('target', '_blank');
  const contact = page.getByRole('list', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: demoAccounts.testCandidate.email })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Issue #30: recording the outcome is the next step; Propose Gig is in the card's menu.
  await page.getByRole('button', { name: 'More actions for Taylor Test' }).click();
  await expect(page.getByRole('menuitem', { name: 'Propose Gig' })).toHaveAttribute(
    'href',
    /\/dashboard\/gigs\/propose\//,
  );
});

test('the third new intro request of a free company opens the "Free Plan Limit Reached" dialog, before the request form (issue #30)', async ({
  page,
  baseURL,
}) => {
  await signupFreeCompany(page, baseURL!, 'Limit');
  const feed = await (await page.request.get('/api/talent')).json();
  const [first, second, third] = feed.items.filter(
    (c: { name: string }) => c.name !== 'Taylor Test',
  ) as { id: string; name: string }[];
  for (const candidate of [first, second]) {
    const res = await page.request.post('/api/intro-requests', {
      data: { ...testPay, candidateId: candidate?.id },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/talent');
  // Issue #15: the feed says how many free requests are left (its code loads for companies only).
  await expect(page.getByText(/^0 of 2 free intro requests left this month/)).toBeVisible();
  await card(page, third?.name ?? '')
    .getByRole('button', { name: 'Request Intro' })
    .click();
  // Issue #30: no request left, so the limit shows at once, not the form to fill in first.
  const dialog = page.getByRole('dialog', { name: 'Free Plan Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: /intro to/ })).toHaveCount(0);
  await expect(dialog).toContainText(/per month/);
  await expect(dialog).toContainText(/resets on/);
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/talent$/);

  await card(page, third?.name ?? '')
    .getByRole('button', { name: 'Request Intro' })
    .click();
  await page
    .getByRole('dialog', { name: 'Free Plan Limit Reached' })
    .getByRole('link', { name: 'Upgrade to Pro' })
    .click();
  await expect(page).toHaveURL(/\/upgrade$/);
});

test('the intro response page shows "Request Not Found" for an unknown link', async ({ page }) => {
  await page.goto(`/intro-response/not-a-real-token-${stamp()}-padding`);
  await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  await expect(
    page.getByText('The intro request details could not be loaded, or the link is invalid.'),
  ).toBeVisible();
  await expect(
    page.getByText('Responding helps us improve our matching. Your privacy is important to us.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a company with saved preferences sees 'Best match' first, and why each candidate matches (issue #15)", async ({
  page,
  baseURL,
}) => {
  await signupFreeCompany(page, baseURL!, 'Matcher');
  const saved = await page.request.put('/api/companies/me/preferences', {
    data: {
      hiringMode: 'Remote',
      engagementTypes: ['Full-time'],
      primaryRoles: ['Engineering'],
      timeZoneOverlap: '±3 hours (US)',
      monthlyBudget: [10000, 15000],
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/talent');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('best');
  await expect(sort.locator('option:checked')).toHaveText('Best match');
  // Sarah Chen: Senior Frontend Engineer, Remote (US), $150k+ a year against $120k–$180k.
  await page.getByPlaceholder('Search by name, role, skill...').fill('Sarah Chen');
  await expect(card(page, 'Sarah Chen')).toContainText(
    'Matches: Engineering · Remote · Full-time · US hours · within budget',
  );
  await expectNoSeriousA11yViolations(page);

  await sort.selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(sort).toHaveValue('newest');
  // Reasons stay on the cards in either order.
  await expect(card(page, 'Sarah Chen')).toContainText('Matches: Engineering');
});
