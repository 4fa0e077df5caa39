/**
 * The talent card's action for a company (spec 1 §4 "Intro request status (company view)"), with
 * cards read from the real feed API (issue #29: component tests). Issue #32 item 3: every button
 * follows what the server allows next (`intro.actions`, decided by the lifecycle); the card
 * derives no action of its own from the intro's status. Issue #33 item 4: a teammate's intro
 * says who asked and when.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  teammateAskedText,
  type IntroStatus,
} from '../../../../shared/intro-requests/display-state';
import type { TalentCard } from '../../../../shared/talent-feed/schemas';
import {
  createCandidate,
  createIntro,
  createTeammate,
  injectWith,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { TalentCardAction, type FeedIntroActions } from './talent-card-action';

const api = await startComponentApi();

/** What the card's buttons did, in order. */
function recordingActions(done: string[]): FeedIntroActions {
  return {
    requestIntro: ({ candidateId }) => done.push(`request ${candidateId}`),
    pendingRequestFor: null,
    schedule: (id) => done.push(`schedule ${id}`),
    pendingScheduleId: null,
    complete: (id) => done.push(`complete ${id}`),
    pendingCompleteId: null,
  };
}

/** A company signed in with an intro to a new candidate in `status`, and that candidate's card. */
async function cardWithIntro(status: IntroStatus, lastName: string): Promise<TalentCard> {
  const { id: companyId } = await api.signInAs('company');
  const candidate = await createCandidate(api.db, { firstName: 'Rae', lastName });
  await createIntro(api.db, { companyId, candidateId: candidate.id }, status);
  const res = await injectWith(api, api.cookie, 'GET', `/api/talent?q=${lastName}`);
  expect(res.statusCode).toBe(200);
  const card = (res.json() as { items: TalentCard[] }).items.find((c) => c.id === candidate.id);
  expect(card?.intro?.status).toBe(status);
  return card!;
}

describe('TalentCardAction: buttons from the server-allowed actions', () => {
  it('offers Re-request Intro on a declined intro because the server allows re_request, and sends it', async () => {
    const card = await cardWithIntro('declined', 'Declinedson');
    expect(card.intro!.actions).toContain('re_request');
    const done: string[] = [];
    const { user } = renderWithApp(
      <TalentCardAction card={card} viewer="company" actions={recordingActions(done)} />,
    );
    expect(screen.getByText('Declined')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Re-request Intro' }));
    expect(done).toEqual([`request ${card.id}`]);
  });

  it('offers Schedule Meeting on an accepted intro because the server allows schedule', async () => {
    const card = await cardWithIntro('accepted', 'Acceptedson');
    expect(card.intro!.actions).toContain('schedule');
    const done: string[] = [];
    const { user } = renderWithApp(
      <TalentCardAction card={card} viewer="company" actions={recordingActions(done)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Meeting' }));
    expect(done).toEqual([`schedule ${card.intro!.id}`]);
  });

  it('shows no button the server does not allow, whatever the status', async () => {
    const declined = await cardWithIntro('declined', 'Refusedson');
    const accepted = await cardWithIntro('accepted', 'Waitson');
    const withNothingAllowed = (card: TalentCard): TalentCard => ({
      ...card,
      intro: { ...card.intro!, actions: [] },
    });
    const actions = recordingActions([]);
    const { unmount } = renderWithApp(
      <TalentCardAction card={withNothingAllowed(declined)} viewer="company" actions={actions} />,
    );
    expect(screen.getByText('Declined')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithApp(
      <TalentCardAction card={withNothingAllowed(accepted)} viewer="company" actions={actions} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe("TalentCardAction: a teammate's intro (issue #33 item 4)", () => {
  it('says which teammate asked, when, and where it stands; not on your own intro', async () => {
    const owner = await createTeamOwner(api, { planTier: 'pro' });
    const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
    const candidate = await createCandidate(api.db, { firstName: 'Rae', lastName: 'Teamson' });
    const at = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await createIntro(api.db, { companyId: owner.id, candidateId: candidate.id }, 'requested', {
      requestedBy: dana.id,
      at,
    });
    const cardFor = async () => {
      const res = await injectWith(api, api.cookie, 'GET', '/api/talent?q=Teamson');
      const card = (res.json() as { items: TalentCard[] }).items.find((c) => c.id === candidate.id);
      expect(card?.intro?.requestedBy?.userId).toBe(dana.id);
      return card!;
    };
    const asked = teammateAskedText('Dana Lee', at, 'requested');
    expect(asked).toMatch(/^Dana asked on \d{1,2} \w{3} — Pending Response$/);

    // The owner reads Dana's request on the card, with no second request to send.
    await api.signIn(owner.email, 'company');
    const ownerCard = await cardFor();
    renderWithApp(
      <TalentCardAction card={ownerCard} viewer="company" actions={recordingActions([])} />,
    );
    expect(await screen.findByText(asked)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intro Requested' })).toBeDisabled();
    cleanup();

    // Dana reads her own request without the line.
    await api.signIn(dana.email, 'company');
    const danaCard = await cardFor();
    renderWithApp(
      <TalentCardAction card={danaCard} viewer="company" actions={recordingActions([])} />,
    );
    expect(await screen.findByRole('button', { name: 'Intro Requested' })).toBeDisabled();
    // The session is read before the line is decided: wait for it, then check.
    await waitFor(() => expect(api.requests).toContain('GET /api/session'));
    await waitFor(() => expect(screen.queryByText(/ asked on /)).toBeNull());
  });
});
