/**
 * Deleting an account asks for the password again when the session proved it more than 10 minutes
 * ago (issue #31 item 6; docs/decisions/066), inside the same dialog, against the real API.
 */
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../../db/schema';
import { TEST_PASSWORD } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { CandidateDataCard } from '../../candidates/components/candidate-data-card';

const api = await startComponentApi();

describe('DeleteAccountDialog (ADR 066)', () => {
  it('asks for the password when the last proof is over 10 minutes old, refuses a wrong one, then deletes', async () => {
    const me = await api.signInAs('candidate');
    await api.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, me.id));
    const { user } = renderWithApp(<CandidateDataCard email={me.email} />);

    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/to confirm/), me.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Permanently' }));

    const password = await within(dialog).findByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(dialog).toHaveTextContent('For your security, enter your password again to continue.');
    await user.type(password, 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Permanently' }));
    expect(await within(dialog).findByText('Password is incorrect.')).toBeVisible();
    expect(await api.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);

    await user.clear(password);
    await user.type(password, TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Permanently' }));
    expect(await screen.findByText('Account Deleted')).toBeVisible();
    expect(await api.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
  });
});
