/**
 * The loaders of the account pages that are not prerendered (route-groups/account.tsx,
 * route-groups/lazy-pages.ts).
 */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const accountPages = {
  forgotPassword: async () => ({
    Component: (await import('../../routes/auth/forgot-password')).ForgotPasswordRoute,
  }),
  resetPassword: async () => ({
    Component: (await import('../../routes/auth/reset-password')).ResetPasswordRoute,
  }),
  verifyEmail: async () => ({
    Component: (await import('../../routes/auth/verify-email')).VerifyEmailRoute,
  }),
  verifyDomain: async () => ({
    Component: (await import('../../routes/auth/verify-domain')).VerifyDomainRoute,
  }),
  joinTeam: async () => ({
    Component: (await import('../../routes/auth/join-team')).JoinTeamRoute,
  }),
  loginCandidate: async () => ({
    Component: (await import('../../routes/auth/login-candidate')).LoginCandidateRoute,
  }),
  adminLogin: async () => ({
    Component: (await import('../../routes/admin/login')).AdminLoginRoute,
  }),
} satisfies Record<string, LoadPage>;
