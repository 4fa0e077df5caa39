/**
 * Passkeys (issue #31 item 5; docs/decisions/068) in Chromium with a virtual authenticator (CDP
 * `WebAuthn.addVirtualAuthenticator`: a platform authenticator with resident keys and user
 * verification). A new candidate adds a passkey from the dashboard, logs out, signs in on the
 * candidate login with "Sign in with a passkey" alone — no e-mail, no password — and lands on the
 * dashboard signed in; then removes the passkey, which then signs in no more.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, verifyEmail } from './fixtures';

/** Gives the page's browser a virtual platform authenticator that verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a candidate adds a passkey, signs in with it alone, and removes it (issue #31 item 5, ADR 068)', async ({
  page,
  baseURL,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const candidate = {
    firstName: 'Robin',
    lastName: 'Passkey',
    email: `robin.passkey.${stamp}@e2e.example`,
    password: 'candidate-pass-1',
  };
  const signup = await page.request.post('/api/candidates', {
    data: {
      ...candidate,
      confirmPassword: candidate.password,
      role: 'Designer',
      experienceYears: '2',
      skills: 'Figma',
      locationType: 'Remote',
      availability: 'part-time',
      availabilityDate: '2030-03-01',
      calendarUrl: 'https://calendly.com/robin-passkey',
      salaryRange: '$50k – $100k',
      consent: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await verifyEmail(baseURL!, candidate.email);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // Add a passkey from the dashboard (the signup's session is a fresh proof).
  await page.goto('/candidate-dashboard');
  await expect(
    page.getByText('No passkeys yet. Add one to sign in without typing your password.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'Passkey Added', 'You can now sign in with this passkey.');
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Last used never');
  await expectNoSeriousA11yViolations(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Log out, then sign in with the passkey alone.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/session')).json()).isValid)
    .toBe(false);
  await page.goto('/login/candidate');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectToast(page, 'Login Successful!');
  await expect(page).toHaveURL(/\/candidate-dashboard/);
  const session = await (await page.request.get('/api/session')).json();
  expect(session).toMatchObject({ isValid: true, userType: 'candidate' });
  expect(session.user.email).toBe(candidate.email);
  await expect(list).toContainText('Last used');
  await expect(list).not.toContainText('Last used never');

  // Remove it: the sign-in just now is a fresh proof, so no password is asked.
  await list.getByRole('button', { name: /^Remove / }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
  await expectToast(page, 'Passkey Removed', 'This passkey can no longer sign you in.');
  await expect(
    page.getByText('No passkeys yet. Add one to sign in without typing your password.'),
  ).toBeVisible();

  // The browser still holds the credential; the server no longer knows it.
  await page.context().clearCookies();
  await page.goto('/login/candidate');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText(
      'This passkey could not sign you in. Try again, or log in with your e-mail and password.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\/candidate/);
});
