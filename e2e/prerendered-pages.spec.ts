/**
 * Issue #14 "Pages": the public pages arrive as HTML — their content is there before any script
 * runs — with a title, description, canonical URL and Open Graph tags each, and are then hydrated
 * without a hydration error (docs/decisions/029-prerendered-public-pages.md).
 */
import { expect, test } from '@playwright/test';

/** Each public page (spec 1 §2 route table) with a heading and a text the spec gives it. */
const pages = [
  { path: '/', heading: 'Connect directly with top talent', text: 'Find Your Match' },
  { path: '/startups', heading: 'Hire pre-vetted talent through warm intros', text: 'Get Started' },
  { path: '/how-it-works', heading: 'How It Works', text: 'Discover Top Talent' },
  {
    path: '/for-candidates',
    heading: 'Zero applications. Warm intros only.',
    text: 'Join the Network',
  },
  { path: '/contact', heading: 'Get in Touch', text: 'Send Message' },
  { path: '/terms', heading: 'Terms of Service', text: 'WarmIntro' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'WarmIntro' },
  { path: '/talent', heading: 'Connect with Exceptional Talent', text: 'Loading Top Talent' },
  // The signup and login forms (docs/decisions/041-paint-first-hydrate-after.md).
  { path: '/create-account', heading: 'Create Company Account', text: 'Company Login' },
  {
    path: '/candidate-signup',
    heading: 'Create Your Candidate Profile',
    text: 'Zero applications',
  },
  { path: '/login/company', heading: 'Company Login', text: 'Create Company Account' },
] as const;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of pages) {
    test(`${path} shows its content and carries its meta tags`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('#main')).toContainText(text);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await expect(page).toHaveTitle(/\| WarmIntro$|^WarmIntro$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      const url = `${baseURL}${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        await page.title(),
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      await expect(page.locator('head title')).toHaveCount(1);
    });
  }

  test('a page that is not public gets the app shell, which needs JavaScript', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the prerendered pages hydrate without errors and then work as an app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // The session is known once the app runs: the visitor's navigation replaces the skeleton.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
  }
  // A client-side navigation from a hydrated page.
  await page.goto('/how-it-works');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'For Startups' })
    .click();
  await expect(page).toHaveURL(/\/startups$/);
  await expect(page).toHaveTitle('For Startups | WarmIntro');
  expect(errors).toEqual([]);
});
