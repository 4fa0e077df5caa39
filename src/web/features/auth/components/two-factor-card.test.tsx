/**
 * "Two-factor authentication" (issue #31 item 4; docs/decisions/067), against the real API:
 * setting it up by QR code or typed key, a wrong first code, the 10 recovery codes, new ones, and
 * turning it off with the password and a code; an admin, who must keep it, gets no "Turn off".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../db/schema';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { TEST_PASSWORD, totpCode } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { TwoFactorCard } from './two-factor-card';

const api = await startComponentApi();

/** 30 seconds, one TOTP step: a code is accepted once, so each code is of a later step. */
const STEP_MS = 30_000;

describe('TwoFactorCard (ADR 067)', () => {
  it('sets two-factor up, shows the recovery codes once, renews them and turns it off', async () => {
    await api.signInAs('candidate');
    const { user } = renderWithApp(<TwoFactorCard />);

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(dialog).toHaveTextContent("Can't scan it? Enter this key in your app:");
    const key = within(dialog).getByLabelText('Setup key').textContent!;
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = key.replace(/ /g, '');

    const code = within(dialog).getByLabelText(twoFactorTexts.codeLabel);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(twoFactorTexts.invalidCode)).toBeVisible();
    expect(code).toHaveValue('000000');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(twoFactorTexts.invalidCode));

    const enabledAt = Date.now();
    await user.clear(code);
    await user.type(code, await totpCode(secret, new Date(enabledAt)));
    await user.keyboard('{Enter}');
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    const recoveryCodes = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent!);
    expect(recoveryCodes).toHaveLength(10);
    expect(screen.getByText(twoFactorTexts.enabledTitle)).toBeVisible();
    expect(dialog).toHaveTextContent(
      'Each code works once. Keep them somewhere safe: they are the way in if you lose your phone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy all' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^On since /)).toBeVisible();
    expect(screen.getByText('10 recovery codes left')).toBeVisible();

    // New recovery codes, proven with one of the old ones.
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const renew = await screen.findByRole('dialog', { name: 'New recovery codes' });
    const renewCode = within(renew).getByLabelText(twoFactorTexts.codeLabel);
    expect(renewCode).toHaveFocus();
    await user.type(renewCode, recoveryCodes[0]!);
    await user.click(within(renew).getByRole('button', { name: 'Get new codes' }));
    const newList = await within(renew).findByRole('list', { name: 'Recovery codes' });
    const newCodes = within(newList)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(recoveryCodes[1]);
    expect(screen.getByText(twoFactorTexts.recoveryCodesTitle)).toBeVisible();
    await user.click(within(renew).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Turning it off: a wrong password keeps what was typed; then the password and a new code.
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    const password = within(off).getByLabelText('Your password');
    expect(password).toHaveFocus();
    await user.type(password, 'not-the-password');
    const offCode = within(off).getByLabelText(twoFactorTexts.codeLabel);
    const nextCode = await totpCode(secret, new Date(enabledAt + STEP_MS));
    await user.type(offCode, nextCode);
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(off).findByText('Password is incorrect.')).toBeVisible();
    expect(offCode).toHaveValue(nextCode);
    await user.clear(password);
    await user.type(password, TEST_PASSWORD);
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(twoFactorTexts.disabledTitle)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Set up two-factor' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password first when the login is over 10 minutes old', async () => {
    const me = await api.signInAs('candidate');
    await api.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, me.id));
    const { user } = renderWithApp(<TwoFactorCard />);

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    const password = await within(dialog).findByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('img')).toBeNull();
    await user.type(password, 'not-the-password{Enter}');
    expect(await within(dialog).findByText('Password is incorrect.')).toBeVisible();
    await user.clear(password);
    await user.type(password, `${TEST_PASSWORD}{Enter}`);
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(twoFactorTexts.codeLabel)).toHaveFocus();
  });

  it('warns when 2 recovery codes or fewer are left', async () => {
    const me = await api.signInAs('candidate');
    const setup = await api.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie: api.cookie },
    });
    const enabled = await api.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: api.cookie },
      payload: { code: await totpCode(setup.json().secret) },
    });
    expect(enabled.statusCode, me.email).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    // A recovery code is used up by proving it, as "New recovery codes" would not: re-authenticate.
    for (const code of codes.slice(0, 8)) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        headers: { cookie: api.cookie },
        payload: { password: TEST_PASSWORD, code },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    renderWithApp(<TwoFactorCard />);
    expect(await screen.findByText(/2 recovery codes left: get new ones/)).toBeVisible();
  });

  it('an admin sees that admins keep it on, and no "Turn off"', async () => {
    await api.signInAs('admin');
    renderWithApp(<TwoFactorCard />);
    expect(await screen.findByText(twoFactorTexts.adminsKeepIt)).toBeVisible();
    expect(screen.getByText(/^On since /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
