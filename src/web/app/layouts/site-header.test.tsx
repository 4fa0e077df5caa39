/**
 * The header while the session is being determined (issue #30 "Grey placeholder bars in the header
 * on every public page load", docs/decisions/061): a browser with no sign-in behind it sees the
 * visitor's bar at once — the bar the prerendered pages hold — and a browser that was signed in
 * last time sees spec 1 §2's loading placeholder until the session says who it is. Against the
 * real API.
 */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startComponentApi } from '../../../../test/web/api';
import { renderWithApp } from '../../../../test/web/render';
import { guestSession, toSessionState } from '../../features/auth/api/get-session';
import { DesktopNav } from './desktop-nav';
import { getNavEntries } from './nav-entries';
import { SiteHeader } from './site-header';

const api = await startComponentApi();
const HINT = 'warmintro:signed-in';

afterEach(() => window.localStorage.clear());

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('the header before the session is known (ADR 061)', () => {
  it("shows a visitor the visitor's bar from the first render, never the placeholder", async () => {
    renderWithApp(<SiteHeader />);
    // The first render, before /api/session has answered.
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(main()).toHaveTextContent('Contact');
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    // Once known, still the visitor's bar, and the browser remembers it is not signed in.
    expect(await screen.findByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(window.localStorage.getItem(HINT)).toBeNull();
  });

  it('shows someone signed in last time the placeholder, then their own bar; signing out forgets it', async () => {
    await api.signInAs('admin');
    const first = renderWithApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Candidates' })).toBeVisible();
    expect(window.localStorage.getItem(HINT)).toBe('1');
    first.unmount();

    // The next page load: the placeholder until the session answers, no visitor's Login.
    const second = renderWithApp(<SiteHeader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Candidates' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    second.unmount();

    // Signed out elsewhere: once the session says guest, the hint is gone.
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: api.cookie },
      payload: {},
    });
    renderWithApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(window.localStorage.getItem(HINT)).toBeNull();
  });

  it('opens the Login menu pressed before its code was there, once the code arrives', async () => {
    const entries = getNavEntries(toSessionState(guestSession, false));
    function Bar() {
      const [menus, setMenus] = useState(false);
      return (
        <>
          <DesktopNav entries={entries} menus={menus} />
          <button type="button" onClick={() => setMenus(true)}>
            Code arrives
          </button>
        </>
      );
    }
    const { user } = renderWithApp(<Bar />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('menu')).toBeNull();
    // The dropdown's code is there (a wide screen, hydrated): the pressed menu opens by itself.
    await user.click(screen.getByRole('button', { name: 'Code arrives' }));
    expect(await screen.findByRole('menuitem', { name: 'Company Login' })).toBeVisible();
  });
});
