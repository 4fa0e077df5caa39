/**
 * The public marketing pages (issue #3): home, startups, how it works, for candidates, contact,
 * legal pages and the newsletter bar (spec 1 §2, §3, §5, §9).
 */
import { expect, test } from '@playwright/test';
import { demoAccounts, expectNoSeriousA11yViolations, expectToast, loginViaApi } from './fixtures';

const taglines = [
  'Connect directly with top talent',
  'Skip job posts, make intros',
  'Say goodbye to ghosting',
];

test('spec 1 §2 "Home page", §9: the hero taglines rotate every 3000 ms', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toContainText(taglines[0]!);
  // Each change comes 3 s after the previous one (expect's timeout is 7 s).
  await expect(page.getByText(taglines[1]!, { exact: true })).toBeVisible();
  await expect(page.getByText(taglines[2]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Talent Pool' })).toHaveAttribute(
    'href',
    '/talent',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Join as Talent', exact: true }),
  ).toHaveAttribute('href', '/candidate-signup');
});

test('spec 1 §2 "Home page": taglines stay still under prefers-reduced-motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByText(taglines[0]!, { exact: true }).last()).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(page.getByText(taglines[1]!, { exact: true })).toHaveCount(0);
});

test('spec 1 §2 "Home page": demo cards, the explainer tabs, the play button and the toggle', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  // 4 static sample talents (spec 1 §9), with demo-only actions.
  await expect(main.getByRole('button', { name: 'Request Intro' })).toHaveCount(4);
  await main.getByRole('button', { name: 'Request Intro' }).first().click();
  await expectToast(page, 'Demo Only');

  for (const [tab, title] of [
    ['Browse', 'Find Your Match'],
    ['Request', 'Spark a Conversation'],
    ['Hire', 'Hire with Confidence'],
  ] as const) {
    await main.getByRole('tab', { name: tab }).click();
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await main.getByRole('button', { name: /Play video/ }).click();
  await expectToast(page, 'Coming Soon');

  await main.getByRole('tab', { name: 'For Talent' }).click();
  await expect(main.getByRole('heading', { name: 'Let great startups come to you' })).toBeVisible();
  await main.getByRole('tab', { name: 'For Startups' }).click();
  await expect(
    main.getByRole('heading', { name: 'Hire the people job boards never reach' }),
  ).toBeVisible();

  // Spec 1 §1 stats, and the final call to action.
  for (const figure of ['7 days', '92%', '1000+']) {
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Find Talent Now' })).toHaveAttribute(
    'href',
    '/talent',
  );
  await expect(main.getByRole('link', { name: 'Offer Your Skills' })).toHaveAttribute(
    'href',
    '/candidate-signup',
  );
});

test('spec 1 §2 "Newsletter bar", §5 "Newsletter": invalid, success and duplicate on /', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('complementary', {
    name: 'Want tips on hiring smarter and scaling your team fast?',
  });
  await expect(bar).toBeVisible();
  const input = bar.getByRole('textbox', { name: 'Email address' });
  const subscribe = bar.getByRole('button', { name: 'Subscribe' });

  await input.fill('not-an-email');
  await subscribe.click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');

  const email = `news-${Date.now()}@example.com`;
  await input.fill(email);
  await subscribe.click();
  await expectToast(
    page,
    "Thanks! You're on the list.",
    "We'll send hiring tips and updates your way.",
  );
  await expect(input).toHaveValue('');

  // Stored case-insensitively: the same address in capitals is a duplicate.
  await input.fill(email.toUpperCase());
  await subscribe.click();
  await expectToast(page, 'Already Subscribed!', 'This email is already on our list. Stay tuned!');
});

test('spec 1 §2 "Newsletter bar": shows on /, and a dismissal is remembered across a reload', async ({
  page,
}) => {
  // Where it never shows (/dashboard, issue #30, ADR 057; every other page) is checked on the
  // page's own timers in newsletter-bar-slot.test.tsx.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss newsletter' }).click();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage))).toContainEqual(
    expect.stringMatching(/newsletter/i),
  );
  await page.reload();
  // Hydrated again (the session's navigation shows), with the dismissal read: no bar.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss newsletter' })).toHaveCount(0);
});

test('issue #30: About Us and the FAQ are pages, reached from the footer; an answer opens by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hiring that starts with a conversation' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Hiring that starts with a conversation | WarmIntro');

  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  for (const question of [
    'How are candidates vetted?',
    'How does a warm intro work?',
    'What is a trial project?',
    'What do the plans include?',
    'How do I cancel Pro?',
  ]) {
    await expect(page.getByText(question, { exact: true })).toBeVisible();
  }
  // An answer is closed until asked for, by keyboard too.
  const plans = page.locator('summary').filter({ hasText: 'What do the plans include?' });
  await expect(page.getByText('Unlimited intro requests')).toBeHidden();
  await plans.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Unlimited intro requests')).toBeVisible();
  await expect(page.getByText(/can make 2 new intro requests each calendar month/)).toBeVisible();
});

