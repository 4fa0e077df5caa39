/**
 * The company's hiring preferences, edited in the Account tab (spec 1 §2 "Company onboarding",
 * §5 "Preferences"; issue #15), used as a person uses them — by label, role and keyboard — against
 * the real API (issue #29: component tests). The budget slider is Radix Slider again (ADR 054).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { PreferencesCard } from './preferences-card';

const api = await startComponentApi();

describe('PreferencesCard', () => {
  it('saves what was chosen with the mouse and the keyboard, the budget by its slider keys', async () => {
    await api.signInAs('company');
    const { user } = renderWithApp(<PreferencesCard />);
    await user.click(screen.getByRole('button', { name: 'Adjust Preferences' }));

    await user.click(await screen.findByRole('radio', { name: 'Hybrid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contract' }));
    // A checkbox ticked with the space bar.
    screen.getByRole('checkbox', { name: 'Engineering' }).focus();
    await user.keyboard(' ');

    // Budget: the minimum moves one step up with the right arrow, the maximum ten down with Page Down.
    const low = screen.getByRole('slider', { name: 'Minimum monthly budget' });
    const high = screen.getByRole('slider', { name: 'Maximum monthly budget' });
    const before = [
      Number(low.getAttribute('aria-valuenow')),
      Number(high.getAttribute('aria-valuenow')),
    ];
    low.focus();
    await user.keyboard('{ArrowRight}');
    high.focus();
    await user.keyboard('{PageDown}');
    const step = Number(low.getAttribute('aria-valuenow')) - before[0]!;
    expect(step).toBeGreaterThan(0);
    expect(Number(high.getAttribute('aria-valuenow'))).toBe(before[1]! - 10 * step);
    expect(low).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\$[\d,]+$/));

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Saved!')).toBeVisible();

    const saved = await api.app.inject({
      method: 'GET',
      url: '/api/companies/me/preferences',
      headers: { cookie: api.cookie },
    });
    expect(saved.json()).toMatchObject({
      hiringMode: 'Hybrid',
      engagementTypes: ['Contract'],
      primaryRoles: ['Engineering'],
      monthlyBudget: [before[0]! + step, before[1]! - 10 * step],
    });
  });

  it('says what is missing and saves nothing when no engagement type or role is ticked', async () => {
    await api.signInAs('company');
    const { user } = renderWithApp(<PreferencesCard />);
    await user.click(screen.getByRole('button', { name: 'Adjust Preferences' }));
    await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please select at least one engagement type.')).toBeTruthy();
    expect(screen.getByText('Please select at least one primary role.')).toBeTruthy();
    // Keyboard focus goes to the first group in error.
    const engagement = screen.getByRole('group', { name: /Engagement Types/ });
    await waitFor(() =>
      expect(within(engagement).getAllByRole('checkbox')[0]).toBe(document.activeElement),
    );
    expect(api.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
