/** Company-only pages (spec 1 §2): dashboard, team (issue #33), pipeline and saved searches (issue #34), onboarding, upgrade. Guarded by the router. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { UpgradeGate } from '../routes/company/upgrade-gate';
import { pagesFrom } from './lazy-pages';

// Loaded at the first company page, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/company')).companyPages);

export const companyRoutes: RouteObject[] = [
  { path: paths.dashboard.path, lazy: page('dashboard') },
  { path: paths.team.path, lazy: page('team') },
  { path: paths.pipeline.path, lazy: page('pipeline') },
  { path: paths.shortlist.path, lazy: page('shortlist') },
  { path: paths.savedSearches.path, lazy: page('savedSearches') },
  { path: paths.onboardingPreferences.path, lazy: page('onboarding') },
  { path: paths.onboardingWelcome.path, lazy: page('onboarding') },
  { path: paths.onboardingComplete.path, lazy: page('onboardingComplete') },
];

/** `/upgrade`: a company's way to Pro; a visitor goes to `/pricing` instead (issue #30). */
export const upgradeRoute: RouteObject = {
  // Static, as the other guards are: it is a few lines, and what it uses is in the start chunk.
  Component: UpgradeGate,
  children: [{ path: paths.upgrade.path, lazy: page('upgrade') }],
};
