/**
 * "Where You're Signed In" (issue #31 item 6; docs/decisions/066), against the real API: the
 * account's sessions with this one marked, "Sign out" for another, "Sign out everywhere else".
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { SessionsCard } from './sessions-card';

const api = await startComponentApi();

/** Another sign-in of the same account, from a phone elsewhere. */
async function signInOnPhone(email: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    remoteAddress: '198.51.100.9',
    payload: { email, password: 'correct-horse-battery', userType: 'candidate' },
  });
  expect(res.statusCode).toBe(200);
}

describe('SessionsCard (ADR 066)', () => {
  it('lists this device and another; signs the other out, then everywhere else', async () => {
    const me = await api.signInAs('candidate');
    await signInOnPhone(me.email);
    await login(api.app, me.email, 'candidate');
    const { user } = renderWithApp(<SessionsCard />);

    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('This device')).toBeVisible();
    const phone = within(list)
      .getByText(/Safari on iOS/)
      .closest('li')!;
    expect(phone).toHaveTextContent('Network 198.51.100.0/24');

    await user.click(within(phone).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeVisible();
    await screen.findByText((_, el) => el?.tagName === 'UL' && el.children.length === 2);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Only this device is signed in now.')).toBeVisible();
    await screen.findByText((_, el) => el?.tagName === 'UL' && el.children.length === 1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    // This session goes on.
    expect(
      (await api.app.inject({ url: '/api/session', headers: { cookie: api.cookie } })).json()
        .isValid,
    ).toBe(true);
  });
});
