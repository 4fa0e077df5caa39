/**
 * The notifications bell live (issue #16 "Notifications"; docs/decisions/040): a company and a
 * candidate, each in their own browser. The company requests an intro → the candidate's bell
 * counts it without a reload; the candidate accepts → the company's bell shows it live; opening
 * a notification marks it read and goes to the place to act. The open bell passes axe, closes on
 * Escape with focus back on the bell, and fits a 390 px wide phone.
 */
import { expect, test } from '@playwright/test';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  loginViaApi,
  newCompany,
  testPay,
} from './fixtures';

test('the bell: a request reaches the candidate live, the answer the company; opening one reads it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await newCompany(browser, baseURL!, 'Bell');

  const candidateContext = await browser.newContext({ baseURL });
  const candidatePage = await candidateContext.newPage();
  await loginViaApi(candidatePage, demoAccounts.testCandidate, 'candidate');
  await candidatePage.request.post('/api/notifications/read-all', { data: {} });
  await candidatePage.goto('/candidate-dashboard?tab=intro-requests');
  const candidateBell = candidatePage.getByRole('button', { name: /^Notifications/ });
  await expect(candidateBell).toHaveAccessibleName('Notifications');

  // The company asks for the intro: the candidate's bell counts it, no reload.
  const feed = await (await page.request.get('/api/talent?q=taylor')).json();
  const taylor = feed.items.find((c: { firstName: string }) => c.firstName === 'Taylor');
  const created = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: taylor.id },
  });
  expect(created.status()).toBe(201);
  const introId = (await created.json()).id as string;
  await expect(candidateBell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(candidatePage.getByTestId('notification-count')).toHaveText('1');
  // The open dashboard lists the new request too, without a reload.
  await expect(candidatePage.getByText(company.companyName).first()).toBeVisible();

  // Open it: the words, unread marked; axe on the open bell; Escape closes it, focus back.
  await candidateBell.click();
  const panel = candidatePage.getByRole('dialog', { name: 'Notifications' });
  const requestNote = panel
    .getByTestId('notification')
    .filter({ hasText: `${company.companyName} requested an intro with you.` });
  await expect(requestNote).toHaveAttribute('data-unread', 'true');
  await expect(requestNote).toContainText('just now');
  await expectNoSeriousA11yViolations(candidatePage);
  await candidatePage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(candidateBell).toBeFocused();

  // The company waits on its dashboard with an empty bell.
  await page.goto('/dashboard?tab=requests');
  const companyBell = page.getByRole('button', { name: /^Notifications/ });
  await companyBell.click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The candidate accepts: the company's bell shows it live.
  const accepted = await candidatePage.request.post(
    `/api/candidates/me/intro-requests/${introId}/respond`,
    { data: { response: 'accepted' } },
  );
  expect(accepted.status()).toBe(200);
  await expect(companyBell).toHaveAccessibleName('Notifications, 1 unread');
  // The company's open list shows the accepted intro's next step, without a reload.
  await expect(page.getByRole('button', { name: 'Confirm Call Booked' })).toBeVisible();
  await companyBell.click();
  const acceptedNote = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification')
    .filter({ hasText: 'Taylor Test accepted your intro request.' });
  await expect(acceptedNote).toHaveAttribute('data-unread', 'true');
  await expectNoSeriousA11yViolations(page);

  // Opening it goes to the intro and marks it read.
  await acceptedNote.click();
  await expect(page).toHaveURL(
    new RegExp(`/intro-confirmation/${taylor.id}\\?requestId=${introId}`),
  );
  await expect(companyBell).toHaveAccessibleName('Notifications');
  await companyBell.click();
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Taylor Test accepted' }),
  ).toHaveAttribute('data-unread', 'false');
  await page.keyboard.press('Escape');

  // 'Mark all as read' on the candidate's side.
  await candidateBell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(candidateBell).toHaveAccessibleName('Notifications');
  await expect(requestNote).toHaveAttribute('data-unread', 'false');
  await candidatePage.keyboard.press('Escape');

  // At phone width the bell stays in the bar and its panel fits the screen.
  await candidatePage.setViewportSize({ width: 390, height: 800 });
  await candidateBell.click();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await candidatePage.screenshot({ path: 'test-results/notifications-bell-390.png' });
  await expectNoSeriousA11yViolations(candidatePage);
});
