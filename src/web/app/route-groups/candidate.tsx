/** Candidate pages (spec 2 §2 "Candidate side"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const candidatePublicRoutes: RouteObject[] = [
  {
    path: paths.candidateSignup.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/signup')).CandidateSignupRoute,
    }),
  },
  {
    path: paths.join.path,
    lazy: async () => ({ Component: (await import('../routes/candidate/join')).JoinRoute }),
  },
  {
    // The one-click "still open to intros" link (issue #17, docs/decisions/028): no login.
    path: paths.stillOpen.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/still-open')).StillOpenRoute,
    }),
  },
];

/** Candidate only. */
export const candidateRoutes: RouteObject[] = [
  {
    path: paths.candidateDashboard.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/dashboard')).CandidateDashboardRoute,
    }),
  },
];
