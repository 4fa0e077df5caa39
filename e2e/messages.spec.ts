/**
 * Conversations live (issue #16): a company and a candidate, each in their own browser, exchange
 * messages after the candidate accepted; each sees the other's message appear without a reload,
 * the nav's unread count and the intro card's count update live, links are clickable and safe,
 * and "Seen" shows once the other side has read.
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  loginViaApi,
  newCompany,
  testPay,
} from './fixtures';

async function companyWithAcceptedIntro(browser: Browser, baseURL: string) {
  const { page, company } = await newCompany(browser, baseURL, 'Messages');
  const feed = await (await page.request.get('/api/talent?q=taylor')).json();
  const taylor = feed.items.find((c: { firstName: string }) => c.firstName === 'Taylor');
  const created = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: taylor.id },
  });
  expect(created.status()).toBe(201);
  const introId = (await created.json()).id as string;

  const candidateContext = await browser.newContext({ baseURL });
  const candidatePage = await candidateContext.newPage();
  await loginViaApi(candidatePage, demoAccounts.testCandidate, 'candidate');
  const accepted = await candidatePage.request.post(
    `/api/candidates/me/intro-requests/${introId}/respond`,
    { data: { response: 'accepted' } },
  );
  expect(accepted.status()).toBe(200);
  return { page, candidatePage, company };
}

test('company and candidate exchange messages live; unread counts and Seen update without reload', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, candidatePage, company } = await companyWithAcceptedIntro(browser, baseURL!);

  // The candidate waits on the dashboard; nothing unread yet.
  await candidatePage.goto('/candidate-dashboard?tab=intro-requests');
  const card = candidatePage.getByRole('article').or(candidatePage.locator('div')).filter({
    hasText: company.companyName,
  });
  await expect(candidatePage.getByTestId('intro-message-link').first()).toBeVisible();
  const nav = candidatePage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Messages/ })).toBeVisible();

  // The company opens the conversation from its dashboard card ('Message').
  await page.goto('/dashboard?tab=requests');
  const row = page.getByRole('article').filter({ hasText: 'Taylor Test' }).first();
  await row.getByRole('link', { name: /Message/ }).click();
  await expect(page.getByRole('heading', { name: 'Taylor Test' })).toBeVisible();
  await expect(page.getByText('No messages yet. Say hello')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hi Taylor,\nhere is our brief: https://nimbus.example/brief');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').last()).toContainText('Hi Taylor,');
  await expect(composer).toHaveValue('');

  // Live: the candidate's nav and the intro card count it, with no reload.
  await expect(nav.getByText('1 unread messages')).toBeVisible();
  await expect(card.getByText('1 unread messages').first()).toBeVisible();

  // The candidate opens it: the message, line break kept, the link safe and clickable.
  await nav.getByRole('link', { name: /^Messages/ }).click();
  await candidatePage
    .getByRole('link', { name: new RegExp(company.companyName) })
    .first()
    .click();
  const received = candidatePage.getByTestId('message').last();
  await expect(received).toContainText('Hi Taylor,');
  const link = received.getByRole('link', { name: 'https://nimbus.example/brief' });
  await expect(link).toHaveAttribute('href', 'https://nimbus.example/brief');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(nav.getByText('unread messages')).toHaveCount(0);
  await expectNoSeriousA11yViolations(candidatePage);

  // The company sees "Seen" without a reload; the candidate's reply arrives live.
  await expect(page.getByTestId('seen')).toBeVisible();
  await candidatePage.getByRole('textbox', { name: 'Message' }).fill('Thanks! Reading it now.');
  await candidatePage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('message').last()).toContainText('Thanks! Reading it now.');

  // A draft stays with its conversation across a reload.
  await composer.fill('A draft for later');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('A draft for later');

  // At phone width the conversation fills the screen, with a way back to the list.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
