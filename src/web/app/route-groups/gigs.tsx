/** Company gig pages (spec 2 §2 "Company gig screens"); each guard carries spec 2 §6's notice. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { GigsGuard } from '../../features/gigs/components/gigs-guard';
import { pagesFrom } from './lazy-pages';

// Loaded at the first gig page, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/gigs')).gigPages);

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
        lazy: page('gigs'),
      },
      {
        path: paths.newGig.path,
        lazy: page('newGig'),
      },
      // Issue #30: a gig's page and its edit form ('Details' and 'Edit' on My Trial Projects).
      {
        path: paths.gig.path,
        lazy: page('gig'),
      },
      {
        path: paths.editGig.path,
        lazy: page('editGig'),
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
        lazy: page('proposeGig'),
      },
    ],
  },
];
