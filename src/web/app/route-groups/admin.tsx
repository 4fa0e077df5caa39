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
            path: paths.adminAudit.path,
            lazy: async () => ({
              Component: (await import('../routes/admin/audit')).AdminAuditRoute,
            }),
          },
          // The admin's own two-factor and sessions: rendered by the layout, whose chunk carries
          // them for the two-factor gate (AdminLayout). A lazy route of its own would name its
          // chunks in every page's first load, which the budget has no room for (ADR 030).
          { path: paths.adminSecurity.path },
        ],
      },
    ],
  },
];
