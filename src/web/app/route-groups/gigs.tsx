/** Company gig pages (spec 2 §2 "Company gig screens"); each guard carries spec 2 §6's notice. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { GigsGuard } from '../../features/gigs/components/gigs-guard';

export const gigRoutes: RouteObject[] = [
  {
    element: (
      <GigsGuard
        deniedNotice={{
          title: 'Authentication Error',
          description: 'Please log in as a company to view your gigs.',
          variant: 'destructive',
        }}
      />
    ),
    children: [
      {
        path: paths.gigs.path,
        lazy: async () => ({ Component: (await import('../routes/gigs/gigs')).GigsRoute }),
      },
      {
        path: paths.newGig.path,
        lazy: async () => ({ Component: (await import('../routes/gigs/new-gig')).NewGigRoute }),
      },
    ],
  },
  {
    element: (
      <GigsGuard
        deniedNotice={{
          title: 'Login Required',
          description: 'Please log in to propose a gig.',
          variant: 'destructive',
        }}
      />
    ),
    children: [
      {
        path: paths.proposeGig.path,
        lazy: async () => ({
          Component: (await import('../routes/gigs/propose-gig')).ProposeGigRoute,
        }),
      },
    ],
  },
];
