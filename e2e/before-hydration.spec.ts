/**
 * Issue #29 "Nothing a user does before hydration is lost": on a prerendered page, what a visitor
 * types, ticks, chooses or clicks while the page's scripts are still on their way is kept and takes
 * effect once the app runs (docs/decisions/041-paint-first-hydrate-after.md,
 * docs/decisions/054-react-dom-again.md). The scripts are held back by routing their requests and
 * released only once the visitor is done, however long that takes: the "3 s later" is a
 * clock, the condition here is the visitor's last action, so no fixed wait is needed. A page is
 * visited without waiting for its `load` event, which a held script delays.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** The built entry script (`/assets/…js`), which holds early presses (Vite's manifest). */
const entryScript = (() => {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
})();

/**
 * Holds back the JavaScript requests of the page that match `which` (all of them by default; `app`
 * leaves the entry script through, so that only the app is late) until `release` is called.
 */
async function holdScripts(page: Page, which: 'all' | 'app' = 'all') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    const entry = new URL(route.request().url()).pathname === entryScript;
    if (which === 'app' && entry) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  return {
    /** Lets the held scripts through; they were held until now, whatever the visitor did. */
    release: () => {
      expect(held).toBeGreaterThan(0);
      release();
    },
    held: () => held,
  };
}

/**
 * The app has hydrated the page: `main.tsx` marks `#root` once the hydrating commit is done and what
 * the visitor did before has been replayed. (The prerendered header already shows the visitor's
 * navigation, so no element of the page tells this.)
 */
async function expectHydrated(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

test('a search typed into the talent feed before any script ran is kept and searched (spec 1 §2 "Talent feed")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'all');
  await page.goto('/talent', { waitUntil: 'domcontentloaded' });
  const search = page.getByPlaceholder('Search by name, role, skill...');
  await search.fill('Nguyen');
  expect(scripts.held()).toBeGreaterThan(0);
  scripts.release();
  await expectHydrated(page);
  // The one demo candidate of that name (the generated pool uses no sample's name,
  // docs/decisions/059), and the box still says what was typed.
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('article')).toContainText('Emily Nguyen');
  await expect(search).toHaveValue('Nguyen');
  await expect(page).toHaveURL(/[?&]q=Nguyen/);
});

test('the candidate signup keeps typed text, a chosen option and a ticked box, and they take effect (spec 1 §2 "Candidate signup")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'all');
  await page.goto('/candidate-signup', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First Name').fill('Early');
  await page.getByRole('textbox', { name: 'Email' }).fill('early.bird@example.com');
  await page.getByLabel('Location').selectOption('Hybrid (City)');
  await page.getByLabel(/I agree to be contacted/).check();
  scripts.release();
  await expectHydrated(page);
  // The chosen location reached the app: it asks for the city that location needs.
  await expect(page.getByLabel('City')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Early');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('early.bird@example.com');
  await expect(page.getByLabel('Location')).toHaveValue('Hybrid (City)');
  await expect(page.getByLabel(/I agree to be contacted/)).toBeChecked();
  // Submitted, the form knows those values: only the fields left empty are reported.
  await page.getByRole('button', { name: 'Create My Profile' }).click();
  await expect(page.getByText('Last Name is required.')).toBeVisible();
  await expect(page.getByText('First Name is required.')).toHaveCount(0);
  await expect(page.getByText('Email is required.')).toHaveCount(0);
  await expect(page.getByText('Location is required.')).toHaveCount(0);
  await expect(page.getByText('You must agree to be contacted.')).toHaveCount(0);
});

test('the company signup keeps a chosen role and ticked hiring roles, and they take effect (spec 1 §2 "Company signup")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'all');
  await page.goto('/create-account', { waitUntil: 'domcontentloaded' });
  // The prerendered Role shows its placeholder, not the first role.
  await expect(page.getByLabel('Role')).toHaveValue('');
  await page.getByLabel('Company Name').fill('Early Co');
  await page.getByLabel('Role').selectOption('CTO');
  await page.getByRole('checkbox', { name: 'Design' }).check();
  scripts.release();
  await expectHydrated(page);
  await expect(page.getByLabel('Company Name')).toHaveValue('Early Co');
  await expect(page.getByLabel('Role')).toHaveValue('CTO');
  await expect(page.getByRole('checkbox', { name: 'Design' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Engineering' })).not.toBeChecked();
  // Submitted, the form knows those values: only the fields left empty are reported.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full Name is required.')).toBeVisible();
  await expect(page.getByText('Company Name is required.')).toHaveCount(0);
  await expect(page.getByText('Role is required.')).toHaveCount(0);
  await expect(page.getByText('Please select at least one hiring role.')).toHaveCount(0);
});

test('a login typed and submitted while the app loads is sent once it runs (spec 1 §2 "Company login")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'app');
  await page.goto('/login/company', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Work Email').fill('nobody@startup.example');
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.locator('#main').getByRole('button', { name: 'Login', exact: true }).click();
  // Held, not sent by the browser as a GET to the page's own address.
  await expect(page).toHaveURL(/\/login\/company$/);
  scripts.release();
  await expectHydrated(page);
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'Invalid email or password. Joined as a candidate? Log in on the candidate login.',
  );
  await expect(page.getByLabel('Work Email')).toHaveValue('nobody@startup.example');
});

test('the contact form keeps what was typed before any script ran (spec 1 §2 "Contact")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'all');
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Work Email').fill('ada@startup.example');
  await page.getByLabel('Message').fill('We would like to hire through warm intros.');
  scripts.release();
  await expectHydrated(page);
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Work Email')).toHaveValue('ada@startup.example');
  await expect(page.getByLabel('Message')).toHaveValue(
    'We would like to hire through warm intros.',
  );
});

test('a tab pressed while the app loads is switched once it runs (spec 1 §2 "Home page")', async ({
  page,
}) => {
  const scripts = await holdScripts(page, 'app');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'For Talent' }).click();
  scripts.release();
  await expectHydrated(page);
  await expect(page.getByRole('tab', { name: 'For Talent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Let great startups come to you' })).toBeVisible();
});

test('a link clicked before any script ran opens its page', async ({ page }) => {
  const scripts = await holdScripts(page, 'all');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The header shows its placeholder until the session is known; the footer's links are there.
  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How It Works');
  scripts.release();
});
