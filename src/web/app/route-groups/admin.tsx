/** Admin pages (spec 2 §2 "Admin screens"; issue #7). Guarded by the router; each page is lazy. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RouteErrorRoute } from '../routes/route-error';

export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('../routes/admin/layout')).AdminLayoutRoute,
    }),
    children: [
      {
        errorElement: <RouteErrorRoute />,
        children: [
          {
            path: paths.adminCandidates.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/candidates')).AdminCandidatesRoute,
            }),
          },
          {
            path: paths.adminCompanies.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/companies')).AdminCompaniesRoute,
            }),
          },
          {
            path: paths.adminIntroRequests.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/intro-requests')).AdminIntroRequestsRoute,
            }),
          },
          {
            path: paths.adminIntrosAndGigs.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/intros-and-gigs')).AdminIntrosAndGigsRoute,
            }),
          },
          {
            path: paths.adminDeleteUsers.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/delete-users')).AdminDeleteUsersRoute,
            }),
          },
          {
            path: paths.adminConversation.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/conversation')).AdminConversationRoute,
            }),
          },
          {
            path: paths.adminEmails.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/emails')).AdminEmailsRoute,
            }),
          },
          {
            path: paths.adminJobs.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/jobs')).AdminJobsRoute,
            }),
          },
          {
            path: paths.adminAudit.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/audit')).AdminAuditRoute,
            }),
          },
          {
            path: paths.adminSecurity.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/security')).AdminSecurityRoute,
            }),
          },
        ],
      },
    ],
  },
];
