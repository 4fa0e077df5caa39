/**
 * The team's private notes on a candidate's profile (issue #34 item 2), against the real API: a
 * note added with a teammate picked from the `@` listbox by keyboard (the teammate is notified,
 * the mention highlighted), one's own note edited, no Edit or Delete on a teammate's, a delete
 * confirmed first, and the draft kept when the panel goes away (nothing typed is ever lost).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX, pipelineTexts } from '../../../../shared/pipeline/schemas';
import { tooLong } from '../../../../shared/http/text';
import { createCandidate, createTeammate, injectWith, login } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { CandidateNotesPanel } from './candidate-notes-panel';

const api = await startComponentApi();

/** A Pro team (owner Maya signed in, teammates Dana Lee and Sam Dalton) and candidate Taylor Reed. */
async function setUp() {
  const owner = await createTeamOwner(api, { planTier: 'pro' });
  const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
  const sam = await createTeammate(api.db, owner.id, { fullName: 'Sam Dalton' });
  const candidate = await createCandidate(api.db, { firstName: 'Taylor', lastName: 'Reed' });
  await api.signIn(owner.email, 'company');
  return { owner, dana, sam, candidateId: candidate.id };
}

/** Adds a note as the holder of `cookie`. */
async function noteAs(cookie: string, candidateId: string, body: string) {
  const res = await injectWith(
    api,
    cookie,
    'POST',
    `/api/company/candidates/${candidateId}/notes`,
    {
      body,
    },
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function notesOf(candidateId: string): Promise<{ body: string; mine: boolean }[]> {
  const res = await injectWith(
    api,
    api.cookie,
    'GET',
    `/api/company/candidates/${candidateId}/notes`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

const heading = 'Team notes (only your team sees these)';

describe('CandidateNotesPanel (issue #34 item 2)', () => {
  it('adds a note with a teammate picked from the @ listbox by keyboard; the teammate is notified', async () => {
    const { dana, candidateId } = await setUp();
    const { user } = renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
    expect(await screen.findByText('No notes yet. Notes are private to your team.')).toBeVisible();

    const field = await screen.findByLabelText('Add a note');
    await user.click(field);
    await user.keyboard('Strong Go. Ask @da');
    const listbox = await screen.findByRole('listbox', { name: 'Teammates' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dana Lee', 'Sam Dalton']);
    expect(within(listbox).getByRole('option', { name: 'Dana Lee' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Down to Sam, up back to Dana (the focus stays in the text), Enter inserts her full name.
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'Sam Dalton' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Sam Dalton' }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('Strong Go. Ask @Dana Lee ');
    expect(field).toHaveFocus();

    // Escape closes the list without touching the text.
    await user.keyboard('and @');
    expect(await screen.findByRole('listbox', { name: 'Teammates' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Backspace}about pay.');
    expect(field).toHaveValue('Strong Go. Ask @Dana Lee and about pay.');
    expect(screen.getByText('39 / 2,000')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Team notes' });
    const note = within(list).getByRole('listitem');
    expect(note).toHaveTextContent('Strong Go. Ask @Dana Lee and about pay.');
    const mark = within(note).getByText('@Dana Lee');
    expect(mark.tagName).toBe('MARK');
    expect(field).toHaveValue('');
    expect(await notesOf(candidateId)).toMatchObject([
      { body: 'Strong Go. Ask @Dana Lee and about pay.', mine: true },
    ]);

    // Dana reads it in her bell.
    const danaCookie = await login(api.app, dana.email, 'company');
    const bell = await injectWith(api, danaCookie, 'GET', '/api/notifications');
    expect(JSON.stringify(bell.json())).toContain('mentioned you in a note on Taylor Reed.');
  });

  it("edits one's own note; a teammate's has neither Edit nor Delete", async () => {
    const { dana, candidateId } = await setUp();
    const danaCookie = await login(api.app, dana.email, 'company');
    await noteAs(danaCookie, candidateId, 'Met Taylor at a meetup.');
    await noteAs(api.cookie, candidateId, 'Rate is within budget.');
    const { user } = renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);

    const list = await screen.findByRole('list', { name: 'Team notes' });
    const [first, second] = within(list).getAllByRole('listitem');
    // Oldest first, each with its author.
    expect(first).toHaveAccessibleName(/^Dana Lee /);
    expect(first).toHaveTextContent('Met Taylor at a meetup.');
    expect(within(first!).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(first!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(second).toHaveTextContent('Rate is within budget.');
    expect(second).not.toHaveTextContent('edited');

    await user.click(within(second!).getByRole('button', { name: 'Edit' }));
    const field = within(second!).getByLabelText('Edit your note');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Rate is within budget.');
    await user.clear(field);
    await user.keyboard('Rate is within budget; ask @sa');
    await user.click(await screen.findByRole('option', { name: 'Sam Dalton' }));
    expect(field).toHaveValue('Rate is within budget; ask @Sam Dalton ');
    await user.click(within(second!).getByRole('button', { name: 'Save note' }));

    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
        'Rate is within budget; ask @Sam Dalton',
      ),
    );
    const edited = within(list).getAllByRole('listitem')[1]!;
    expect(within(edited).getByText('@Sam Dalton').tagName).toBe('MARK');
    expect(await notesOf(candidateId)).toMatchObject([
      { body: 'Met Taylor at a meetup.', mine: false },
      { body: 'Rate is within budget; ask @Sam Dalton', mine: true },
    ]);
    expect(edited).toHaveTextContent('edited');
    expect(within(list).getAllByRole('listitem')[0]).not.toHaveTextContent('edited');
  });

  it('deletes a note only once confirmed', async () => {
    const { candidateId } = await setUp();
    await noteAs(api.cookie, candidateId, 'Not sure about the start date.');
    const { user } = renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);
    const list = await screen.findByRole('list', { name: 'Team notes' });
    const note = within(list).getByRole('listitem');

    await user.click(within(note).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(note).toBeVisible();
    expect(await notesOf(candidateId)).toHaveLength(1);

    await user.click(within(note).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete note' }),
    );
    expect(await screen.findByText('No notes yet. Notes are private to your team.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
    expect(await notesOf(candidateId)).toEqual([]);
  });

  it('keeps what is typed, a new note and an edit, when the panel goes away and comes back', async () => {
    const { candidateId } = await setUp();
    await noteAs(api.cookie, candidateId, 'First call went well.');
    const first = renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);
    await first.user.type(await screen.findByLabelText('Add a note'), 'Half-written thought');
    const note = within(await screen.findByRole('list', { name: 'Team notes' })).getByRole(
      'listitem',
    );
    await first.user.click(within(note).getByRole('button', { name: 'Edit' }));
    await first.user.type(within(note).getByLabelText('Edit your note'), ' Second one too.');
    cleanup();

    renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);
    expect(await screen.findByLabelText('Add a note')).toHaveValue('Half-written thought');
    expect(await screen.findByLabelText('Edit your note')).toHaveValue(
      'First call went well. Second one too.',
    );
    // Another candidate has a draft of its own.
    cleanup();
    const other = await createCandidate(api.db, { firstName: 'Rae', lastName: 'Other' });
    renderWithApp(<CandidateNotesPanel candidateId={other.id} />);
    expect(await screen.findByLabelText('Add a note')).toHaveValue('');
  });

  it('checks the text as the server does: empty, and the counter over NOTE_MAX', async () => {
    const { candidateId } = await setUp();
    const { user } = renderWithApp(<CandidateNotesPanel candidateId={candidateId} />);
    await screen.findByText('No notes yet. Notes are private to your team.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pipelineTexts.noteRequired);
    const field = await screen.findByLabelText('Add a note');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(field);
    await user.paste('x'.repeat(NOTE_MAX + 1));
    expect(screen.getByText('2,001 / 2,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooLong('Note', NOTE_MAX));
    expect(await notesOf(candidateId)).toEqual([]);
  });
});
