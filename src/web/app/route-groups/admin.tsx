/** Admin pages (spec 2 §2 "Admin screens"; issue #7). Guarded by the router; each page is lazy. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RouteErrorRoute } from '../routes/route-error';
import { pagesFrom } from './lazy-pages';

// Loaded at the first admin page, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/admin')).adminPages);

export const adminRoutes: RouteObject[] = [
  {
    lazy: page('layout'),
    children: [
      {
        errorElement: <RouteErrorRoute />,
        children: [
          {
            path: paths.adminCandidates.path,
            lazy: page('candidates'),
          },
          {
            path: paths.adminCompanies.path,
            lazy: page('companies'),
          },
          {
            path: paths.adminIntroRequests.path,
            lazy: page('introRequests'),
          },
          {
            path: paths.adminIntrosAndGigs.path,
            lazy: page('introsAndGigs'),
          },
          {
            path: paths.adminDeleteUsers.path,
            lazy: page('deleteUsers'),
          },
          {
            path: paths.adminConversation.path,
            lazy: page('conversation'),
          },
          {
            path: paths.adminEmails.path,
            lazy: page('emails'),
          },
          {
            path: paths.adminJobs.path,
            lazy: page('jobs'),
          },
          {
            path: paths.adminAudit.path,
            lazy: page('audit'),
          },
          {
            path: paths.adminSecurity.path,
            lazy: page('security'),
          },
        ],
      },
    ],
  },
];
