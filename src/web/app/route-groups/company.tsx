/** Company-only pages (spec 1 §2): dashboard, team (issue #33), pipeline and saved searches (issue #34), onboarding, upgrade. Guarded by the router. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { UpgradeGate } from '../routes/company/upgrade-gate';

const loadOnboarding = async () => ({
  Component: (await import('../routes/company/onboarding-preferences')).OnboardingPreferencesRoute,
});

export const companyRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    lazy: async () => ({ Component: (await import('../routes/company/dashboard')).DashboardRoute }),
  },
  {
    path: paths.team.path,
    lazy: async () => ({ Component: (await import('../routes/company/team')).TeamRoute }),
  },
  {
    path: paths.pipeline.path,
    lazy: async () => ({ Component: (await import('../routes/company/pipeline')).PipelineRoute }),
  },
  {
    path: paths.shortlist.path,
    lazy: async () => ({
      Component: (await import('../routes/company/shortlist')).ShortlistRoute,
    }),
  },
  {
    path: paths.savedSearches.path,
    lazy: async () => ({
      Component: (await import('../routes/company/saved-searches')).SavedSearchesRoute,
    }),
  },
  { path: paths.onboardingPreferences.path, lazy: loadOnboarding },
  { path: paths.onboardingWelcome.path, lazy: loadOnboarding },
  {
    path: paths.onboardingComplete.path,
    lazy: async () => ({
      Component: (await import('../routes/company/onboarding-complete')).OnboardingCompleteRoute,
    }),
  },
];

/** `/upgrade`: a company's way to Pro; a visitor goes to `/pricing` instead (issue #30). */
export const upgradeRoute: RouteObject = {
  // Static, as the other guards are: it is a few lines, and what it uses is in the start chunk.
  Component: UpgradeGate,
  children: [
    {
      path: paths.upgrade.path,
      lazy: async () => ({ Component: (await import('../routes/company/upgrade')).UpgradeRoute }),
    },
  ],
};
