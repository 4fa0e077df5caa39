/** The talent feed and intro pages (spec 1 §2 "Talent feed", "Intro confirmation page"; spec 2 §2 "Intro response page"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Public: the feed, a candidate's profile page, the candidate's intro response link, the alternate confirmation route. */
export const talentPublicRoutes: RouteObject[] = [
  {
    path: paths.talent.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/talent-feed')).TalentFeedRoute,
    }),
  },
  {
    path: paths.talentProfile.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/talent-profile')).TalentProfileRoute,
    }),
  },
  {
    path: paths.unsubscribeAlerts.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/unsubscribe')).UnsubscribeRoute,
    }),
  },
  {
    path: paths.introResponse.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/intro-response')).IntroResponseRoute,
    }),
  },
  {
    path: paths.requestIntroConfirmation.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/request-intro-confirmation'))
        .RequestIntroConfirmationRoute,
    }),
  },
];

/** Company only. */
export const talentCompanyRoutes: RouteObject[] = [
  {
    path: paths.introConfirmation.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/intro-confirmation')).IntroConfirmationRoute,
    }),
  },
];
