/**
 * Issue #30: a candidate who logs in on the company login (or a company on the candidate login)
 * gets "Invalid email or password." and the way to the other login, which works. Against the real
 * API (spec 1 §2 "Company login", spec 2 §2 "Candidate login").
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCandidate, TEST_PASSWORD } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { LoginForm } from './login-form';

const api = await startComponentApi();

describe('LoginForm', () => {
  it("shows a candidate on the company login the candidate login, after the spec's message (issue #30)", async () => {
    const kim = await createCandidate(api.db, { firstName: 'Kim' });
    const { user } = renderWithApp(<LoginForm userType="company" onSuccess={() => {}} />, {
      path: '/login/company',
    });
    await user.type(screen.getByLabelText('Work Email'), kim.email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Invalid email or password. Joined as a candidate? Log in on the candidate login.',
    );
    await user.click(within(alert).getByRole('link', { name: 'Log in on the candidate login' }));
    expect(await screen.findByText('Page: /login/candidate')).toBeInTheDocument();
  });

  it('shows a company on the candidate login the company login', async () => {
    const { user } = renderWithApp(<LoginForm userType="candidate" onSuccess={() => {}} />, {
      path: '/login/candidate',
    });
    await user.type(screen.getByLabelText('Email'), 'someone@company.example');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'Log in on the company login' }),
    ).toHaveAttribute('href', '/login/company');
  });
});
