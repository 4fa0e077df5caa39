/**
 * An admin without two-factor gets "Set up two-factor authentication" on every admin page, not
 * pages whose every request the server refuses (issue #31 item 4; docs/decisions/067); once it is
 * on and the recovery codes are saved, the admin area appears. Against the real API.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { createAdmin, totpCode } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { RequireRole } from '../../auth/components/require-role';
import { AdminLayout } from './admin-layout';

const api = await startComponentApi();
// The header's live counts stream is not part of this test.
vi.stubGlobal('EventSource', undefined);
afterAll(() => vi.unstubAllGlobals());

describe('AdminLayout: admins must have two-factor (ADR 067)', () => {
  it('shows the setup instead of the admin area until two-factor is on', async () => {
    const admin = await createAdmin(api.db, undefined, { twoFactor: false });
    await api.signIn(admin.email, 'admin');
    const { user } = renderWithApp(
      <RequireRole role="admin">
        <AdminLayout />
      </RequireRole>,
      { path: '/admin/candidates' },
    );

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(twoFactorTexts.requiredForAdmins)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Candidates/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();

    const key = (await screen.findByLabelText('Setup key')).textContent!.replace(/ /g, '');
    await user.type(screen.getByLabelText(twoFactorTexts.codeLabel), await totpCode(key));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The session says two-factor is on now; the codes stay until "Done".
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r === 'GET /api/session').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('link', { name: /^Candidates/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Set up two-factor authentication' })).toBeNull();
    // Nothing of the admin API was asked for before two-factor was on.
    const enabledAt = api.requests.indexOf('POST /api/auth/two-factor/enable');
    expect(api.requests.slice(0, enabledAt).filter((r) => r.includes('/api/admin/'))).toEqual([]);
  });
});
