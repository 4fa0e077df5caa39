/**
 * The admin's failed jobs (issue #32 item 4; docs/decisions/071-jobs-on-pg-boss.md), against the
 * real API and the app's real job runner: a run that failed its last retry is listed with its job,
 * attempts and error, and Retry runs it again and clears it from the list.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { AdminJobsPage } from './jobs-page';

const api = await startComponentApi();

describe('AdminJobsPage (ADR 071)', () => {
  it('lists a failed job and retries it', async () => {
    let fail = true;
    let succeeded = 0;
    const jobs = api.app.ctx.jobs;
    jobs.define({
      queue: 'page-test-job',
      retry: { retryLimit: 0 },
      run: async () => {
        if (fail) throw new Error('the provider said no');
        succeeded++;
      },
    });
    await jobs.start();
    await jobs.send('page-test-job');
    await vi.waitFor(async () => expect(await jobs.listFailed()).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    await api.signInAs('admin');
    const { user } = renderWithApp(<AdminJobsPage />, { path: '/admin/jobs' });

    const row = (await screen.findByText('page-test-job')).closest('tr')!;
    expect(row).toHaveTextContent('the provider said no');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('1');
    fail = false;
    await user.click(within(row).getByRole('button', { name: /^Retry/ }));
    await vi.waitFor(() => expect(succeeded).toBe(1), { timeout: 20_000, interval: 100 });
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });
});
