/** The company-only pages' loaders (route-groups/company.tsx, route-groups/lazy-pages.ts). */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const companyPages = {
  dashboard: async () => ({
    Component: (await import('../../routes/company/dashboard')).DashboardRoute,
  }),
  team: async () => ({ Component: (await import('../../routes/company/team')).TeamRoute }),
  pipeline: async () => ({
    Component: (await import('../../routes/company/pipeline')).PipelineRoute,
  }),
  shortlist: async () => ({
    Component: (await import('../../routes/company/shortlist')).ShortlistRoute,
  }),
  savedSearches: async () => ({
    Component: (await import('../../routes/company/saved-searches')).SavedSearchesRoute,
  }),
  onboarding: async () => ({
    Component: (await import('../../routes/company/onboarding-preferences'))
      .OnboardingPreferencesRoute,
  }),
  onboardingComplete: async () => ({
    Component: (await import('../../routes/company/onboarding-complete')).OnboardingCompleteRoute,
  }),
  upgrade: async () => ({
    Component: (await import('../../routes/company/upgrade')).UpgradeRoute,
  }),
} satisfies Record<string, LoadPage>;
