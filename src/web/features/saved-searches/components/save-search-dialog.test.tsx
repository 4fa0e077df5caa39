/**
 * "Save Search" on the talent feed (issue #34 item 5), against the real API: the feed's URL query
 * (without the page) saved under a name with the alert chosen; the schema's message for an empty
 * name and the server's for a name in use.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedSearchTexts } from '../../../../shared/saved-searches/schemas';
import { injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { SaveSearchDialog } from './save-search-dialog';

const api = await startComponentApi();

describe('SaveSearchDialog (issue #34 item 5)', () => {
  it("saves the feed's filters and order under a name with the chosen alert", async () => {
    await api.signInAs('company');
    const { user } = renderWithApp(<SaveSearchDialog />, {
      path: '/talent?role=Engineer&skills=Go%2CRust&sort=newest&page=2',
    });
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveTextContent('Role: Engineer · Skills: Go, Rust · Order: newest');

    // The schema's message, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await within(dialog).findByText(savedSearchTexts.nameRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Name'), 'Go people');
    await user.selectOptions(within(dialog).getByLabelText('Alerts'), 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText(savedSearchTexts.saved)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    const saved = (await injectWith(api, api.cookie, 'GET', '/api/saved-searches')).json();
    expect(saved.items).toEqual([
      expect.objectContaining({
        name: 'Go people',
        alert: 'weekly',
        query: { role: 'Engineer', skills: 'Go,Rust', sort: 'newest' },
      }),
    ]);
  });

  it('shows the server’s message for a name already in use, in the dialog', async () => {
    await api.signInAs('company');
    await injectWith(api, api.cookie, 'POST', '/api/saved-searches', { name: 'Taken', query: {} });
    const { user } = renderWithApp(<SaveSearchDialog />, { path: '/talent' });
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'taken');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(savedSearchTexts.nameTaken)).toBeVisible();
  });
});
