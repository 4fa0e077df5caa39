/**
 * Issue #30 "A stale second tab": a candidate who accepted an intro in one tab and presses Decline
 * in another, older one is told what happened ("You already accepted this intro.") instead of
 * "Failed to decline the request. Please try again.", and the list shows the intro as accepted
 * (spec 2 §2 "Candidate dashboard", §4). Against the real API.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createCompany,
  createIntro,
  createTeammate,
  injectWith,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { CandidateIntroRequestsTab } from './candidate-intro-requests-tab';

const api = await startComponentApi();

/** The signed-in candidate's one intro request, from a new company named `companyName`. */
async function introFrom(companyName: string) {
  const candidate = await api.signInAs('candidate');
  const company = await createCompany(api.db, { companyName });
  const intro = await createIntro(api.db, { companyId: company.id, candidateId: candidate.id });
  return { candidate, intro };
}

describe('CandidateIntroRequestsTab', () => {
  it('answers Decline on an intro accepted in another tab with what happened, and shows it accepted (issue #30)', async () => {
    const { intro } = await introFrom('Stale Tab Labs');
    const { user } = renderWithApp(<CandidateIntroRequestsTab />, { path: '/candidate-dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Stale Tab Labs' })).closest('li')!;
    expect(within(card).getByText('Pending Response')).toBeInTheDocument();

    // Tab A accepts.
    const accepted = await injectWith(
      api,
      api.cookie,
      'POST',
      `/api/candidates/me/intro-requests/${intro.id}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.statusCode).toBe(200);

    // Tab B, still showing the request as pending, declines.
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const toast = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toast).findByText('You already accepted this intro.')).toBeInTheDocument();
    expect(within(toast).getByText('Already Responded')).toBeInTheDocument();
    expect(within(toast).queryByText(/Please try again/)).toBeNull();
    // The view is read again: accepted, no more Accept or Decline.
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('CandidateIntroRequestsTab: who asked (issue #33 item 8)', () => {
  it('names the member of the company who asked, with their title and the company', async () => {
    const candidate = await api.signInAs('candidate');
    const company = await createCompany(api.db, { companyName: 'Acme Team Labs' });
    const dana = await createTeammate(api.db, company.id, {
      fullName: 'Dana Lee',
      jobTitle: 'Head of Engineering',
    });
    await createIntro(api.db, { companyId: company.id, candidateId: candidate.id }, 'requested', {
      requestedBy: dana.id,
    });
    renderWithApp(<CandidateIntroRequestsTab />, { path: '/candidate-dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Acme Team Labs' })).closest('li')!;
    expect(
      within(card).getByText('Requested by Dana Lee, Head of Engineering at Acme Team Labs'),
    ).toBeVisible();
  });
});
