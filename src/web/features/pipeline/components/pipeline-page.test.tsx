/**
 * The pipeline board (issue #34 item 3) against the real API: its nine columns with the counts of
 * the company's real cards, a card moved by keyboard with its "Move to…" menu (Not a fit asks for a
 * reason first), the server's refusal of a move that is no longer allowed, and the phone's list
 * view with its stage filter (`?stage=`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineTexts } from '../../../../shared/pipeline/schemas';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import {
  createCandidate,
  createIntro,
  createTeammate,
  injectWith,
  login,
} from '../../../../../test/helpers';
import { moveRefusedTitle } from '../lib/use-card-mover';
import { PipelinePage } from './pipeline-page';

const api = await startComponentApi();

/** Signs the page in as the owner of a new Pro company. */
async function signInAsOwner() {
  const owner = await createTeamOwner(api, { planTier: 'pro' });
  await api.signIn(owner.email, 'company');
  return owner;
}

async function candidate(firstName: string, lastName: string) {
  const c = await createCandidate(api.db, { firstName, lastName, role: 'Backend Engineer' });
  return { ...c, name: `${firstName} ${lastName}` };
}

/** Puts `candidateId` on a new list of the signed-in company named `name`. */
async function shortlist(name: string, candidateId: string) {
  const list = await injectWith(api, api.cookie, 'POST', '/api/company/shortlists', { name });
  expect(list.statusCode).toBe(201);
  const id = list.json().id as string;
  const put = await injectWith(
    api,
    api.cookie,
    'PUT',
    `/api/company/shortlists/${id}/candidates/${candidateId}`,
  );
  expect(put.statusCode).toBe(204);
}

async function stageOf(candidateId: string) {
  const res = await injectWith(
    api,
    api.cookie,
    'GET',
    `/api/company/candidates/${candidateId}/pipeline`,
  );
  return (res.json() as { card: { stage: string; reason: string | null } | null }).card;
}

/** Presses Tab until `element` has focus (as a keyboard user reaches it), at most 80 times. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 80 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

/** happy-dom's viewport, which its `matchMedia` reads (the phone's list view below 640 px). */
function setViewport(size: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport(
    size,
  );
}

const column = (name: RegExp | string) => screen.getByRole('region', { name });

const renderPage = (path = '/dashboard/pipeline') => renderWithApp(<PipelinePage />, { path });

afterEach(() => {
  setViewport({ width: 1024, height: 768 });
});

