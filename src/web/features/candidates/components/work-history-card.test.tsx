/**
 * The dashboard's Work history card (issue #35 part 4, docs/decisions/080): a candidate adds two
 * jobs with the keyboard, is told the second current job is refused (the shared schema's message,
 * nothing typed lost), moves a job up, removes one, and saves; the server holds the list in that
 * order. Used by role, label and keyboard against the real API (issue #29: component tests).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workHistoryMessages } from '../../../../shared/candidates/work-history';
import { createCandidate } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { useCandidateProfile } from '../api/get-candidate-profile';
import { WorkHistoryCard } from './work-history-card';

const api = await startComponentApi();

function MyWorkHistory() {
  const profile = useCandidateProfile();
  return profile.data ? <WorkHistoryCard key={profile.data.id} profile={profile.data} /> : null;
}

async function serverJobs() {
  const res = await api.app.inject({
    method: 'GET',
    url: '/api/candidates/me',
    headers: { cookie: api.cookie },
  });
  return res.json().workHistory as { company: string; title: string; endMonth: string | null }[];
}

describe('Work history card (ADR 080)', () => {
  it('adds, reorders, removes and saves jobs by keyboard; a refused save keeps what was typed', async () => {
    const { email } = await createCandidate(api.db, { status: 'approved' });
    await api.signIn(email, 'candidate');
    const { user } = renderWithApp(<MyWorkHistory />, { path: '/candidate-dashboard' });
    const add = await screen.findByRole('button', { name: 'Add a job' });

    add.focus();
    await user.keyboard('{Enter}');
    const job1 = screen.getByRole('group', { name: 'Job 1' });
    // The new job's Company field has focus: type straight away.
    expect(within(job1).getByRole('textbox', { name: 'Company' })).toHaveFocus();
    await user.keyboard('Globex');
    await user.tab();
    await user.keyboard('Intern');
    await user.tab();
    await user.paste('2018-01');

    add.focus();
    await user.keyboard('{Enter}');
    const job2 = screen.getByRole('group', { name: 'Job 2' });
    await user.keyboard('Acme Rockets');
    await user.tab();
    await user.keyboard('Staff Engineer');
    await user.tab();
    await user.paste('2021-03');

    // Two current jobs: refused with the schema's message, on the second one.
    await user.click(screen.getByRole('button', { name: 'Save work history' }));
    expect(await within(job2).findByText(workHistoryMessages.oneCurrent)).toBeInTheDocument();
    expect(within(job1).getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
    await user.click(within(job1).getByLabelText('Ended'));
    await user.paste('2019-06');

    // Move Acme up with the keyboard.
    screen.getByRole('button', { name: 'Move job 2 up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Job 1' })).getByRole('textbox', {
          name: 'Company',
        }),
      ).toHaveValue('Acme Rockets'),
    );

    // A third job, then removed.
    add.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('Temporary');
    screen.getByRole('button', { name: 'Remove job 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Job 3' })).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save work history' }));
    await waitFor(async () =>
      expect(await serverJobs()).toEqual([
        expect.objectContaining({
          company: 'Acme Rockets',
          title: 'Staff Engineer',
          endMonth: null,
        }),
        expect.objectContaining({ company: 'Globex', title: 'Intern', endMonth: '2019-06' }),
      ]),
    );
  });
});
