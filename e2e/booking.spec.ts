/**
 * Calls that really get booked (issue #17): the candidate accepts offering times, the company
 * picks one, both see the same call in their own time zones, and after the call the company
 * records an outcome that the candidate reads. The server's lifecycle clock is moved forward
 * instead of waiting (`TEST_CLOCK`).
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  advanceClock,
  resetClock,
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  loginViaApi,
  newCompany,
  testPay,
} from './fixtures';

// Tests here move the server's clock; each leaves it at real time for the next.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

function proCompany(browser: Browser, baseURL: string) {
  return newCompany(browser, baseURL, 'Booking', { plan: 'pro', timezoneId: 'America/New_York' });
}

/** How the page writes an instant for a viewer in `timeZone` (`formatDateTime` in the app). */
function shownIn(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

test('the candidate offers times → the company picks one → both see it in their own zone → the outcome', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await proCompany(browser, baseURL!);
  const feed = await (await page.request.get('/api/talent?q=taylor')).json();
  const made = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: feed.items[0].id },
  });
  expect(made.status()).toBe(201);
  const introId = (await made.json()).id as string;

  // The candidate, in Berlin, accepts and offers two times.
  const candidateContext = await browser.newContext({
    baseURL,
    timezoneId: 'Europe/Berlin',
  });
  const candidate = await candidateContext.newPage();
  await loginViaApi(candidate, demoAccounts.testCandidate, 'candidate');
  await candidate.goto('/candidate-dashboard?tab=intro-requests');
  const card = candidate.getByRole('listitem').filter({ hasText: company.companyName });
  await card.getByRole('button', { name: 'Accept and Offer Times' }).click();
  await expect(
    card.getByText(/Times for a 30-minute call \(your time zone: Europe\/Berlin\)/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(candidate);
  await card.getByRole('button', { name: 'Accept and Offer Times' }).click();
  await expectToast(candidate, 'Request Accepted!');
  await expect(card.getByText(/You offered .* Waiting for/)).toBeVisible();

  // The company, in New York, picks the first time on its dashboard.
  await page.goto('/dashboard?tab=requests');
  const row = page.getByRole('article').filter({ hasText: 'Taylor Test' });
  await expect(row.getByText(/offered these times — pick one/)).toBeVisible();
  await row.getByRole('button').filter({ hasText: /AM|PM/ }).first().click();
  await expectToast(page, 'Call Booking Confirmed');

  const intro = await (await page.request.get(`/api/intro-requests/${introId}`)).json();
  expect(intro.status).toBe('meeting_marked_by_company');
  const when = intro.meetingTime as string;
  await expect(
    row.getByText(`Call booked for ${shownIn(when, 'America/New_York')} (America/New_York)`),
  ).toBeVisible();
  await candidate.reload();
  await expect(
    card.getByText(`Call booked for ${shownIn(when, 'Europe/Berlin')} (Europe/Berlin)`),
  ).toBeVisible();

  // After the call, the company marks it completed and records how it went.
  await expect(row.getByRole('button', { name: 'Mark Meeting Completed' })).toHaveCount(0);
  await advanceClock(page, 3 * 24 * 60 * 60 * 1000);
  await page.reload();
  await row.getByRole('button', { name: 'Mark Meeting Completed' }).click();
  await expectToast(page, 'Meeting Completed!');
  await row.getByText('Keep talking').click();
  await row.getByRole('button', { name: 'Save Outcome' }).click();
  await expectToast(page, 'Outcome Recorded');
  await expect(row.getByText('Outcome: Keep talking')).toBeVisible();

  await candidate.reload();
  await expect(
    card.getByText(`${company.companyName} enjoyed the call and would like to keep talking.`),
  ).toBeVisible();
  await candidateContext.close();
  await page.context().close();
});
