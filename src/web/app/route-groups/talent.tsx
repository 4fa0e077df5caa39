/** The talent feed and intro pages (spec 1 §2 "Talent feed", "Intro confirmation page"; spec 2 §2 "Intro response page"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

/** Public: the feed, the candidate's intro response link, the alternate confirmation route. */
export const talentPublicRoutes: RouteObject[] = [
  {
    path: paths.talent.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/talent-feed')).TalentFeedRoute,
    }),
  },
  {
    path: paths.introResponse.path,
    lazy: async () => ({
      Component: (await import('../routes/talent/intro-response')).IntroResponseRoute,
    }),
  },
  // Spec 1 §2: listed, "behaviour not shown".
  placeholder(paths.requestIntroConfirmation.path, 'Intro Request Sent', 'What Happens Next?'),
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
