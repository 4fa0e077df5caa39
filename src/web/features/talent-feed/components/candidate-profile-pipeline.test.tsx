/**
 * The pipeline on a candidate's profile page (issue #34 items 1–3), against the real API: a
 * company's member sees Save (with the lists count), the candidate's stage linking to the board,
 * and the team's notes; the candidate, looking at their own profile, sees none of it — not the
 * button, not the stage, not the notes (which no route of theirs carries).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCandidate, injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { CandidateProfile } from './candidate-profile';

const api = await startComponentApi();

describe('CandidateProfile: the pipeline (issue #34)', () => {
  it("shows a member Save, the stage and the team's notes; the candidate sees none of them", async () => {
    const owner = await createTeamOwner(api, { planTier: 'pro' });
    const candidate = await createCandidate(api.db, { firstName: 'Taylor', lastName: 'Reed' });
    await api.signIn(owner.email, 'company');
    const list = await injectWith(api, api.cookie, 'POST', '/api/company/shortlists', {
      name: 'Backend Q1',
    });
    const put = await injectWith(
      api,
      api.cookie,
      'PUT',
      `/api/company/shortlists/${list.json().id}/candidates/${candidate.id}`,
    );
    expect(put.statusCode).toBe(204);
    const note = await injectWith(
      api,
      api.cookie,
      'POST',
      `/api/company/candidates/${candidate.id}/notes`,
      { body: 'Strong on Postgres; keep private.' },
    );
    expect(note.statusCode).toBe(201);

    // The member.
    const member = renderWithApp(
      <CandidateProfile candidateId={candidate.id} notFound={<p>Not found</p>} />,
      { path: `/talent/${candidate.id}` },
    );
    const save = await screen.findByRole('button', { name: 'Save Taylor Reed to a list' });
    await waitFor(() => expect(save).toHaveAccessibleDescription('1 On 1 list'));
    const stage = await screen.findByRole('link', { name: /^Pipeline: Shortlisted · since/ });
    expect(stage).toHaveAttribute('href', '/dashboard/pipeline');
    expect(
      await screen.findByRole('heading', { name: 'Team notes (only your team sees these)' }),
    ).toBeVisible();
    expect(await screen.findByText('Strong on Postgres; keep private.')).toBeVisible();
    member.unmount();

    // The candidate, on their own profile.
    await api.signIn(candidate.email, 'candidate');
    const before = api.requests.length;
    renderWithApp(<CandidateProfile candidateId={candidate.id} notFound={<p>Not found</p>} />, {
      path: `/talent/${candidate.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taylor Reed' })).toBeVisible();
    await waitFor(() => expect(api.requests).toContain('GET /api/session'));
    expect(screen.getByRole('link', { name: 'Back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /to a list/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Team notes/ })).toBeNull();
    expect(screen.queryByText('Strong on Postgres; keep private.')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pipeline:/ })).toBeNull();
    // Nor does their page ask for them.
    expect(api.requests.slice(before).filter((r) => r.includes('/api/company/'))).toEqual([]);
  });
});
