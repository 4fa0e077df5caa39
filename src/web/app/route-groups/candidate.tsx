/** Candidate pages (spec 2 §2 "Candidate side"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { pagesFrom } from './lazy-pages';

// The pages but the signup, loaded at the first of them, not with every page's start
// (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/candidate')).candidatePages);

export const candidatePublicRoutes: RouteObject[] = [
  {
    // Prerendered: its own import (lazy-pages.ts).
    path: paths.candidateSignup.path,
    lazy: async () => ({
      Component: (await import('../routes/candidate/signup')).CandidateSignupRoute,
    }),
  },
  { path: paths.join.path, lazy: page('join') },
  // The one-click "still open to intros" link (issue #17, docs/decisions/028): no login.
  { path: paths.stillOpen.path, lazy: page('stillOpen') },
];

/** Candidate only. */
export const candidateRoutes: RouteObject[] = [
  { path: paths.candidateDashboard.path, lazy: page('dashboard') },
];
