/**
 * An admin deleting a user proves their password when the last proof is over 10 minutes old
 * and code (issue #31 item 6; docs/decisions/066, 067), inside the deletion dialog, against the real API.
 */
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, sessions, users } from '../../../../db/schema';
import { hashToken } from '../../../../server/platform/lib/tokens';
import { createCandidate, TEST_PASSWORD } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { AdminDeleteUsersPage } from './delete-users-page';

const api = await startComponentApi();

describe('AdminDeleteUsersPage (ADR 066)', () => {
  it('asks the admin for the password again, then deletes the user', async () => {
    const admin = await api.signInAs('admin');
    await api.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(sessions.userId, admin.id));
    const victim = await createCandidate(api.db, { firstName: 'Zed', lastName: 'Gone' });
    const { user } = renderWithApp(<AdminDeleteUsersPage />, {
      path: `/admin/delete-users?search=${encodeURIComponent(victim.email)}`,
    });

    const row = (await screen.findByText(victim.email)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/to confirm/), victim.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));

    const password = await within(dialog).findByLabelText('Your password');
    expect(dialog).toHaveTextContent('For your security, enter your password again to continue.');
    expect(await api.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
    await user.type(password, TEST_PASSWORD);
    // An admin has two-factor (docs/decisions/067): the code too — here one of its recovery codes
    // (the app's current code went into the login).
    await api.db
      .insert(recoveryCodes)
      .values({ userId: admin.id, codeHash: hashToken('abcde23456') });
    const code = within(dialog).getByLabelText('Authentication code');
    expect(within(dialog).getByRole('button', { name: 'Delete Permanently' })).toBeDisabled();
    await user.type(code, 'abcde-23456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    await screen.findByText(/Deleted 0 intro requests/);
    expect(await api.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(0);
  });
});
