/**
 * Verified domains (issue #35 part 3, docs/decisions/079), walked as a company owner does: in the
 * Account tab's "Verified domains" a free e-mail domain is refused beside the field; a company
 * domain gets a link at the address given; opening the link from the outbox says it is verified,
 * and the Verified badge then shows in the list and on the company's page.
 */
import { expect, test } from '@playwright/test';
import { domainTexts } from '../src/shared/companies/domains';
import { expectToast, latestEmail, linkIn, newCompany } from './fixtures';

test('an owner verifies a domain from the link in the outbox and gets the badge', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { page, company } = await newCompany(browser, baseURL!, 'Domain Co');
  const domain = `d${Date.now()}${Math.floor(Math.random() * 1e4)}.acme-e2e.io`;

  await page.goto('/dashboard?tab=account');
  await expect(page.getByRole('heading', { name: 'Verified domains' })).toBeVisible({
    timeout: 20_000,
  });
  const form = page.getByRole('form', { name: 'Add a domain' });
  await form.getByLabel('Domain', { exact: true }).fill('gmail.com');
  await form.getByLabel('Address at this domain').fill('me');
  await form.getByRole('button', { name: 'Send verification link' }).click();
  await expect(form.getByText(domainTexts.freeMail)).toBeVisible();

  await form.getByLabel('Domain', { exact: true }).fill(domain);
  await form.getByLabel('Address at this domain').fill('jobs');
  await form.getByRole('button', { name: 'Send verification link' }).click();
  await expectToast(page, 'Link Sent', domainTexts.sent(`jobs@${domain}`));
  await expect(
    page
      .getByRole('list', { name: 'Your domains' })
      .getByText(`Waiting: a link was sent to jobs@${domain}.`),
  ).toBeVisible();

  const mail = await latestEmail(baseURL!, 'domainVerification', `jobs@${domain}`);
  const link = new URL(linkIn(mail.textBody, '/verify-domain?token='));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status')).toHaveText(
    domainTexts.verified(domain, company.companyName),
  );

  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('img', { name: `Verified company: ${domain}` })).toBeVisible();
  await page.getByRole('link', { name: 'View your company page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByRole('img', { name: `Verified company: ${domain}` })).toBeVisible();
});
