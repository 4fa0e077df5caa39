/**
 * The members page (issue #33 item 9) against the real API: seats, members and invitations; an
 * owner invites, resends, revokes, changes a role, removes after confirming and transfers
 * ownership; a member manages nothing and may leave; a full free plan invites no one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamTexts } from '../../../../../shared/companies/team';
import { startComponentApi } from '../../../../../../test/web/api';
import { renderWithApp } from '../../../../../../test/web/render';
import { addTeammate, createTeamOwner } from '../../../../../../test/web/team';
import { TeamPage } from './team-page';

const api = await startComponentApi();

/** Signs the page in as the owner of a new company on `planTier`. */
async function signInAsOwner(planTier: 'free' | 'pro' = 'pro') {
  const owner = await createTeamOwner(api, { planTier });
  await api.signIn(owner.email, 'company');
  return owner;
}

const renderPage = () => renderWithApp(<TeamPage />, { path: '/dashboard/team' });

describe('TeamPage (issue #33 item 9)', () => {
  it('shows the seats and the owner; invites, resends and revokes with the keyboard', async () => {
    const owner = await signInAsOwner('pro');
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: teamTexts.title })).toBeVisible();
    expect(await screen.findByText(teamTexts.seatsUsed(1, 10))).toBeVisible();
    const members = screen.getByRole('list', { name: 'Members' });
    const me = within(members).getByRole('listitem');
    expect(me).toHaveTextContent('(you)');
    expect(me).toHaveTextContent(owner.email);
    expect(within(me).getByText('Owner')).toBeVisible();
    expect(within(me).queryByRole('button')).toBeNull();
    expect(screen.getByText('No pending invitations.')).toBeVisible();

    // The e-mail, Tab to the role, Tab to the button, Enter.
    await user.click(screen.getByLabelText('E-mail'));
    await user.keyboard('dana@example.com');
    await user.tab();
    const role = screen.getByLabelText('Role');
    expect(role).toHaveFocus();
    await user.selectOptions(role, 'admin');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(teamTexts.invitationSent('dana@example.com'))).toBeVisible();

    const invitations = await screen.findByRole('list', { name: 'Pending invitations' });
    const dana = within(invitations).getByRole('listitem', { name: 'dana@example.com' });
    expect(within(dana).getByText('Admin')).toBeVisible();
    expect(dana).toHaveTextContent(/Invited by .+ · Expires /);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');

    // The same address again: the server's words under the field.
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com{Enter}');
    expect(await screen.findByText(teamTexts.alreadyInvited)).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(teamTexts.alreadyInvited);

    await user.click(
      within(dana).getByRole('button', { name: 'Resend invitation to dana@example.com' }),
    );
    expect(await screen.findByText(teamTexts.invitationResent('dana@example.com'))).toBeVisible();

    await user.click(
      within(dana).getByRole('button', { name: 'Revoke invitation to dana@example.com' }),
    );
    expect(await screen.findByText(teamTexts.invitationRevoked)).toBeVisible();
    expect(await screen.findByText('No pending invitations.')).toBeVisible();

    // Recent activity, newest first, each entry with its date (issue #33 item 2).
    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    await waitFor(() =>
      expect(
        within(activity)
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual([
        expect.stringMatching(/^.+ revoked the invitation to dana@example\.com$/),
        expect.stringMatching(/^.+ sent the invitation to dana@example\.com again$/),
        expect.stringMatching(/^.+ invited dana@example\.com as Admin$/),
      ]),
    );
    expect(within(activity).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
    );
  });

  it("changes a teammate's role, and removes them after confirming", async () => {
    await signInAsOwner('pro');
    await addTeammate(api, api.cookie, 'Dana Lee');
    const { user } = renderPage();

    const dana = await screen.findByRole('listitem', { name: 'Dana Lee' });
    expect(dana).toHaveTextContent('Head of Engineering');
    const role = within(dana).getByLabelText('Role of Dana Lee');
    expect(role).toHaveValue('member');
    await user.selectOptions(role, 'admin');
    expect(await screen.findByText(teamTexts.roleChanged)).toBeVisible();
    expect(within(dana).getByLabelText('Role of Dana Lee')).toHaveValue('admin');

    // Escape closes the confirmation and removes no one.
    await user.click(within(dana).getByRole('button', { name: 'Remove Dana Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Dana Lee?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Dana Lee' })).toBeVisible();

    await user.click(within(dana).getByRole('button', { name: 'Remove Dana Lee' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Member' }),
    );
    expect(await screen.findByText(teamTexts.memberRemoved)).toBeVisible();
    await screen.findByText(
      (_, el) => el?.getAttribute('aria-label') === 'Members' && el.children.length === 1,
    );
    expect(screen.queryByRole('listitem', { name: 'Dana Lee' })).toBeNull();
  });

  it('the owner transfers ownership to a teammate, and may then leave', async () => {
    await signInAsOwner('pro');
    await addTeammate(api, api.cookie, 'Sam Rivera');
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Your Role: Owner' })).toBeVisible();
    expect(screen.getByText(teamTexts.ownerCannotLeave)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave Company' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Transfer Ownership' }));
    const dialog = await screen.findByRole('dialog', { name: /^Transfer ownership of / });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));
    expect(await within(dialog).findByText('Please choose a teammate.')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('New owner'), 'Sam Rivera (Member)');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));

    expect(await screen.findByText(teamTexts.ownershipTransferred('Sam Rivera'))).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your Role: Admin' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave Company' })).toBeVisible();
    const sam = screen.getByRole('listitem', { name: 'Sam Rivera' });
    expect(within(sam).getByText('Owner')).toBeVisible();
    expect(within(sam).queryByRole('button', { name: 'Remove Sam Rivera' })).toBeNull();
  });

  it('a member sees the team, manages nothing, and leaves the company', async () => {
    const owner = await createTeamOwner(api, { planTier: 'pro' });
    await api.signIn(owner.email, 'company');
    const kim = await addTeammate(api, api.cookie, 'Kim Park');
    await api.signIn(kim.email, 'company');
    const { user } = renderPage();

    const me = await screen.findByRole('listitem', { name: 'Kim Park (you)' });
    expect(within(me).getByText('Member')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Invite a Teammate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer Ownership' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave Company' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Leave .+\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Leave Company' }));
    expect(await screen.findByText('Page: /')).toBeVisible();
    expect(await screen.findByText(teamTexts.leftCompany)).toBeVisible();
    const session = await api.app.inject({ url: '/api/session', headers: { cookie: api.cookie } });
    expect(session.json().isValid).toBe(false);
  });

  it('on a full free plan the invitation is disabled, with the reason', async () => {
    await signInAsOwner('free');
    await addTeammate(api, api.cookie, 'Lee Chen');
    renderPage();

    expect(await screen.findByText(teamTexts.seatsUsed(2, 2))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(teamTexts.seatsFull(2));
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
  });
});
