/**
 * "Passkeys" on the account pages (issue #31 item 5; docs/decisions/068), against the real API:
 * the empty state, adding a passkey, renaming it, and removing it after a proof by passkey when the
 * session's last proof is over 10 minutes old (docs/decisions/066); adding then asks for the
 * password in place. The browser's side of WebAuthn — `@simplewebauthn/browser`, which happy-dom
 * cannot run — is a software authenticator (test/webauthn-authenticator.ts) whose responses the
 * real server verifies; nothing of the server is mocked.
 */
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { passkeys, sessions } from '../../../../db/schema';
import { TEST_PASSWORD } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { PasskeysCard } from './passkeys-card';

vi.mock('@simplewebauthn/browser', async () => {
  const { softwareAuthenticator } = await import('../../../../../test/webauthn-authenticator');
  const device = softwareAuthenticator();
  return {
    startRegistration: async ({
      optionsJSON,
    }: {
      optionsJSON: Parameters<typeof device.create>[0];
    }) => device.create(optionsJSON),
    startAuthentication: async ({
      optionsJSON,
    }: {
      optionsJSON: Parameters<typeof device.get>[0];
    }) => device.get(optionsJSON),
  };
});

const api = await startComponentApi();

beforeAll(() => {
  // happy-dom has no WebAuthn; the card offers "Add a passkey" only where the browser has it.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

/** Moves the session's last proof 11 minutes into the past. */
async function provedLongAgo(userId: string) {
  await api.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.userId, userId));
}

describe('PasskeysCard (ADR 068)', () => {
  it('starts empty; adds a passkey, renames it, and removes it after a proof by passkey', async () => {
    const me = await api.signInAs('candidate');
    const { user } = renderWithApp(<PasskeysCard />);
    expect(
      await screen.findByText('No passkeys yet. Add one to sign in without typing your password.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('You can now sign in with this passkey.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Passkey');
    expect(item).toHaveTextContent('Last used never');

    // Rename: an empty name is refused in place; a good one is saved.
    await user.click(within(item).getByRole('button', { name: 'Rename Passkey' }));
    const renameDialog = await screen.findByRole('dialog', { name: 'Rename Passkey' });
    const name = within(renameDialog).getByLabelText('Passkey Name');
    await user.clear(name);
    await user.click(within(renameDialog).getByRole('button', { name: 'Save' }));
    expect(await within(renameDialog).findByText('Passkey Name is required.')).toBeVisible();
    await user.type(name, 'Work laptop');
    await user.click(within(renameDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('It is now called Work laptop.')).toBeVisible();
    await within(list).findByText('Work laptop');

    // Remove, with the last proof 11 minutes old: the dialog asks; a passkey proves it.
    await provedLongAgo(me.id);
    await user.click(within(list).getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Passkey' }));
    expect(await within(dialog).findByLabelText('Your password')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('This passkey can no longer sign you in.')).toBeVisible();
    expect(
      await screen.findByText('No passkeys yet. Add one to sign in without typing your password.'),
    ).toBeVisible();
    expect(await api.db.select().from(passkeys).where(eq(passkeys.userId, me.id))).toHaveLength(0);
  });

  it('adding with an old proof asks for the password in place, then saves the passkey just created', async () => {
    const me = await api.signInAs('company');
    await provedLongAgo(me.id);
    const { user } = renderWithApp(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Confirm It's You" });
    const password = await within(dialog).findByLabelText('Your password');
    await user.type(password, 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add Passkey' }));
    expect(await within(dialog).findByText('Password is incorrect.')).toBeVisible();
    await user.clear(password);
    await user.type(password, TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Add Passkey' }));
    expect(await screen.findByText('You can now sign in with this passkey.')).toBeVisible();
    expect(await api.db.select().from(passkeys).where(eq(passkeys.userId, me.id))).toHaveLength(1);
  });
});
