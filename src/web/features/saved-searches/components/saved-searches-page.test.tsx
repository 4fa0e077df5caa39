/**
 * The member's saved searches page (issue #34 item 5), against the real API: empty, a list with
 * each search's filters, the alert changed at once, rename and delete, open in the feed, and the
 * error state.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { SavedSearchesPage } from './saved-searches-page';

const api = await startComponentApi();

describe('SavedSearchesPage (issue #34 item 5)', () => {
  it('says there are none yet and links to the feed', async () => {
    await api.signInAs('company');
    renderWithApp(<SavedSearchesPage />);
    expect(await screen.findByText('No saved searches yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Talent' })).toHaveAttribute('href', '/talent');
  });

  it('lists the searches; changes an alert, renames, opens in the feed and deletes', async () => {
    await api.signInAs('company');
    await injectWith(api, api.cookie, 'POST', '/api/saved-searches', {
      name: 'Backend Berlin',
      query: { role: 'Engineer', location: 'Berlin' },
      alert: 'daily',
    });
    const { user } = renderWithApp(<SavedSearchesPage />);
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Backend Berlin');
    expect(item).toHaveTextContent('Role: Engineer · Location: Berlin');
    expect(
      within(item).getByRole('link', { name: 'Open Backend Berlin in the feed' }),
    ).toHaveAttribute('href', '/talent?role=Engineer&location=Berlin');

    const select = within(item).getByLabelText('Alerts for Backend Berlin');
    expect(select).toHaveValue('daily');
    await user.selectOptions(select, 'Instant');
    expect(await screen.findByText('Alerts updated')).toBeVisible();
    let stored = (await injectWith(api, api.cookie, 'GET', '/api/saved-searches')).json();
    expect(stored.items[0].alert).toBe('instant');

    await user.click(within(item).getByRole('button', { name: 'Rename Backend Berlin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Berlin engineers{Enter}');
    expect(await within(list).findByText('Berlin engineers')).toBeVisible();
    stored = (await injectWith(api, api.cookie, 'GET', '/api/saved-searches')).json();
    expect(stored.items[0].name).toBe('Berlin engineers');

    await user.click(screen.getByRole('button', { name: 'Delete Berlin engineers' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Search' }));
    expect(await screen.findByText('No saved searches yet')).toBeVisible();
  });

  it('says so, with Try again, when the list cannot be read', async () => {
    await api.signInAs('candidate');
    renderWithApp(<SavedSearchesPage />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
