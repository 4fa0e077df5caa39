/**
 * Public account pages: company signup, the three logins, password reset (spec 1 §2, §5; issue #3)
 * the e-mail verification link (issue #31 item 3; docs/decisions/065) and a team's invitation
 * link (issue #33).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const accountRoutes: RouteObject[] = [
  {
    path: paths.createAccount.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/create-account')).CreateAccountRoute,
    }),
  },
  {
    path: paths.forgotPassword.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/forgot-password')).ForgotPasswordRoute,
    }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/reset-password')).ResetPasswordRoute,
    }),
  },
  {
    // Opened from an e-mail, signed in or not; rendered in the browser only (not prerendered).
    path: paths.verifyEmail.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/verify-email')).VerifyEmailRoute,
    }),
  },
  {
    // Opened from an e-mail, signed in or not; rendered in the browser only (not prerendered).
    path: paths.joinTeam.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/join-team')).JoinTeamRoute,
    }),
  },
  {
    path: paths.loginCompany.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/login-company')).LoginCompanyRoute,
    }),
  },
  {
    path: paths.loginCandidate.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/login-candidate')).LoginCandidateRoute,
    }),
  },
  {
    path: paths.adminLogin.path,
    lazy: async () => ({ Component: (await import('../routes/admin/login')).AdminLoginRoute }),
  },
];
