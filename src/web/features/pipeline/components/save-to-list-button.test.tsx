/**
 * "Save" on a talent card or profile (issue #34 item 1), against the real API: the company's lists
 * as checkboxes in a menu used by keyboard (arrows, Space/Enter, Escape), saving to an existing
 * list and to a new one, the server's "name taken" at the field, unsaving, and a refused change
 * put back with a toast. Lists are shared by the team: who added the candidate shows as a hint.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pipelineTexts } from '../../../../shared/pipeline/schemas';
import { createCandidate, createTeammate, injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { SaveToListButton } from './save-to-list-button';

const api = await startComponentApi();

/** An owner signed in (with teammate Dana), a candidate Taylor Reed, and the owner's lists. */
async function setUp(listNames: string[] = []) {
  const owner = await createTeamOwner(api, { planTier: 'pro' });
  const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
  const candidate = await createCandidate(api.db, { firstName: 'Taylor', lastName: 'Reed' });
  await api.signIn(owner.email, 'company');
  const lists: { id: string; name: string }[] = [];
  for (const name of listNames) {
    const res = await injectWith(api, api.cookie, 'POST', '/api/company/shortlists', { name });
    expect(res.statusCode).toBe(201);
    lists.push(res.json());
  }
  return { owner, dana, candidateId: candidate.id, lists };
}

/** The candidates on list `id`, as the server has them. */
async function entriesOf(id: string): Promise<{ candidateId: string; addedByName: string }[]> {
  const res = await injectWith(api, api.cookie, 'GET', `/api/company/shortlists/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().entries;
}

const saveName = 'Save Taylor Reed to a list';

describe('SaveToListButton (issue #34 item 1)', () => {
  it('saves to an existing list by keyboard, keeps the menu open, counts it, and Escape closes', async () => {
    const { candidateId, lists } = await setUp(['Backend Q1', 'Design maybe']);
    const { user } = renderWithApp(
      <SaveToListButton candidateId={candidateId} candidateName="Taylor Reed" inFeed />,
    );
    const button = screen.getByRole('button', { name: saveName });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const backend = within(menu).getByRole('menuitemcheckbox', { name: 'Backend Q1' });
    await waitFor(() => expect(backend).toHaveFocus());
    expect(backend).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Design maybe' })).toBeVisible();

    await user.keyboard(' ');
    expect(backend).toHaveAttribute('aria-checked', 'true');
    await waitFor(async () =>
      expect((await entriesOf(lists[0]!.id)).map((e) => e.candidateId)).toEqual([candidateId]),
    );
    // Who added, when: the server's name once the lists are read again.
    await waitFor(() => expect(backend).toHaveAccessibleDescription(/^Added by .+ · \w{3} \d+$/));
    expect(backend).not.toHaveAccessibleDescription(/you/);

    // Arrow down to the second list; Enter toggles it too, and the menu stays open.
    await user.keyboard('{ArrowDown}');
    const design = within(menu).getByRole('menuitemcheckbox', { name: 'Design maybe' });
    expect(design).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(design).toHaveAttribute('aria-checked', 'true');
    await waitFor(async () => expect(await entriesOf(lists[1]!.id)).toHaveLength(1));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const trigger = screen.getByRole('button', { name: saveName });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('2 On 2 lists');
  });

  it('makes a new list by keyboard and puts the candidate on it; a taken name shows at the field', async () => {
    const { candidateId } = await setUp(['Backend Q1']);
    const { user } = renderWithApp(
      <SaveToListButton candidateId={candidateId} candidateName="Taylor Reed" />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Backend Q1' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'New list…' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // The name taken by the team's list: the server's words at the field, nothing made.
    const field = within(menu).getByLabelText('New list name');
    expect(field).toHaveFocus();
    await user.keyboard('backend q1{Enter}');
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      pipelineTexts.shortlistNameTaken,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    // Another name: made, the candidate on it, its entry checked and focused.
    await user.clear(field);
    await user.keyboard('Design maybe{Enter}');
    const design = await within(menu).findByRole('menuitemcheckbox', { name: 'Design maybe' });
    expect(design).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(design).toHaveFocus());
    const res = await injectWith(api, api.cookie, 'GET', '/api/company/shortlists');
    const made = (res.json().items as { id: string; name: string }[]).find(
      (l) => l.name === 'Design maybe',
    );
    expect(made).toBeDefined();
    expect((await entriesOf(made!.id)).map((e) => e.candidateId)).toEqual([candidateId]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: saveName })).toHaveAccessibleDescription(
      '1 On 1 list',
    );
  });

  it("unsaves from a teammate's list, showing who added the candidate first", async () => {
    const { dana, candidateId, lists } = await setUp(['Backend Q1']);
    const list = lists[0]!;
    // Dana put Taylor on the team's list.
    await api.signIn(dana.email, 'company');
    const put = await injectWith(
      api,
      api.cookie,
      'PUT',
      `/api/company/shortlists/${list.id}/candidates/${candidateId}`,
    );
    expect(put.statusCode).toBe(204);

    const { user } = renderWithApp(
      <SaveToListButton candidateId={candidateId} candidateName="Taylor Reed" inFeed />,
    );
    const button = screen.getByRole('button', { name: saveName });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 On 1 list'));
    await user.click(button);
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Backend Q1' });
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(item).toHaveAccessibleDescription(/^Added by Dana Lee · \w{3} \d+$/);

    await user.click(item);
    expect(item).toHaveAttribute('aria-checked', 'false');
    await waitFor(async () => expect(await entriesOf(list.id)).toEqual([]));
    expect(screen.getByRole('menu')).toBeVisible();
  });

  it('puts a refused change back and says so in a toast', async () => {
    const { candidateId, lists } = await setUp(['Backend Q1']);
    const { user } = renderWithApp(
      <SaveToListButton candidateId={candidateId} candidateName="Taylor Reed" />,
    );
    await user.click(screen.getByRole('button', { name: saveName }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Backend Q1' });

    // A teammate deletes the list while the menu is open.
    const gone = await injectWith(
      api,
      api.cookie,
      'DELETE',
      `/api/company/shortlists/${lists[0]!.id}`,
    );
    expect(gone.statusCode).toBe(204);
    await user.click(item);
    expect(await screen.findByText(pipelineTexts.shortlistNotFound)).toBeVisible();
    // Put back, then gone from the menu once the lists are read again.
    await waitFor(() =>
      expect(screen.queryByRole('menuitemcheckbox', { name: 'Backend Q1' })).toBeNull(),
    );
    expect(screen.getByText(/No lists yet/)).toBeVisible();
  });
});
