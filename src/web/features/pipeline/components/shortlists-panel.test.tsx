/**
 * The team's lists (issue #34 item 1) against the real API: create (with the server's
 * "name taken" under the field), rename, reorder with the up/down buttons (saved for the team),
 * delete after confirming; and a list's page with who added each candidate and when, and Remove.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pipelineTexts } from '../../../../shared/pipeline/schemas';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { createCandidate, createTeammate, injectWith, login } from '../../../../../test/helpers';
import { formatShortDate } from '../lib/pipeline-format';
import { ShortlistPage } from './shortlist-page';
import { ShortlistsPanel } from './shortlists-panel';

const api = await startComponentApi();

async function signInAsOwner() {
  const owner = await createTeamOwner(api, { planTier: 'pro' });
  await api.signIn(owner.email, 'company');
  return owner;
}

async function listNames() {
  const res = await injectWith(api, api.cookie, 'GET', '/api/company/shortlists');
  return (res.json() as { items: { name: string }[] }).items.map((list) => list.name);
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Lists' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('ShortlistsPanel (issue #34 item 1)', () => {
  it('creates, renames, reorders and deletes lists; a taken name is refused under the field', async () => {
    await signInAsOwner();
    const { user } = renderWithApp(<ShortlistsPanel />, { path: '/dashboard/pipeline?view=lists' });
    expect(await screen.findByText(/No lists yet/)).toBeVisible();

    const name = screen.getByLabelText('List name');
    await user.type(name, 'Backend Q1{Enter}');
    expect(await screen.findByText('List Backend Q1 created.')).toBeVisible();
    expect(name).toHaveValue('');
    await user.type(name, 'Design maybe{Enter}');
    await screen.findByRole('listitem', { name: 'Design maybe' });
    expect(rowNames()).toEqual(['Backend Q1', 'Design maybe']);
    expect(
      within(screen.getByRole('listitem', { name: 'Backend Q1' })).getByRole('link', {
        name: 'Backend Q1',
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/pipeline\/lists\/[0-9a-f-]{36}$/),
    );

    // The same name again: the server's words under the field.
    await user.type(name, 'backend q1{Enter}');
    expect(await screen.findByText(pipelineTexts.shortlistNameTaken)).toBeVisible();
    expect(name).toHaveAccessibleDescription(pipelineTexts.shortlistNameTaken);
    expect(await listNames()).toEqual(['Backend Q1', 'Design maybe']);
    // An empty name is refused before asking.
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(screen.getByText(pipelineTexts.shortlistNameRequired)).toBeVisible();

    // Rename in place: Enter saves; a taken name is refused there too.
    await user.click(screen.getByRole('button', { name: 'Rename Design maybe' }));
    const rename = screen.getByLabelText('New name');
    expect(rename).toHaveFocus();
    await user.clear(rename);
    await user.type(rename, 'Backend Q1{Enter}');
    expect(await screen.findByText(pipelineTexts.shortlistNameTaken)).toBeVisible();
    await user.clear(rename);
    await user.type(rename, 'Design Q1{Enter}');
    expect(await screen.findByText('List renamed to Design Q1.')).toBeVisible();
    await screen.findByRole('listitem', { name: 'Design Q1' });

    // Reorder with the keyboard: Design Q1 up, saved for the whole team.
    const up = screen.getByRole('button', { name: 'Move Design Q1 up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Design Q1', 'Backend Q1']));
    await waitFor(async () => expect(await listNames()).toEqual(['Design Q1', 'Backend Q1']));
    expect(api.requests).toContain('PUT /api/company/shortlists/order');
    expect(screen.getByRole('button', { name: 'Move Design Q1 up' })).toBeDisabled();

    // Delete after confirming; Cancel first keeps it.
    await user.click(screen.getByRole('button', { name: 'Delete Backend Q1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Backend Q1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Backend Q1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete Backend Q1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete List' }),
    );
    expect(await screen.findByText('Backend Q1 deleted.')).toBeVisible();
    await waitFor(() => expect(rowNames()).toEqual(['Design Q1']));
    expect(await listNames()).toEqual(['Design Q1']);
  });
});

describe('ShortlistPage (issue #34 item 1)', () => {
  it('lists who added each candidate and when, and removes one', async () => {
    const owner = await signInAsOwner();
    const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
    const danaCookie = await login(api.app, dana.email, 'company');
    const list = (
      await injectWith(api, api.cookie, 'POST', '/api/company/shortlists', { name: 'Backend Q1' })
    ).json() as { id: string };
    const taylor = await createCandidate(api.db, {
      firstName: 'Taylor',
      lastName: 'Reed',
      role: 'Backend Engineer',
    });
    const sam = await createCandidate(api.db, {
      firstName: 'Sam',
      lastName: 'Okafor',
      role: 'Data Engineer',
    });
    for (const id of [taylor.id, sam.id]) {
      const put = await injectWith(
        api,
        danaCookie,
        'PUT',
        `/api/company/shortlists/${list.id}/candidates/${id}`,
      );
      expect(put.statusCode).toBe(204);
    }

    const { user } = renderWithApp(<ShortlistPage shortlistId={list.id} />, {
      path: `/dashboard/pipeline/lists/${list.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Q1' })).toBeVisible();
    expect(screen.getByText('2 candidates')).toBeVisible();
    const row = screen.getByRole('listitem', { name: 'Taylor Reed' });
    expect(within(row).getByRole('link', { name: 'Taylor Reed' })).toHaveAttribute(
      'href',
      `/talent/${taylor.id}`,
    );
    expect(row).toHaveTextContent(
      `Added by Dana Lee on ${formatShortDate(new Date().toISOString())}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Remove Taylor Reed from the list' }));
    expect(await screen.findByText('Taylor Reed removed from the list.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Taylor Reed' })).toBeNull());
    expect(screen.getByText('1 candidate')).toBeVisible();
    const detail = await injectWith(api, api.cookie, 'GET', `/api/company/shortlists/${list.id}`);
    expect(
      (detail.json() as { entries: { candidateId: string }[] }).entries.map((e) => e.candidateId),
    ).toEqual([sam.id]);
  });

  it("another company's list is not found", async () => {
    await signInAsOwner();
    const other = await createTeamOwner(api, { planTier: 'pro' });
    const otherCookie = await login(api.app, other.email, 'company');
    const list = (
      await injectWith(api, otherCookie, 'POST', '/api/company/shortlists', { name: 'Theirs' })
    ).json() as { id: string };
    renderWithApp(<ShortlistPage shortlistId={list.id} />, {
      path: `/dashboard/pipeline/lists/${list.id}`,
    });
    expect(await screen.findByText(pipelineTexts.shortlistNotFound)).toBeVisible();
    expect(screen.queryByText('Theirs')).toBeNull();
  });
});
