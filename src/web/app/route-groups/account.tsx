/** Public account pages: company signup, the three logins, password reset (spec 1 §2, §5; issue #3). */
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
