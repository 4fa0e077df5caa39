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
];

/** Candidate only. */
export const candidateRoutes: RouteObject[] = [
  {
    path: paths.candidateDashboard.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/dashboard')).CandidateDashboardRoute,
    }),
  },
  {
    path: paths.companyProfile.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/company-page')).CompanyPageRoute,
    }),
  },
];
