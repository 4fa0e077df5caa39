/**
 * Intros that never leave anyone hanging (issue #17): a request unanswered for 7 days expires,
 * and a free company gets that request back, visible in its usage meter. The server's lifecycle
 * clock is moved forward and the timers run at once (`TEST_CLOCK`). This file runs last: it moves
 * the clock by a week.
 */
import { expect, test } from '@playwright/test';
import { advanceClock, resetClock, runTimers, verifyEmail, testPay } from './fixtures';

// Tests here move the server's clock; each leaves it at real time for the next.
test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('an unanswered request expires after 7 days and the free request comes back', async ({
  page,
  baseURL,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const workEmail = `sam.expiry.${stamp}@e2e.example`;
  const signup = await page.request.post('/api/companies', {
    data: {
      companyName: `Expiry ${stamp}`,
      fullName: 'Sam Free',
      workEmail,
      role: 'Founder',
      hiringRoles: ['Engineering'],
      password: 'expiry-pass-1',
    },
  });
  expect(signup.status()).toBe(201);
  // Intro requests wait for a verified address (docs/decisions/065).
  await verifyEmail(baseURL!, workEmail);
  await page.request.post('/api/companies/me/preferences/skip', { data: {} });

  await page.goto('/dashboard?tab=requests');
  await expect(
    page.getByText(/^2 of 2 free intro requests left this month — resets/),
  ).toBeVisible();

  const feed = await (await page.request.get('/api/talent')).json();
  const candidate = feed.items.find((c: { name: string }) => c.name !== 'Taylor Test');
  expect(
    (
      await page.request.post('/api/intro-requests', {
        data: { ...testPay, candidateId: candidate.id },
      })
    ).status(),
  ).toBe(201);
  await page.reload();
  await expect(page.getByText(/^1 of 2 free intro requests left this month/)).toBeVisible();
  const row = page.getByRole('article').filter({ hasText: candidate.name });
  await expect(row.getByText('Pending Candidate')).toBeVisible();

  await advanceClock(page, 7 * 24 * 60 * 60 * 1000 + 60_000);
  await runTimers(page);
  await page.reload();
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Re-request Intro' })).toBeVisible();
  await expect(page.getByText(/^2 of 2 free intro requests left this month/)).toBeVisible();
});
