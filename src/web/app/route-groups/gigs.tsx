/** Company gig pages (spec 2 §2 "Company gig screens"); each guard carries spec 2 §6's notice. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireRole } from '../../features/auth/components/require-role';
import { placeholder } from './placeholders';

export const gigRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole
        role="company"
        deniedNotice={{
          title: 'Authentication Error',
          description: 'Please log in as a company to view your gigs.',
          variant: 'destructive',
        }}
      />
    ),
    children: [
      placeholder(paths.gigs.path, 'My Trial Projects', 'Paid trial projects of 1 to 3 weeks.'),
      placeholder(
        paths.newGig.path,
        'Post a Trial Project',
        'Paid trial projects of 1 to 3 weeks.',
      ),
    ],
  },
  {
    element: (
      <RequireRole
        role="company"
        deniedNotice={{
          title: 'Login Required',
          description: 'Please log in to propose a gig.',
          variant: 'destructive',
        }}
      />
    ),
    children: [
      placeholder(
        paths.proposeGig.path,
        'Propose Trial Project',
        'Paid trial projects of 1 to 3 weeks.',
      ),
    ],
  },
];
