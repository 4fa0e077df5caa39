/**
 * "Vetted by WarmIntro" on a candidate's profile (issue #35 part 5, docs/decisions/078), against
 * the real API: after an approval with a scorecard, the page shows the day and the names of the
 * criteria rated 3 or 4 — never a rating, never a note, never a criterion that did not pass.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vettingCriterionLabels } from '../../../../shared/admin/scorecard';
import { createCandidate, injectAs, injectWith } from '../../../../../test/helpers';
import { approveBody } from '../../../../../test/support/valid-bodies';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { CandidateProfile } from './candidate-profile';

const api = await startComponentApi();

describe('CandidateProfile: Vetted by WarmIntro (ADR 078)', () => {
  it('shows the date and the passed criteria only', async () => {
    const candidate = await createCandidate(api.db, {
      firstName: 'Noor',
      lastName: 'Haddad',
      status: 'pending',
    });
    const admin = await injectAs(api, 'admin');
    const body = approveBody();
    const approved = await injectWith(
      api,
      admin.cookie,
      'POST',
      `/api/admin/candidates/${candidate.id}/approve`,
      body,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const day = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });

    const { container } = renderWithApp(
      <CandidateProfile candidateId={candidate.id} notFound={<p>Not found</p>} />,
      { path: `/talent/${candidate.id}` },
    );
    const summary = await screen.findByRole('region', {
      name: `Vetted by WarmIntro on ${day}`,
    });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      vettingCriterionLabels.technicalDepth,
      vettingCriterionLabels.communication,
      vettingCriterionLabels.seniorityMatches,
    ]);
    const text = container.textContent ?? '';
    expect(text).not.toContain(vettingCriterionLabels.referencesChecked);
    for (const { note } of Object.values(body.criteria)) expect(text).not.toContain(note);
    expect(text).not.toMatch(/Below the bar|Meets the bar|4 — Strong|rating/i);
  });
});
