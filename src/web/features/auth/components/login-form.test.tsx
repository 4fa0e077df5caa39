/**
 * Issue #30: a candidate who logs in on the company login (or a company on the candidate login)
 * gets "Invalid email or password." and the way to the other login, which works. Against the real
 * API (spec 1 §2 "Company login", spec 2 §2 "Candidate login").
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createAdmin,
  createCandidate,
  TEST_PASSWORD,
  TEST_TOTP_SECRET,
  totpCode,
} from '../../../../../test/helpers';
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

  it('asks an account with two-factor for its code after the password; a wrong code stays on the step (ADR 067)', async () => {
    const admin = await createAdmin(api.db);
    const onSuccess = vi.fn();
    const { user } = renderWithApp(<LoginForm userType="admin" onSuccess={onSuccess} />, {
      path: '/admin/login',
    });
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeVisible();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid. Try again.')).toBeVisible();
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await user.type(code, await totpCode(TEST_TOTP_SECRET));
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({ isValid: true, userType: 'admin' });
  });
});