test("issue #30: /pricing shows the three plans, from the header and the footer; a visitor's /upgrade lands there; a company is offered /upgrade", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  for (const plan of ['Free', 'Pro', 'Enterprise']) {
    await expect(page.getByText(plan, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('$99')).toBeVisible();
  await expect(page.getByText('2 new intro requests a month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: /Start Free, Upgrade Anytime/ })).toHaveAttribute(
    'href',
    '/create-account',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }),
  ).toHaveAttribute('href', '/pricing');

  // A visitor's /upgrade (e.g. the limit dialog's link, shared) shows the plans, not a login wall.
  await page.goto('/upgrade');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Start free. Upgrade when you hire in earnest.',
  );

  await loginViaApi(page, demoAccounts.freeCompany, 'company');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
});

test('spec 1 §2 "Startups page", §3 "Signup prefill": the form goes to /create-account with the prefill', async ({
  page,
}) => {
  await page.goto('/startups');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Company Name')).toBeFocused();

  // Spec 1 §5 "Startups page form": all five fields required, the e-mail typed.
  await expect(page.getByLabel('Work Email')).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page).toHaveURL(/\/startups$/);

  await page.getByLabel('Company Name').fill('Acme Rockets');
  await page.getByLabel('Your Name').fill('Ada Lovelace');
  await page.getByLabel('Work Email').fill('ada@acme.example');
  await page.getByLabel('Your Role').selectOption('CTO');
  await page.getByLabel('Hiring Needs').selectOption('Engineering');
  await page.getByRole('button', { name: 'Create Your Account' }).click();

  await expect(page).toHaveURL(/\/create-account$/);
  await expectToast(page, 'Redirecting to Account Creation');
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
  expect(state).toEqual({
    prefill: {
      companyName: 'Acme Rockets',
      name: 'Ada Lovelace',
      email: 'ada@acme.example',
      role: 'CTO',
      needs: 'Engineering',
    },
  });
});

test('spec 1 §2 "Startups page", §9: the stats band counts up when scrolled into view', async ({
  page,
}) => {
  await page.goto('/startups');
  const band = page.getByRole('region', { name: 'WarmIntro in numbers' });
  await band.scrollIntoViewIfNeeded();
  for (const figure of ['500+', '5-7 days', '90%', '200+']) {
    await expect(band.getByText(figure, { exact: true }).last()).toBeVisible();
  }
});

test('spec 1 §5 "Contact form": validation messages, then Message Sent! and the form clears', async ({
  page,
}) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Full Name is required.')).toBeVisible();
  await expect(main.getByText('Work Email is required.')).toBeVisible();
  await expect(main.getByText('Message is required.')).toBeVisible();
  await expectToast(page, 'Uh oh! Something went wrong.', 'Please check the form for errors.');

  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Work Email').fill('grace@navy');
  await page.getByLabel('Message').fill('We would like to hire two engineers.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Work Email is invalid.')).toBeVisible();

  await page.getByLabel('Work Email').fill('grace@navy.example');
  await page.getByLabel('Company (optional)').fill('US Navy');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent!');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'within one business day',
  );
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('spec 1 §2 "Contact page": Schedule Your Demo records the request, then opens the scheduling link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Schedule Your Demo' })).toBeVisible();
  const demoRequest = page.waitForResponse('**/api/contact/demo');
  await page.getByRole('button', { name: /30-Minute Demo/ }).click();
  expect((await demoRequest).status()).toBe(201);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened))
    .toEqual(['https://cal.com/warmintro/demo']);
  await expect(page.getByRole('link', { name: 'hello@warmintro.example' })).toHaveAttribute(
    'href',
    'mailto:hello@warmintro.example',
  );
  await expect(page.getByRole('link', { name: 'partners@warmintro.example' })).toHaveAttribute(
    'href',
    'mailto:partners@warmintro.example',
  );
});

test('spec 1 §2 "Legal pages": 14 and 10 sections, last updated today', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  for (const [path, count] of [
    ['/terms', 14],
    ['/privacy', 10],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    const sections = page.getByRole('main').locator('section[id] > h2');
    await expect(sections).toHaveCount(count);
  }
});

test('spec 1 §2 "How-it-works page" and /for-candidates: steps, timeline and calls to action', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  const main = page.getByRole('main');
  for (const step of ['Discover Top Talent', 'Seamless Connections', 'Risk-Free Trial Projects']) {
    await expect(main.getByRole('heading', { name: step })).toBeVisible();
  }
  for (const milestone of [
    'Browse and Connect',
    'Initial Conversations',
    'Trial Project Kick-off',
    'Make Your Hire',
  ]) {
    await expect(main.getByRole('heading', { name: milestone })).toBeVisible();
  }
  await expect(main.locator('a[href="/talent"]').first()).toBeVisible();
  await expect(main.locator('a[href="/startups"]')).toBeVisible();
  await expect(main.locator('a[href="/for-candidates"]')).toBeVisible();

  await page.goto('/for-candidates');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Join as Talent', exact: true }),
  ).toHaveAttribute('href', '/candidate-signup');
});

for (const path of [
  '/',
  '/startups',
  '/how-it-works',
  '/for-candidates',
  '/contact',
  '/terms',
  '/privacy',
  '/about',
  '/faq',
  '/pricing',
]) {
  test(`issue #3: ${path} passes axe with no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/') await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
