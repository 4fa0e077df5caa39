/**
 * Issue #14 "Pages": the public pages arrive as HTML — their content is there before any script
 * runs — with a title, description, canonical URL and Open Graph tags each, and are then hydrated
 * without a hydration error (docs/decisions/029-prerendered-public-pages.md).
 */
import { expect, test } from '@playwright/test';
import { demoAccounts } from './fixtures';

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
  // Issue #30: About Us and the FAQ, real pages (docs/decisions/057-no-dead-ends.md).
  { path: '/about', heading: 'Hiring that starts with a conversation', text: 'What we hold to' },
  { path: '/faq', heading: 'Frequently asked questions', text: 'How are candidates vetted?' },
  {
    path: '/pricing',
    heading: 'Start free. Upgrade when you hire in earnest.',
    text: 'Enterprise',
  },
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
      // Issue #30 (docs/decisions/061): the visitor's bar is in the HTML, not grey placeholders.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(nav.getByRole('status')).toHaveCount(0);

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
    // The visitor's navigation, prerendered, stays once the session is known (ADR 061).
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

/**
 * Hydrating changes no text of the page (docs/decisions/054-react-dom-again.md; under Preact, ADR
 * 047, a home step label `{n}.` once read "1.." after hydration). The session is then known, so only the header changes; the feed's reads are held so that it
 * still says it is loading. Left out: the home hero's rotating tagline (screen readers get its
 * first, fixed tagline), which changes every 3 s once the app runs, and the hidden native select
 * that Radix Select fills with its options once mounted.
 */
test('hydrating leaves the text of every prerendered page as it was', async ({ page }) => {
  await page.route(/\/api\/talent(\/|\?|$)/, () => {});
  const mainText = () =>
    page.locator('#main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('h1 [aria-hidden="true"], select[aria-hidden="true"]')
        .forEach((element) => element.remove());
      return copy.textContent;
    });
  for (const { path } of pages) {
    await page.goto(path);
    const prerendered = await mainText();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    expect(await mainText(), path).toBe(prerendered);
  }
});

/**
 * Hydration in a transition (docs/decisions/054-react-dom-again.md, which replaced the slices of
 * ADR 048): the header, the main part, the footer and each section of `/` keep their prerendered
 * elements (none is rendered again from scratch), and each then works: the home's audience toggle
 * switches, the header's links navigate inside the app.
 */
test('hydrating keeps each prerendered element and then every part works', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pages[0].heading);
  const marked = await page.evaluate(() => {
    const parts = document.querySelectorAll('header, footer, #main section, h2');
    parts.forEach((part) => Object.assign(part, { prerendered: true }));
    return parts.length;
  });
  expect(marked).toBeGreaterThan(8);
  release();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toBeVisible();
  const kept = await page.evaluate(
    () =>
      [...document.querySelectorAll('header, footer, #main section, h2')].filter(
        (part) => (part as unknown as { prerendered?: boolean }).prerendered,
      ).length,
  );
  expect(kept).toBe(marked);

  await page.getByRole('tab', { name: 'For Talent' }).click();
  await expect(page.getByText('Let great startups come to you')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'For Startups' })
    .click();
  await expect(page).toHaveTitle('For Startups | WarmIntro');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

/**
 * A prerendered page loads the app after its first paint, or at the visitor's first touch, click,
 * key or focus (docs/decisions/041-paint-first-hydrate-after.md): what a visitor types before the
 * app has hydrated the form stays, and the form then works with it.
 */
test.describe('typing into a prerendered form before the app has loaded', () => {
  /** Holds the app's start-up chunk until `release` is called. */
  async function holdTheApp(page: import('@playwright/test').Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    return { release, wasRequested: () => requested };
  }

  test('the company login keeps the typed e-mail and password and submits them', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/login/company');
    await page.getByLabel('Work Email').fill('nobody@startup.example');
    await page.getByLabel('Password').fill('not-the-password-1');
    expect(app.wasRequested()).toBe(true);
    app.release();
    // Hydrated: the visitor's navigation, prerendered, is still there (ADR 061).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    await expect(page.getByLabel('Work Email')).toHaveValue('nobody@startup.example');
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password-1');
    await page.locator('#main').getByRole('button', { name: 'Login', exact: true }).click();
    // The server answered for the typed account (not the form's "required" messages).
    await expect(page.locator('#main').getByRole('alert')).toHaveText(
      'Invalid email or password. Joined as a candidate? Log in on the candidate login.',
    );
  });

  test('the contact form keeps what was typed', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Work Email').fill('ada@startup.example');
    app.release();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Work Email')).toHaveValue('ada@startup.example');
  });

  test('the company signup keeps what was typed before the app loaded, in the form and in what it sends', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/create-account');
    await page.getByLabel('Company Name').fill('Early Typist Co');
    await page.getByLabel('Full Name').fill('Eve Early');
    await page.getByLabel('Work Email').fill(demoAccounts.proCompany.email);
    app.release();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    // The form sets each field to its default when it attaches; the typed text comes back.
    await expect(page.getByLabel('Company Name')).toHaveValue('Early Typist Co');
    await expect(page.getByLabel('Full Name')).toHaveValue('Eve Early');
    await page.getByLabel('Role').selectOption('Founder');
    await page.getByRole('checkbox', { name: 'Product' }).check();
    await page.getByLabel('Password').fill('long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The server answered for the typed address (taken), not the form's "required" messages.
    await expect(page.getByText('This email is already registered.').first()).toBeVisible();
    await expect(page.getByText('Company Name is required.')).toHaveCount(0);
  });

  test('a slow hydration keeps what was typed, however soon the session is known', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const cdp = await page.context().newCDPSession(page);
    const app = await holdTheApp(page);
    await page.goto('/create-account');
    await page.getByLabel('Company Name').fill('Slow Phone Co');
    await page.getByLabel('Full Name').fill('Sol Slow');
    // A slow phone: hydrating takes long enough for the session's answer to arrive meanwhile.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    app.release();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible({ timeout: 20_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByLabel('Company Name')).toHaveValue('Slow Phone Co');
    await expect(page.getByLabel('Full Name')).toHaveValue('Sol Slow');
    expect(errors).toEqual([]);
  });
});

/**
 * After the first paint a page downloads only what it needs (issue #14 "Pages"): the stylesheet is
 * in the page and no lazy chunk fetches it again (`cssCodeSplit: false`, vite.config.ts), and a
 * phone does not load the desktop bar's menus until its screen turns wide.
 */
test('a phone fetches no stylesheet and no desktop menus; turned wide, the desktop bar works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/talent');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.locator('#mobile-navigation').getByRole('link', { name: 'Contact' }),
  ).toBeVisible();
  expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
  expect(fetched.filter((path) => path.includes('desktop-nav'))).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(fetched.some((path) => path.includes('desktop-nav'))).toBe(true);
  expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
});
