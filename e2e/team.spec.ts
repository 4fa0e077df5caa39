/**
 * A company is a team (issue #33): the owner invites a teammate on the members page, the teammate
 * opens the e-mailed link, joins on /join/:token, lands on the company dashboard and sees the
 * intro requests the owner made — "Requested by" the owner (item 4).
 */
import { expect, test } from '@playwright/test';
import { expectToast, latestEmail, linkIn, newCompany, testPay } from './fixtures';

test('the owner invites a teammate, who joins by the link and sees the company intros', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await newCompany(browser, baseURL!, 'Team Journey');

  // The owner's intro request, made before the teammate joins.
  const feed = await (await page.request.get('/api/talent?q=taylor')).json();
  const candidate = feed.items[0] as { id: string; name: string };
  const made = await page.request.post('/api/intro-requests', {
    data: { ...testPay, candidateId: candidate.id },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The members page: the owner alone, one of the free plan's two seats used.
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('1 of 2 seats used')).toBeVisible();
  const mate = `dana.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example`;
  await page.getByLabel('E-mail').fill(mate);
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, `Invitation sent to ${mate}.`);
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: mate }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
    `${company.fullName} invited ${mate} as Member`,
  );

  // The teammate's e-mail, and its link opened in a browser of their own.
  const mail = await latestEmail(baseURL!, 'teamInvitation', mate);
  expect(mail.subject).toBe(
    `${company.fullName} invited you to ${company.companyName} on WarmIntro`,
  );
  const link = linkIn(mail.textBody, '/join/');
  const mateContext = await browser.newContext({ baseURL });
  const matePage = await mateContext.newPage();
  await matePage.goto(link);
  await matePage.getByLabel('Full Name').fill('Dana Lee');
  await matePage.getByLabel('Job Title').fill('Head of Engineering');
  await matePage.getByLabel('Password').fill('dana-team-pass-1');
  await matePage.getByRole('button', { name: `Join ${company.companyName}` }).click();

  // On the company's dashboard, with the owner's intro request.
  await expect(matePage).toHaveURL(/\/dashboard(\?|$)/);
  await expectToast(matePage, `Welcome to ${company.companyName} on WarmIntro.`);
  const card = matePage.getByRole('article', { name: candidate.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Requested by ${company.fullName} on`);

  // The owner's members page now lists Dana, and the join in the activity.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Dana Lee' }),
  ).toBeVisible();
  await expect(page.getByText('2 of 2 seats used')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
    'Dana Lee joined as Member',
  );
  await mateContext.close();
});

test('a revoked or used link says so on the join page, and a removed teammate is signed out', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await newCompany(browser, baseURL!, 'Team Removal', { plan: 'pro' });
  const invite = async (email: string) => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, `Invitation sent to ${email}.`);
    return linkIn((await latestEmail(baseURL!, 'teamInvitation', email)).textBody, '/join/');
  };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  // Revoked: the link's page says so and offers nothing to fill in.
  const revokedMail = `revoked.${stamp}@e2e.example`;
  const revokedLink = await invite(revokedMail);
  await page.getByRole('button', { name: `Revoke invitation to ${revokedMail}` }).click();
  // Gone from the pending list once the server revoked it (the toast may already have passed).
  await expect(
    page
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('listitem', { name: revokedMail }),
  ).toHaveCount(0);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(revokedLink);
  await expect(
    visitorPage.getByText('This invitation was revoked. Ask your teammate to send a new one.'),
  ).toBeVisible();
  await expect(visitorPage.getByLabel('Password')).toHaveCount(0);
  await visitor.close();

  // Used: the teammate joins; the same link then says it was used.
  const mateMail = `mate.${stamp}@e2e.example`;
  const link = await invite(mateMail);
  const mateContext = await browser.newContext({ baseURL });
  const matePage = await mateContext.newPage();
  await matePage.goto(link);
  await matePage.getByLabel('Full Name').fill('Ari Mate');
  await matePage.getByLabel('Job Title').fill('Engineer');
  await matePage.getByLabel('Password').fill('ari-team-pass-1');
  await matePage.getByRole('button', { name: `Join ${company.companyName}` }).click();
  await expect(matePage).toHaveURL(/\/dashboard(\?|$)/);
  const again = await browser.newContext({ baseURL });
  const againPage = await again.newPage();
  await againPage.goto(link);
  await expect(
    againPage.getByText('This invitation has already been used. Log in to continue.'),
  ).toBeVisible();
  await again.close();

  // Removed: after confirming, the teammate's session is gone.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ari Mate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Member' }).click();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ari Mate' }),
  ).toHaveCount(0);
  expect((await matePage.request.get('/api/intro-requests')).status()).toBe(401);
  await matePage.goto('/dashboard');
  await expect(matePage).toHaveURL(/\/login\/company/);
  await mateContext.close();
});
