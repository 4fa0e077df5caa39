/**
 * The talent card's action for a company (spec 1 §4 "Intro request status (company view)"), with
 * cards read from the real feed API (issue #29: component tests). Issue #32 item 3: every button
 * follows what the server allows next (`intro.actions`, decided by the lifecycle); the card
 * derives no action of its own from the intro's status.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntroStatus } from '../../../../shared/intro-requests/display-state';
import type { TalentCard } from '../../../../shared/talent-feed/schemas';
import { createCandidate, createIntro, injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
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
