/**
 * The notifications bell of a company or a candidate (issue #16; docs/decisions/040-notifications.md:
 * the side a step happened to is told — a candidate when a company requests an intro, a company
 * when the candidate accepts or declines; newest first, 20 a page; opening one marks it read and
 * goes to the place to act — the candidate's dashboard Intro Requests tab, the company's intro
 * page; 'Mark all as read' clears the count), used by keyboard against the real API. The
 * notifications come from real intro steps taken through the API, except for the long list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationText } from '../../../../shared/notifications/schemas';
import { paths } from '../../../../shared/paths';
import { insertNotifications } from '../../../../server/features/notifications/notifications.repo';
import {
  createCandidate,
  createCompany,
  injectWith,
  login,
  TEST_PAY,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { NotificationBell } from './notification-bell';

const api = await startComponentApi();

/** A company that has finished onboarding, signed in through the API. */
async function company(companyName: string) {
  const co = await createCompany(api.db, { onboardingStatus: 'complete', companyName });
  return { ...co, cookie: await login(api.app, co.email, 'company') };
}

/** A candidate, signed in through the API. */
async function candidate(firstName: string, lastName: string) {
  const person = await createCandidate(api.db, { firstName, lastName });
  return { ...person, cookie: await login(api.app, person.email, 'candidate') };
}

/** `by` requests an intro with `to` (POST /api/intro-requests). @returns the intro's id. */
async function requestIntro(by: { cookie: string }, to: { id: string }) {
  const res = await injectWith(api, by.cookie, 'POST', '/api/intro-requests', {
    candidateId: to.id,
    ...TEST_PAY,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

interface Item {
  id: string;
  text: string;
  readAt: string | null;
}
/** The notifications as the server holds them for the holder of `cookie`. */
async function serverBell(cookie: string) {
  const res = await injectWith(api, cookie, 'GET', '/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; unreadCount: number };
}

/** Opens the bell from the keyboard: Tab to it, then `key`. @returns the open panel. */
async function openByKeyboard(user: ReturnType<typeof renderWithApp>['user'], key = '{Enter}') {
  await user.tab();
  expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
  await user.keyboard(key);
  return screen.findByRole('dialog', { name: 'Notifications' });
}

/**
 * Checks the panel lists exactly these notifications, in this order, by the start of their
 * accessible names (the time follows, e.g. 'just now').
 */
function expectItems(panel: HTMLElement, names: string[]) {
  const links = within(panel).queryAllByRole('link');
  expect(links).toHaveLength(names.length);
  names.forEach((name, i) =>
    expect(links[i]).toHaveAccessibleName(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    ),
  );
}

describe('NotificationBell', () => {
  it("names the unread count, lists what happened newest first, and 'Mark all as read' reaches the server", async () => {
    const kim = await candidate('Kim', 'Cho');
    await requestIntro(await company('Nimbus Labs'), kim);
    await requestIntro(await company('Orbit Works'), kim);
    await api.signIn(kim.email, 'candidate');

    const { user } = renderWithApp(<NotificationBell />, { path: '/candidate-dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    const panel = await openByKeyboard(user);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expectItems(panel, [
      'Unread: Orbit Works requested an intro with you.',
      'Unread: Nimbus Labs requested an intro with you.',
    ]);

    // Focus starts on 'Mark all as read'; Enter marks them all.
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    expect(markAll).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expectItems(panel, [
      'Orbit Works requested an intro with you.',
      'Nimbus Labs requested an intro with you.',
    ]);
    expect(markAll).toBeDisabled();
    expect(api.requests).toContain('POST /api/notifications/read-all');

    const held = await serverBell(kim.cookie);
    expect(held.unreadCount).toBe(0);
    expect(held.items.map((n) => n.readAt)).toEqual([expect.any(String), expect.any(String)]);

    // Escape closes the panel and gives focus back to the bell.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(bell).toHaveFocus();
  });

  it('opens one by keyboard: it goes to its page, is read on the server, and the count drops', async () => {
    const nimbus = await company('Nimbus Labs');
    const kim = await candidate('Kim', 'Cho');
    const lee = await candidate('Lee', 'Park');
    const kimIntro = await requestIntro(nimbus, kim);
    const leeIntro = await requestIntro(nimbus, lee);
    for (const [who, intro, response] of [
      [kim, kimIntro, 'accepted'],
      [lee, leeIntro, 'declined'],
    ] as const) {
      const res = await injectWith(
        api,
        who.cookie,
        'POST',
        `/api/candidates/me/intro-requests/${intro}/respond`,
        { response },
      );
      expect(res.statusCode).toBe(200);
    }
    await api.signIn(nimbus.email, 'company');

    const { user, unmount } = renderWithApp(<NotificationBell />, { path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const panel = await openByKeyboard(user, ' ');
    expectItems(panel, [
      'Unread: Lee Park declined your intro request.',
      'Unread: Kim Cho accepted your intro request.',
    ]);

    // Tab past 'Mark all as read' to the second notification, and open it with Enter.
    await user.tab();
    await user.tab();
    const accepted = within(panel).getByRole('link', { name: /Kim Cho accepted/ });
    expect(accepted).toHaveFocus();
    await user.keyboard('{Enter}');

    // The company's intro page for Kim (renderWithApp names where a link went).
    expect(await screen.findByText(`Page: /intro-confirmation/${kim.id}`)).toBeVisible();
    await waitFor(async () => expect((await serverBell(nimbus.cookie)).unreadCount).toBe(1));
    const held = await serverBell(nimbus.cookie);
    expect(held.items.map((n) => [n.text, n.readAt === null])).toEqual([
      ['Lee Park declined your intro request.', true],
      ['Kim Cho accepted your intro request.', false],
    ]);
    expect(api.requests).toContain(`POST /api/notifications/${held.items[1]!.id}/read`);

    // On the next page the bell counts one.
    unmount();
    renderWithApp(<NotificationBell />, { path: paths.introConfirmation.path });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it("says there is nothing yet, with 'Mark all as read' off, when nothing happened", async () => {
    await api.signInAs('candidate');
    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openByKeyboard(user);
    expect(
      await within(panel).findByText(
        'No notifications yet. What happens to your intros, meetings, gigs and messages shows up here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("lists 20 at first and the older ones after 'Show older'", async () => {
    const kim = await candidate('Kim', 'Cho');
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 21 }, (_, i) => ({
      userId: kim.id,
      kind: 'intro_requested' as const,
      data: { name: `Company ${i + 1}` },
      link: paths.candidateDashboard.getHref('intro-requests'),
      createdAt: new Date(start + i * 60_000),
    }));
    await insertNotifications(api.db, rows);
    await api.signIn(kim.email, 'candidate');

    const { user } = renderWithApp(<NotificationBell />);
    const panel = await openByKeyboard(user);
    expect(screen.getByRole('button', { name: 'Notifications, 21 unread' })).toBeVisible();
    const newestFirst = rows.map((r) => `Unread: ${notificationText(r.kind, r.data)}`).reverse();
    await waitFor(() => expectItems(panel, newestFirst.slice(0, 20)));

    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expectItems(panel, newestFirst));
    expect(newestFirst[20]).toBe('Unread: Company 1 requested an intro with you.');
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });
});
