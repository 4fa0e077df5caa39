/**
 * The dashboard's hiring funnel (issue #34 item 6) against the real API: the numbers of the last
 * 30 days as text for screen readers (requests, accepted, calls, trials, hires, acceptance rate,
 * median time to answer), the 90-day window, the chart drawn, and the empty state.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { createCandidate, createIntro, injectWith } from '../../../../../test/helpers';
import { FunnelCard } from './funnel-card';

const api = await startComponentApi();
const hour = 3_600_000;
const day = 24 * hour;

async function signInAsOwner() {
  const owner = await createTeamOwner(api, { planTier: 'pro' });
  await api.signIn(owner.email, 'company');
  return owner;
}

const candidate = () => createCandidate(api.db, { role: 'Backend Engineer' });

describe('FunnelCard (issue #34 item 6)', () => {
  it('gives the last 30 days as text for screen readers, and the last 90 on request', async () => {
    const owner = await signInAsOwner();
    const companyId = owner.id;
    const now = new Date();
    await createIntro(api.db, { companyId, candidateId: (await candidate()).id }, 'requested');
    await createIntro(api.db, { companyId, candidateId: (await candidate()).id }, 'accepted', {
      requestedAt: new Date(now.getTime() - 10 * hour),
      answeredAt: now,
    });
    const hired = await candidate();
    await createIntro(api.db, { companyId, candidateId: hired.id }, 'meeting_completed', {
      requestedAt: new Date(now.getTime() - 2 * day),
      answeredAt: new Date(now.getTime() - 2 * day + 6 * hour),
    });
    const move = await injectWith(
      api,
      api.cookie,
      'POST',
      `/api/company/pipeline/${hired.id}/move`,
      {
        stage: 'hired',
      },
    );
    expect(move.statusCode).toBe(200);
    // Older than 30 days, within 90, answered after 36 hours.
    await createIntro(api.db, { companyId, candidateId: (await candidate()).id }, 'declined', {
      requestedAt: new Date(now.getTime() - 40 * day),
      answeredAt: new Date(now.getTime() - 40 * day + 36 * hour),
    });

    const { user } = renderWithApp(<FunnelCard />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Your hiring funnel' })).toBeVisible();
    const numbers = await screen.findByRole('list', { name: 'Your hiring funnel, last 30 days' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Requests: 3',
      'Accepted: 2',
      'Calls: 1',
      'Trials: 0',
      'Hires: 1',
      'Acceptance rate: 67%',
      'Median time to answer: 8 hours',
    ]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The chart, drawn once its code is loaded; hidden from screen readers, who have the list.
    const chart = await screen.findByText(
      (_, el) => el?.tagName.toLowerCase() === 'svg' && el.querySelectorAll('rect').length === 10,
    );
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: '90 days' }));
    const ninety = await screen.findByRole('list', { name: 'Your hiring funnel, last 90 days' });
    expect(within(ninety).getByText('Requests: 4')).toBeInTheDocument();
    expect(within(ninety).getByText('Acceptance rate: 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when there is no request in the window', async () => {
    await signInAsOwner();
    renderWithApp(<FunnelCard />, { path: '/dashboard' });
    expect(await screen.findByText(/No intro requests in the last 30 days/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Talent' })).toHaveAttribute('href', '/talent');
  });
});
