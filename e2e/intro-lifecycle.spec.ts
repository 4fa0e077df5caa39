/**
 * The intro lifecycle end to end (issue #4): a company requests an intro from the feed, the
 * candidate answers through the link e-mailed to them (read from the outbox), and the company books
 * and completes the call from the dashboard (spec 1 §2 "Company dashboard", §4 "Intro request
 * status", "Scheduling"; spec 2 §2 "Intro response page", §4).
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  advanceClock,
  resetClock,
  demoAccounts,
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  sendIntroDialog,
  newCompany,
} from './fixtures';

// Tests here move the server's clock; each leaves it at real time for the next.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

function proCompany(browser: Browser, baseURL: string) {
  return newCompany(browser, baseURL, 'Lifecycle', { plan: 'pro' });
}

test('request → confirmation → the candidate accepts by e-mailed link → book the call → complete the meeting', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await proCompany(browser, baseURL!);

  // The company requests an intro to the test candidate from the feed.
  await page.goto('/talent?q=taylor');
  const card = page.getByRole('article').filter({ hasText: 'Taylor Test' });
  await card.getByRole('button', { name: 'Request Intro' }).click();
  await sendIntroDialog(page);
  await expectToast(page, 'Intro Requested!');
  await expect(page.getByRole('heading', { name: 'Intro Request Sent to Taylor!' })).toBeVisible();

  await page.goto('/dashboard?tab=requests');
  const row = page.getByRole('article').filter({ hasText: 'Taylor Test' });
  await expect(row.getByText('Pending Candidate')).toBeVisible();
  // No contact details before the candidate says yes (docs/decisions/013).
  await expect(row.getByRole('list', { name: 'Contact details' })).toHaveCount(0);

  // The candidate opens the link from the e-mail, without logging in.
  const email = await latestEmail(
    baseURL!,
    'introRequestCandidateNotification',
    company.companyName,
  );
  expect(email.to).toEqual([demoAccounts.testCandidate.email]);
  const link = linkIn(email.textBody, '/intro-response/');
  const candidateContext = await browser.newContext({ baseURL });
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(new URL(link).pathname);
  await expect(candidatePage.getByText(company.companyName).first()).toBeVisible();
  await expect(
    candidatePage.getByText(
      'Responding helps us improve our matching. Your privacy is important to us.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(candidatePage);
  await candidatePage.getByRole('button', { name: 'Accept Introduction' }).click();
  await expect(candidatePage.getByRole('heading', { name: 'Response Recorded' })).toBeVisible();
  await expect(
    candidatePage.getByText(
      'Thank you for accepting! The company has been notified and can now schedule a meeting.',
    ),
  ).toBeVisible();
  // The link works once.
  await candidatePage.reload();
  await expect(
    candidatePage.getByText(/already been responded to \(Status: accepted\)/),
  ).toBeVisible();
  await candidateContext.close();

  // The company books the call, then completes the meeting.
  await page.reload();
  await expect(row.getByText('Book Intro Call')).toBeVisible();
  await expect(
    row
      .getByRole('list', { name: 'Contact details' })
      .getByRole('link', { name: demoAccounts.testCandidate.email }),
  ).toBeVisible();
  // Not before the call is booked: no dead Propose Gig button (issue #30), the next step is booking.
  await expect(row.getByRole('button', { name: 'Propose Gig' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Propose Gig' })).toHaveCount(0);
  // One primary step (Confirm Call Booked); the rest in the card's menu, Propose Gig not among them.
  const more = row.getByRole('button', { name: 'More actions for Taylor Test' });
  await more.click();
  const menu = page.getByRole('menu', { name: 'More actions for Taylor Test' });
  await expect(menu.getByRole('menuitem', { name: 'Schedule Meeting' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Propose Gig' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await row.getByRole('button', { name: 'Confirm Call Booked' }).click();
  await expectToast(page, 'Call Booking Confirmed');
  await expect(row.getByText('Call Scheduled')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Propose Gig' })).toBeVisible();
  // 'Mark Meeting Completed' waits for the call to start (issue #17): move the clock past it.
  await expect(row.getByRole('button', { name: 'Mark Meeting Completed' })).toHaveCount(0);
  await advanceClock(page, 2 * 60 * 60 * 1000);
  await page.reload();
  await row.getByRole('button', { name: 'Mark Meeting Completed' }).click();
  await expectToast(page, 'Meeting Completed!');
  await expect(row.getByText('Meeting Done')).toBeVisible();

  // The intro's own page shows the live state and the next step (issue #11).
  await more.click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'You Met Taylor' })).toBeVisible();
  await expect(page.getByText('Meeting Done')).toBeVisible();
  // The outcome is the primary step there; Propose Gig is in the card's menu (issue #30).
  await expect(page.getByRole('button', { name: 'Save Outcome' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Taylor Test' }).click();
  await expect(page.getByRole('menuitem', { name: 'Propose Gig' })).toHaveAttribute(
    'href',
    /\/dashboard\/gigs\/propose\//,
  );
  await page.context().close();
});
