/** Company-only pages (spec 1 §2): dashboard, onboarding, upgrade. Guarded by the router. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

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
  {
    path: paths.onboardingComplete.path,
    lazy: async () => ({
      Component: (await import('../routes/company/onboarding-complete')).OnboardingCompleteRoute,
    }),
  },
  {
    path: paths.upgrade.path,
    lazy: async () => ({ Component: (await import('../routes/company/upgrade')).UpgradeRoute }),
  },
];
