/** The admin pages' loaders (route-groups/admin.tsx, route-groups/lazy-pages.ts). */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const adminPages = {
  layout: async () => ({ Component: (await import('../../routes/admin/layout')).AdminLayoutRoute }),
  candidates: async () => ({
    Component: (await import('../../routes/admin/candidates')).AdminCandidatesRoute,
  }),
  companies: async () => ({
    Component: (await import('../../routes/admin/companies')).AdminCompaniesRoute,
  }),
  introRequests: async () => ({
    Component: (await import('../../routes/admin/intro-requests')).AdminIntroRequestsRoute,
  }),
  introsAndGigs: async () => ({
    Component: (await import('../../routes/admin/intros-and-gigs')).AdminIntrosAndGigsRoute,
  }),
  deleteUsers: async () => ({
    Component: (await import('../../routes/admin/delete-users')).AdminDeleteUsersRoute,
  }),
  conversation: async () => ({
    Component: (await import('../../routes/admin/conversation')).AdminConversationRoute,
  }),
  emails: async () => ({ Component: (await import('../../routes/admin/emails')).AdminEmailsRoute }),
  jobs: async () => ({ Component: (await import('../../routes/admin/jobs')).AdminJobsRoute }),
  audit: async () => ({ Component: (await import('../../routes/admin/audit')).AdminAuditRoute }),
  security: async () => ({
    Component: (await import('../../routes/admin/security')).AdminSecurityRoute,
  }),
} satisfies Record<string, LoadPage>;
