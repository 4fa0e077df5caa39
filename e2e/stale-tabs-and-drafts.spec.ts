/**
 * What a paying user no longer trips on (issue #30): a stale second tab says what happened and
 * shows it, instead of "Failed to decline the request. Please try again." (bug 4), and half-filled
 * forms survive a reload or a Back (bug 5) — the gig proposal form, and the intro request dialog,
 * which asks before the page is left with its note unsent.
 * Each journey has its own fresh company and candidate, so nothing here meets another spec's data.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { gigMessages, isoDate } from '../src/shared/gigs/schemas';
import {
  expectToast,
  fillIntroPay,
  loginAdmin,
  newCompany,
  testPay,
  verifyEmail,
} from './fixtures';
import { bookCallTomorrow } from './support/booking';
import { approveBody } from '../test/support/valid-bodies';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface FreshCandidate {
  id: string;
  firstName: string;
  name: string;
  /** The candidate's own browser context, signed in; its pages are the candidate's tabs. */
  context: BrowserContext;
}

/**
 * A new candidate signed up in a browser context of its own, its e-mail address verified by its
 * link (an admin approves only a verified candidate, ADR 065) and approved by the demo admin.
 */
async function approvedCandidate(browser: Browser, baseURL: string): Promise<FreshCandidate> {
  const context = await browser.newContext({ baseURL });
  const id = stamp();
  const firstName = 'Noor';
  const lastName = `Tabs${id}`;
  const email = `noor.tabs.${id}@e2e.example`;
  const signup = await context.request.post('/api/candidates', {
    data: {
      firstName,
      lastName,
      email,
      password: 'noor-secret-1',
      confirmPassword: 'noor-secret-1',
      role: 'Backend Engineer',
      experienceYears: '5',
      skills: 'TypeScript, PostgreSQL',
      locationType: 'Remote',
      availability: 'contract',
      availabilityDate: '2027-01-15',
      salaryRange: '$100k – $150k',
      calendarUrl: 'https://cal.com/noor',
      consent: 'true',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  await verifyEmail(baseURL, email);

  const adminContext = await browser.newContext({ baseURL });
  await loginAdmin(adminContext.request);
  const approve = await adminContext.request.post(`/api/admin/candidates/${user.id}/approve`, {
    data: approveBody(),
  });
  expect(approve.status(), await approve.text()).toBe(200);
  await adminContext.close();
  return { id: user.id, firstName, name: `${firstName} ${lastName}`, context };
}

/** The company asks `candidate` for an intro through the API; answers the intro's id. */
async function requestIntro(page: Page, candidate: FreshCandidate): Promise<string> {
  const created = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: candidate.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The candidate accepts the intro through the API (a plain Accept: they have a calendar link). */
async function acceptIntro(candidate: FreshCandidate, introId: string) {
  const res = await candidate.context.request.post(
    `/api/candidates/me/intro-requests/${introId}/respond`,
    { data: { response: 'accepted' } },
  );
  expect(res.status(), await res.text()).toBe(200);
}

test('issue #30 bug 4: accepted in one tab, Decline in a stale second tab says "You already accepted this intro." and shows it accepted', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page: companyPage, company } = await newCompany(browser, baseURL!, 'Stale Answer');
  const candidate = await approvedCandidate(browser, baseURL!);
  await requestIntro(companyPage, candidate);

  // The candidate has the same request open in two tabs.
  const tabA = await candidate.context.newPage();
  const tabB = await candidate.context.newPage();
  const cardIn = (tab: Page) => tab.getByRole('listitem').filter({ hasText: company.companyName });
  for (const tab of [tabA, tabB]) {
    await tab.goto('/candidate-dashboard?tab=intro-requests');
    await expect(cardIn(tab).getByText('Pending Response')).toBeVisible();
  }

  // Tab A accepts.
  await cardIn(tabA).getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(tabA, 'Request Accepted!');
  await expect(cardIn(tabA).getByText('Accepted', { exact: true })).toBeVisible();

  // Tab B still shows the request as it was, and its Decline can never work: it says what
  // happened and shows the intro as it is now.
  await expect(cardIn(tabB).getByText('Pending Response')).toBeVisible();
  await cardIn(tabB).getByRole('button', { name: 'Decline' }).click();
  await expectToast(tabB, 'Already Responded', 'You already accepted this intro.');
  await expect(cardIn(tabB).getByText('Accepted', { exact: true })).toBeVisible();
  await expect(cardIn(tabB).getByText('Pending Response')).toHaveCount(0);
  await expect(cardIn(tabB).getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(cardIn(tabB).getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(tabB.getByText('Failed to decline the request. Please try again.')).toHaveCount(0);
  await expect(tabB.getByText('Request Declined', { exact: true })).toHaveCount(0);

  // Nothing was undone: the intro stays accepted after a reload.
  await tabB.reload();
  await expect(cardIn(tabB).getByText('Accepted', { exact: true })).toBeVisible();
  await candidate.context.close();
  await companyPage.context().close();
});

test('issue #30 bug 4: the call booked in one tab, Confirm Call Booked in a stale second tab says it is already booked and shows it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page: tabA } = await newCompany(browser, baseURL!, 'Stale Booking', {
    plan: 'pro',
  });
  const candidate = await approvedCandidate(browser, baseURL!);
  await acceptIntro(candidate, await requestIntro(tabA, candidate));
  await candidate.context.close();

  // The company has its intro requests open in two tabs.
  const tabB = await tabA.context().newPage();
  const rowIn = (tab: Page) => tab.getByRole('article', { name: candidate.name });
  for (const tab of [tabA, tabB]) {
    await tab.goto('/dashboard?tab=requests');
    await expect(rowIn(tab).getByText('Book Intro Call')).toBeVisible();
  }

  // Tab A confirms the call booked.
  await rowIn(tabA).getByRole('button', { name: 'Confirm Call Booked' }).click();
  await expectToast(tabA, 'Call Booking Confirmed');
  await expect(rowIn(tabA).getByText('Call Scheduled')).toBeVisible();

  // Tab B, still offering the step, is told the call is booked and shows it booked.
  await rowIn(tabB).getByRole('button', { name: 'Confirm Call Booked' }).click();
  await expectToast(
    tabB,
    'Call Booked',
    'The call is already booked. Reschedule it to change the time.',
  );
  await expect(rowIn(tabB).getByText('Call Scheduled')).toBeVisible();
  await expect(rowIn(tabB).getByRole('button', { name: 'Confirm Call Booked' })).toHaveCount(0);
  await expect(tabB.getByText('Call Booking Confirmed', { exact: true })).toHaveCount(0);
  await expect(tabB.getByText('Error', { exact: true })).toHaveCount(0);
  await tabA.context().close();
});

test('issue #30 bug 5: the gig proposal form keeps its title and description over a reload, and forgets them once proposed', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page } = await newCompany(browser, baseURL!, 'Gig Draft', { plan: 'pro' });
  const candidate = await approvedCandidate(browser, baseURL!);
  const introId = await requestIntro(page, candidate);
  await acceptIntro(candidate, introId);
  await candidate.context.close();
  // A proposal needs a booked call (spec 2 §4 "Gig-proposal gate").
  await bookCallTomorrow(page.request, introId);

  const title = `Onboarding flow ${stamp()}`;
  const description =
    'Build the first version of our customer onboarding flow with email verification.';
  await page.goto(`/dashboard/gigs/propose/${candidate.id}`);
  await expect(
    page.getByRole('heading', { name: 'Propose Trial Project', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Project Title')).toBeEnabled();
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Project Description').fill(description);

  // A reload loses nothing.
  await page.reload();
  await expect(page.getByLabel('Project Title')).toHaveValue(title);
  await expect(page.getByLabel('Project Description')).toHaveValue(description);
  // The candidate proposed to stays the page's own.
  await expect(page.getByText(candidate.name, { exact: true })).toBeVisible();

  // Proposed: the draft goes with it.
  await page.getByLabel('Role Category').selectOption('Engineering');
  await page
    .getByLabel('Deliverables/Objectives')
    .fill('A merged pull request with tests and a short demo video.');
  await page.getByLabel('Estimated Duration').selectOption('1 week');
  await page.getByLabel('Budget Range (USD)').selectOption('$500–$1,000');
  await page.getByLabel('Target Start Date').fill(isoDate(7));
  await page.getByRole('button', { name: 'Propose Trial Project' }).click();
  const proposed = gigMessages.proposed(candidate.name);
  await expectToast(page, proposed.title, proposed.description);
  await expect(page).toHaveURL(/\/dashboard\/gigs$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Another proposal to the same candidate (spec 2 §4 allows it) starts empty.
  await page.goto(`/dashboard/gigs/propose/${candidate.id}`);
  await expect(page.getByLabel('Project Title')).toBeEnabled();
  await expect(page.getByLabel('Project Title')).toHaveValue('');
  await expect(page.getByLabel('Project Description')).toHaveValue('');
  await page.context().close();
});

test('issue #30 bug 5: Back with the intro dialog open asks first; Keep Writing keeps the note, and the note comes back after a reload and after leaving', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page } = await newCompany(browser, baseURL!, 'Intro Draft');
  const candidate = await approvedCandidate(browser, baseURL!);
  await candidate.context.close();
  const note = `We are rebuilding our billing in TypeScript and would love your take. (${stamp()})`;
  const dialog = page.getByRole('dialog', { name: `Request an intro to ${candidate.firstName}` });
  const noteField = dialog.getByLabel(`A note to ${candidate.firstName} (optional)`);
  const leaveQuestion = dialog.getByRole('alertdialog');

  // From the feed to the candidate's profile, inside the app: Back returns to the feed.
  await page.goto(`/talent?q=${encodeURIComponent(candidate.name.split(' ')[1]!)}`);
  const card = page.getByRole('article', { name: candidate.name });
  await card.getByRole('link', { name: candidate.name }).click();
  await expect(page.getByRole('heading', { name: candidate.name, level: 1 })).toBeVisible();
  const profileUrl = page.url();

  await page.getByRole('button', { name: 'Request Intro' }).click();
  await expect(dialog).toBeVisible();
  await noteField.fill(note);

  // Back with the note unsent: the app asks, and staying keeps the note.
  await page.goBack();
  await expect(leaveQuestion).toBeVisible();
  await expect(leaveQuestion).toHaveText(
    new RegExp(
      `Leave this page\\? Your request to ${candidate.firstName} is not sent\\. What you wrote is kept as a draft for when you come back\\.`,
    ),
  );
  await expect(leaveQuestion.getByRole('button', { name: 'Keep Writing' })).toBeFocused();
  await leaveQuestion.getByRole('button', { name: 'Keep Writing' }).click();
  await expect(leaveQuestion).toHaveCount(0);
  await expect(noteField).toHaveValue(note);
  // Still on the profile, behind the open dialog.
  expect(page.url()).toBe(profileUrl);

  // A reload closes the dialog; opening it again brings the note back.
  await page.reload();
  await expect(page.getByRole('heading', { name: candidate.name, level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Intro' }).click();
  await expect(noteField).toHaveValue(note);

  // Leaving on purpose goes back to the feed; the note waits there for this candidate.
  await page.goBack();
  await leaveQuestion.getByRole('button', { name: 'Leave Page' }).click();
  await expect(page).toHaveURL(/\/talent\?q=/);
  await expect(dialog).toHaveCount(0);
  await card.getByRole('button', { name: 'Request Intro' }).click();
  await expect(noteField).toHaveValue(note);

  // Sent: the request carries the note, and no draft of it is kept.
  await fillIntroPay(dialog);
  await dialog.getByRole('button', { name: 'Send Intro Request' }).click();
  await expectToast(page, 'Intro Requested!');
  await expect(
    page.getByRole('heading', { name: `Intro Request Sent to ${candidate.firstName}!` }),
  ).toBeVisible();
  const intros = (await (await page.request.get('/api/intro-requests')).json()) as unknown;
  expect(JSON.stringify(intros)).toContain(note);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.includes(':intro-request:')),
      ),
    )
    .toEqual([]);
  await page.context().close();
});
