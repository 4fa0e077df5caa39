/**
 * An admin deleting a user proves their password when the last proof is over 10 minutes old
 * (issue #31 item 6; docs/decisions/066), inside the deletion dialog, against the real API.
 */
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../../db/schema';
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
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    await screen.findByText(/Deleted 0 intro requests/);
    expect(await api.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(0);
  });
});
