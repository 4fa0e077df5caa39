/** Company-only pages (spec 1 §2): dashboard, onboarding, upgrade. Guarded by the router. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

const loadOnboarding = async () => ({
  Component: (await import('../routes/company/onboarding-preferences')).OnboardingPreferencesRoute,
});

export const companyRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    lazy: async () => ({ Component: (await import('../routes/company/dashboard')).DashboardRoute }),
  },
  { path: paths.onboardingPreferences.path, lazy: loadOnboarding },
  { path: paths.onboardingWelcome.path, lazy: loadOnboarding },
  placeholder(
    paths.onboardingComplete.path,
    'Setup Complete',
    'You can adjust your preferences later in company settings.',
  ),
  placeholder(
    paths.upgrade.path,
    'Upgrade to Pro',
    'Unlimited intro requests, full access to talent feed, priority intro handling and advanced search filters for $99 per month.',
  ),
];
