/** Candidate pages (spec 2 §2 "Candidate side"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

export const candidatePublicRoutes: RouteObject[] = [
  placeholder(paths.candidateSignup.path, 'Join as Talent', 'Zero applications, warm intros only.'),
  placeholder(paths.join.path, 'Join as Talent', 'Zero applications, warm intros only.'),
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
