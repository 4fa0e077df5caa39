/**
 * The pipeline board as a team uses it (issue #34 items 1 and 3): the owner shortlists a
 * candidate, a teammate opens the board in a browser of their own, the owner moves the card by a
 * keyboard drag (focus the handle, Space, an arrow key, Space) to Not a fit with a reason, and the
 * teammate's open board shows it without a reload (the live stream); the teammate moves it back
 * with the "Move to…" menu, and the owner's board follows.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectToast,
  latestEmail,
  linkIn,
  newCompany,
} from './fixtures';

const column = (page: Page, name: string) => page.getByRole('region', { name });

test('a keyboard drag on one member’s board shows on a teammate’s open board', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page } = await newCompany(browser, baseURL!, 'Pipeline Journey', { plan: 'pro' });

  // A teammate, invited and joined in a browser of their own.
  const mate = `dana.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example`;
  const invited = await page.request.post('/api/company/invitations', {
    data: { email: mate, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn((await latestEmail(baseURL!, 'teamInvitation', mate)).textBody, '/join/');
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  const mateContext = await browser.newContext({ baseURL });
  const matePage = await mateContext.newPage();
  const joined = await matePage.request.post(
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    {
      data: {
        fullName: 'Dana Lee',
        jobTitle: 'Head of Engineering',
        password: 'dana-pipeline-pass-1',
      },
    },
  );
  expect(joined.status(), await joined.text()).toBe(200);

  // The owner shortlists a candidate from the feed.
  const feed = await (await page.request.get('/api/talent?q=taylor')).json();
  const candidate = feed.items[0] as { id: string; name: string };
  const list = await page.request.post('/api/company/shortlists', { data: { name: 'Backend Q1' } });
  expect(list.status()).toBe(201);
  const listId = ((await list.json()) as { id: string }).id;
  expect(
    (
      await page.request.put(`/api/company/shortlists/${listId}/candidates/${candidate.id}`)
    ).status(),
  ).toBe(204);

  // Dana's board, open before the move.
  await matePage.goto('/dashboard/pipeline');
  const mateCard = column(matePage, 'Shortlisted, 1 card').getByRole('article', {
    name: candidate.name,
  });
  await expect(mateCard).toBeVisible();
  await expect(mateCard).toContainText('Backend Q1');
  await expectNoSeriousA11yViolations(matePage);

  // The owner drags the card with the keyboard: the only column it may go to is Not a fit.
  await page.goto('/dashboard/pipeline');
  const handle = page.getByRole('button', { name: `Drag ${candidate.name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // As a screen reader user hears it, picked up first; then the arrow key.
  await expect(
    page.getByRole('status').filter({ hasText: `Picked up ${candidate.name}` }),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${candidate.name} is over Not a fit.`)).toBeAttached();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Move ${candidate.name} to Not a fit?` });
  await dialog.getByRole('radio', { name: 'Role filled' }).check();
  await dialog.getByRole('button', { name: 'Move to Not a fit' }).click();
  await expectToast(page, `${candidate.name} moved to Not a fit.`);
  await expect(
    column(page, 'Not a fit, 1 card').getByRole('article', { name: candidate.name }),
  ).toContainText('Reason: Role filled');

  // Dana's board follows without a reload.
  const moved = column(matePage, 'Not a fit, 1 card').getByRole('article', {
    name: candidate.name,
  });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText('Reason: Role filled');
  await expect(column(matePage, 'Shortlisted, 0 cards')).toBeVisible();

  // Dana moves it back with the menu, by keyboard; the owner's board follows.
  await moved.getByRole('button', { name: `Move ${candidate.name} to…` }).focus();
  await matePage.keyboard.press('Enter');
  await expect(matePage.getByRole('menuitem', { name: 'Shortlisted' })).toBeFocused();
  await matePage.keyboard.press('Enter');
  await expectToast(matePage, `${candidate.name} moved to Shortlisted.`);
  await expect(
    column(page, 'Shortlisted, 1 card').getByRole('article', { name: candidate.name }),
  ).toBeVisible();
  await expect(column(page, 'Not a fit, 0 cards')).toBeVisible();

  // The lists and the dashboard's funnel pass the same check.
  await page.goto('/dashboard/pipeline?view=lists');
  await expect(page.getByRole('listitem', { name: 'Backend Q1' })).toContainText('1 candidate');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your hiring funnel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mateContext.close();
});
