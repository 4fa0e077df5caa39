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
      // Issue #30: a gig's page and its edit form ('Details' and 'Edit' on My Trial Projects).
      {
        path: paths.gig.path,
        lazy: async () => ({ Component: (await import('../routes/gigs/gig')).GigRoute }),
      },
      {
        path: paths.editGig.path,
        lazy: async () => ({ Component: (await import('../routes/gigs/edit-gig')).EditGigRoute }),
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