describe('PipelinePage: the board (issue #34 item 3)', () => {
  it('shows the nine columns with their counts and the cards from real data', async () => {
    const owner = await signInAsOwner();
    const taylor = await candidate('Taylor', 'Reed');
    await shortlist('Backend Q1', taylor.id);
    const sam = await candidate('Sam', 'Okafor');
    await createIntro(api.db, { companyId: owner.id, candidateId: sam.id }, 'accepted');
    const alex = await candidate('Alex', 'Moreau');
    await createIntro(api.db, { companyId: owner.id, candidateId: alex.id }, 'declined');
    const jo = await candidate('Jo', 'Tanaka');
    await createIntro(api.db, { companyId: owner.id, candidateId: jo.id }, 'requested');

    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    const board = await screen.findByRole('region', { name: 'Pipeline board' });
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Shortlisted, 1 card',
      'Intro requested, 1 card',
      'Accepted, 1 card',
      'Call booked, 0 cards',
      'Call done, 0 cards',
      'Trial, 0 cards',
      'Hired, 0 cards',
      'Not a fit, 0 cards',
      'Withdrawn, 1 card',
    ]);

    const taylorCard = within(column('Shortlisted, 1 card')).getByRole('article', {
      name: taylor.name,
    });
    expect(within(taylorCard).getByRole('link', { name: taylor.name })).toHaveAttribute(
      'href',
      `/talent/${taylor.id}`,
    );
    expect(taylorCard).toHaveTextContent('Backend Engineer');
    expect(within(taylorCard).getByRole('list', { name: 'Lists' })).toHaveTextContent('Backend Q1');
    expect(taylorCard).toHaveTextContent(/Just now|Under an hour/);
    // The next step the server allows, and the moves it allows by hand.
    expect(
      within(taylorCard).getByRole('link', { name: `Request Intro for ${taylor.name}` }),
    ).toBeVisible();
    expect(within(taylorCard).getByRole('button', { name: `Drag ${taylor.name}` })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    expect(
      within(column('Accepted, 1 card')).getByRole('article', { name: sam.name }),
    ).toBeVisible();
    expect(
      within(column('Withdrawn, 1 card')).getByRole('article', { name: alex.name }),
    ).toBeVisible();
    expect(
      within(column('Intro requested, 1 card')).getByRole('article', { name: jo.name }),
    ).toBeVisible();
  });

  it('moves a card with its "Move to…" menu by keyboard; Not a fit asks for a reason', async () => {
    const owner = await signInAsOwner();
    const sam = await candidate('Sam', 'Okafor');
    await createIntro(api.db, { companyId: owner.id, candidateId: sam.id }, 'accepted');
    const lee = await candidate('Lee', 'Park');
    await createIntro(api.db, { companyId: owner.id, candidateId: lee.id }, 'meeting_completed');
    const { user } = renderPage();

    // Hired, for the candidate whose call is done: Tab to the menu, Enter, the arrow keys, Enter.
    const leeCard = await screen.findByRole('article', { name: lee.name });
    await tabTo(user, within(leeCard).getByRole('button', { name: `Move ${lee.name} to…` }));
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: `Move ${lee.name} to…` });
    // Exactly the moves the server allows now.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hired', 'Not a fit…']);
    expect(within(menu).getByRole('menuitem', { name: 'Hired' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${lee.name} moved to Hired.`)).toBeVisible();
    await waitFor(() =>
      expect(
        within(column('Hired, 1 card')).getByRole('article', { name: lee.name }),
      ).toBeVisible(),
    );
    expect((await stageOf(lee.id))?.stage).toBe('hired');

    // Not a fit: the dialog asks why; without a reason it says so.
    const samCard = screen.getByRole('article', { name: sam.name });
    await tabTo(user, within(samCard).getByRole('button', { name: `Move ${sam.name} to…` }));
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Not a fit…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Move ${sam.name} to Not a fit?` });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Not a fit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(pipelineTexts.reasonRequired);
    expect((await stageOf(sam.id))?.stage).toBe('accepted');

    // Escape leaves the card where it was.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(column('Accepted, 1 card')).getByRole('article', { name: sam.name }),
    ).toBeVisible();

    await tabTo(user, within(samCard).getByRole('button', { name: `Move ${sam.name} to…` }));
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    const again = await screen.findByRole('dialog', { name: `Move ${sam.name} to Not a fit?` });
    await user.click(within(again).getByRole('radio', { name: 'Role filled' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${sam.name} moved to Not a fit.`)).toBeVisible();
    const notAFit = await screen.findByRole('region', { name: 'Not a fit, 1 card' });
    expect(within(notAFit).getByRole('article', { name: sam.name })).toHaveTextContent(
      'Reason: Role filled',
    );
    // The focus follows the card to its new column.
    await waitFor(() =>
      expect(within(notAFit).getByRole('article', { name: sam.name })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    expect(await stageOf(sam.id)).toMatchObject({ stage: 'not_a_fit', reason: 'Role filled' });
  });

  it("a move the server no longer allows shows the server's sentence, and the card goes back", async () => {
    const owner = await signInAsOwner();
    const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
    const danaCookie = await login(api.app, dana.email, 'company');
    const sam = await candidate('Sam', 'Okafor');
    await createIntro(api.db, { companyId: owner.id, candidateId: sam.id }, 'accepted');
    const { user } = renderPage();
    const samCard = await within(
      await screen.findByRole('region', { name: 'Accepted, 1 card' }),
    ).findByRole('article', { name: sam.name });

    // Meanwhile Dana marks Sam hired; this board still offers Hired.
    const moved = await injectWith(
      api,
      danaCookie,
      'POST',
      `/api/company/pipeline/${sam.id}/move`,
      {
        stage: 'hired',
      },
    );
    expect(moved.statusCode).toBe(200);

    await tabTo(user, within(samCard).getByRole('button', { name: `Move ${sam.name} to…` }));
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByText(moveRefusedTitle)).toBeVisible();
    expect(screen.getByText(pipelineTexts.moveRefused('Hired', 'Hired'))).toBeVisible();
    // The board is read again: the card where the server has it.
    await waitFor(() =>
      expect(
        within(column('Hired, 1 card')).getByRole('article', { name: sam.name }),
      ).toBeVisible(),
    );
    expect(column('Accepted, 0 cards')).not.toHaveTextContent(sam.name);
  });

  it('on a phone, lists one stage at a time with a stage filter that reads ?stage=', async () => {
    setViewport({ width: 375, height: 812 });
    const owner = await signInAsOwner();
    const taylor = await candidate('Taylor', 'Reed');
    await shortlist('Design maybe', taylor.id);
    const sam = await candidate('Sam', 'Okafor');
    await createIntro(api.db, { companyId: owner.id, candidateId: sam.id }, 'accepted');
    const { user } = renderPage();

    const filter = await screen.findByRole('combobox', { name: 'Stage' });
    expect(screen.queryByRole('region', { name: 'Pipeline board' })).toBeNull();
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Shortlisted (1)',
      'Intro requested (0)',
      'Accepted (1)',
      'Call booked (0)',
      'Call done (0)',
      'Trial (0)',
      'Hired (0)',
      'Not a fit (0)',
      'Withdrawn (0)',
    ]);
    // The first stage with cards.
    expect(filter).toHaveValue('shortlisted');
    const list = await screen.findByRole('list', { name: 'Shortlisted' });
    expect(within(list).getByRole('article', { name: taylor.name })).toBeVisible();

    await user.selectOptions(filter, 'accepted');
    const accepted = await screen.findByRole('list', { name: 'Accepted' });
    expect(within(accepted).getByRole('article', { name: sam.name })).toBeVisible();
    expect(api.requests).toContain('GET /api/company/pipeline?stage=accepted');
    // Each card moves with its menu.
    expect(within(accepted).getByRole('button', { name: `Move ${sam.name} to…` })).toBeVisible();

    await user.selectOptions(filter, 'trial');
    expect(await screen.findByText('No candidates in Trial.')).toBeVisible();
  });

  it("on a wide screen, a column's ?stage= lists it in full, with the way back to the board", async () => {
    const owner = await signInAsOwner();
    const sam = await candidate('Sam', 'Okafor');
    await createIntro(api.db, { companyId: owner.id, candidateId: sam.id }, 'accepted');
    const { user } = renderPage('/dashboard/pipeline?stage=accepted');

    const accepted = await screen.findByRole('list', { name: 'Accepted' });
    expect(within(accepted).getByRole('article', { name: sam.name })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('accepted');
    await user.click(screen.getByRole('button', { name: 'Back to the Board' }));
    expect(await screen.findByRole('region', { name: 'Pipeline board' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
  });

  it('with no card, explains how candidates get on the board', async () => {
    await signInAsOwner();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your pipeline is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Talent' })).toHaveAttribute('href', '/talent');
  });
});
