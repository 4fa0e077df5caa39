/** The talent feed and intro pages (spec 1 §2 "Talent feed", "Intro confirmation page"; spec 2 §2 "Intro response page"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { pagesFrom } from './lazy-pages';

// The pages but the feed, loaded at the first of them, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/talent')).talentPages);

/** Public: the feed, a candidate's profile page, the candidate's intro response link, the alternate confirmation route. */
export const talentPublicRoutes: RouteObject[] = [
  {
    // Prerendered: its own import (lazy-pages.ts).
    path: paths.talent.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/talent-feed')).TalentFeedRoute,
    }),
  },
  { path: paths.talentProfile.path, lazy: page('profile') },
  { path: paths.unsubscribeAlerts.path, lazy: page('unsubscribe') },
  { path: paths.introResponse.path, lazy: page('introResponse') },
  { path: paths.requestIntroConfirmation.path, lazy: page('requestIntroConfirmation') },
];

/** Company only. */
export const talentCompanyRoutes: RouteObject[] = [
  { path: paths.introConfirmation.path, lazy: page('introConfirmation') },
];
