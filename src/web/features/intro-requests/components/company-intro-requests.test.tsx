/**
 * The company dashboard's intro card (issue #30 "Phone and clarity": one primary next step from
 * the server's allowed actions, the rest in a menu), used as a company uses it, against the real
 * API (issue #29: component tests). What the menu offers is what the server allows
 * (`intro.actions`, decided by the lifecycle), nothing more.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCandidate, createIntro, injectWith } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { CompanyIntroRequests } from './company-intro-requests';

const api = await startComponentApi();

const HOUR = 60 * 60 * 1000;

/** A company signed in, with an intro to Sarah Chen in `status`. */
async function companyWithIntro(status: 'requested' | 'accepted') {
  const { id: companyId } = await api.signInAs('company');
  const sarah = await createCandidate(api.db, { firstName: 'Sarah', lastName: 'Chen' });
  const intro = await createIntro(api.db, { companyId, candidateId: sarah.id }, status);
  return { sarah, intro };
}

/** What the server allows the company to do next with the intro. */
async function allowedActions(id: string) {
  const res = await injectWith(api, api.cookie, 'GET', `/api/intro-requests/${id}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { actions: string[] }).actions;
}

/** The filled (primary) buttons and links in `element`: the button styles that fill. */
function filledActions(element: HTMLElement) {
  return [
    ...within(element).queryAllByRole('button'),
    ...within(element).queryAllByRole('link'),
  ].filter((el) => /\b(bg-brand-700|bg-slate-900)\b/.test(el.className));
}

/** Presses Tab until `element` has focus (as a keyboard user reaches it), at most 40 times. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

function menuItemNames() {
  const menu = screen.getByRole('menu', { name: 'More actions for Sarah Chen' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('CompanyIntroRequests: an intro card', () => {
  it('shows one primary next step and keeps the rest in a menu opened by keyboard (issue #30)', async () => {
    const { intro } = await companyWithIntro('accepted');
    const allowed = await allowedActions(intro.id);
    expect(allowed).toEqual(expect.arrayContaining(['schedule', 'book_call', 'offer_slots']));
    expect(allowed).not.toContain('propose_gig');
    expect(allowed).not.toContain('cancel_call');

    const { user } = renderWithApp(<CompanyIntroRequests />, { path: '/dashboard' });
    const card = await screen.findByRole('article', { name: 'Sarah Chen' });

    // One primary step: confirming the call booked through the calendar link.
    expect(filledActions(card).map((el) => el.textContent)).toEqual(['Confirm Call Booked']);
    // The status reads as a status, not a button.
    expect(within(card).getByText('Book Intro Call').tagName).toBe('SPAN');
    expect(within(card).queryByRole('button', { name: 'Book Intro Call' })).toBeNull();
    // The secondary actions are not on the card itself.
    for (const name of ['Schedule Meeting', 'Offer Times Instead', 'View', 'Propose Gig']) {
      expect(within(card).queryByRole('button', { name })).toBeNull();
      expect(within(card).queryByRole('link', { name })).toBeNull();
    }

    // Enter on the menu's button opens it, the first entry focused.
    const more = within(card).getByRole('button', { name: 'More actions for Sarah Chen' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await tabTo(user, more);
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // Exactly what the server allows (and the intro's page); not Propose Gig before the call.
    expect(menuItemNames()).toEqual(['Offer Times Instead', 'Schedule Meeting', 'View']);
    expect(screen.getByRole('menuitem', { name: 'Offer Times Instead' })).toHaveFocus();
    expect(screen.queryByRole('menuitem', { name: 'Propose Gig' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Cancel Call' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Confirm Call Booked' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      `/intro-confirmation/${intro.candidateId}?requestId=${intro.id}`,
    );

    // Escape closes it and gives the focus back; ArrowDown opens it again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'More actions for Sarah Chen' })).toBeVisible();

    // Choosing an entry by keyboard opens its form on the card, which takes the focus.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    const times = within(card).getByRole('group', { name: /^Times for a 30-minute call/ });
    expect(within(times).getByLabelText('Time 1')).toHaveFocus();
  });

  it('once the call is booked: Propose Gig is the primary step, Reschedule and Cancel Call in the menu (issue #30)', async () => {
    const { intro } = await companyWithIntro('accepted');
    const when = new Date(Date.now() + 48 * HOUR);
    when.setMinutes(0, 0, 0);
    const booked = await injectWith(
      api,
      api.cookie,
      'POST',
      `/api/intro-requests/${intro.id}/book`,
      {
        meetingTime: when.toISOString(),
      },
    );
    expect(booked.statusCode).toBe(200);
    const allowed = await allowedActions(intro.id);
    expect(allowed).toEqual(expect.arrayContaining(['propose_gig', 'offer_slots', 'cancel_call']));
    // The call has not started: the server does not allow marking it completed yet.
    expect(allowed).not.toContain('complete_meeting');
    expect(allowed).not.toContain('book_call');

    const { user } = renderWithApp(<CompanyIntroRequests />, { path: '/dashboard' });
    const card = await screen.findByRole('article', { name: 'Sarah Chen' });
    expect(await within(card).findByText('Call Scheduled')).toBeVisible();
    const primary = filledActions(card);
    expect(primary.map((el) => el.textContent)).toEqual(['Propose Gig']);
    expect(primary[0]).toHaveAttribute('href', `/dashboard/gigs/propose/${intro.candidateId}`);
    expect(within(card).queryByRole('button', { name: 'Confirm Call Booked' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'More actions for Sarah Chen' }));
    expect(menuItemNames()).toEqual(['Reschedule', 'Cancel Call', 'View']);
    for (const name of [
      'Mark Meeting Completed',
      'Confirm Call Booked',
      'Offer Times Instead',
      'Schedule Meeting',
      'Propose Gig',
    ]) {
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    }
  });
});
