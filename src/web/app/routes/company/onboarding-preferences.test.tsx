/**
 * Issue #30 "Signup answers ignored": the hiring roles a company ticked at signup start the
 * onboarding's primary roles (spec 1 §2 "Company signup", "Company onboarding"), as long as it has
 * not saved primary roles of its own. Against the real API.
 */
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyPreferences } from '../../../../db/schema';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { OnboardingPreferencesRoute } from './onboarding-preferences';

const api = await startComponentApi();

/** A signed-in company that ticked `hiringRoles` at signup. */
async function companyThatTicked(hiringRoles: string[]) {
  const company = await api.signInAs('company');
  await api.db.update(companies).set({ hiringRoles }).where(eq(companies.id, company.id));
  return company;
}

describe('OnboardingPreferencesRoute', () => {
  it('ticks the primary roles chosen at signup (issue #30)', async () => {
    await companyThatTicked(['Engineering', 'Design', 'Other']);
    renderWithApp(<OnboardingPreferencesRoute />, { path: '/onboarding/preferences' });
    expect(await screen.findByRole('checkbox', { name: 'Engineering' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    for (const role of ['Product', 'Sales', 'Marketing', 'Ops']) {
      expect(screen.getByRole('checkbox', { name: role })).not.toBeChecked();
    }
  });

  it('keeps the primary roles the company saved over those of its signup', async () => {
    const company = await companyThatTicked(['Engineering']);
    await api.db
      .insert(companyPreferences)
      .values({ companyId: company.id, primaryRoles: ['Sales'] });
    renderWithApp(<OnboardingPreferencesRoute />, { path: '/onboarding/preferences' });
    expect(await screen.findByRole('checkbox', { name: 'Sales' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).not.toBeChecked();
  });
});
