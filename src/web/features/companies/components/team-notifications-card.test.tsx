/**
 * A member's team notifications in the Account tab (issue #33 item 7), against the real API: the
 * defaults (about their own work), a change saved with its toast and kept, and a read that fails.
 */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationScopeLabels } from '../../../../shared/companies/team';
import { createTeammate, injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { TeamNotificationsCard } from './team-notifications-card';

const api = await startComponentApi();

const answers = 'Answers to intro requests';
const messages = 'New messages from candidates';

describe('TeamNotificationsCard (issue #33 item 7)', () => {
  it('starts with their own work, and saves what the member picks', async () => {
    const owner = await createTeamOwner(api, { planTier: 'pro' });
    const dana = await createTeammate(api.db, owner.id);
    await api.signIn(dana.email, 'company');
    const { user } = renderWithApp(<TeamNotificationsCard />);

    expect(screen.getByRole('heading', { name: 'Team Notifications' })).toBeVisible();
    expect(await screen.findByLabelText(answers)).toHaveValue('mine');
    expect(screen.getByLabelText(messages)).toHaveValue('mine');
    expect(screen.getByRole('option', { name: notificationScopeLabels.answers.mine })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(answers), notificationScopeLabels.answers.all);
    await user.selectOptions(
      screen.getByLabelText(messages),
      notificationScopeLabels.messages.none,
    );
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(await screen.findByText('Notifications Saved!')).toBeVisible();

    const saved = await injectWith(api, api.cookie, 'GET', '/api/company/notification-preferences');
    expect(saved.json()).toEqual({ answers: 'all', messages: 'none' });

    // Opened again, the card shows what is stored.
    cleanup();
    renderWithApp(<TeamNotificationsCard />);
    expect(await screen.findByLabelText(answers)).toHaveValue('all');
    expect(screen.getByLabelText(messages)).toHaveValue('none');

    // The owner's choices are their own.
    await api.signIn(owner.email, 'company');
    const ownerChoices = await injectWith(
      api,
      api.cookie,
      'GET',
      '/api/company/notification-preferences',
    );
    expect(ownerChoices.json()).toEqual({ answers: 'mine', messages: 'mine' });
  });

  it('says so, with Try again, when the choices cannot be read', async () => {
    await api.signInAs('candidate');
    renderWithApp(<TeamNotificationsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notification choices could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByLabelText(answers)).toBeNull();
  });
});
