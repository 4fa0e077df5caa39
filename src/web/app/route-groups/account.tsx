/** Public account pages: company signup, the three logins, password reset (spec 1 §2, §5; issue #3). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

export const accountRoutes: RouteObject[] = [
  placeholder(
    paths.createAccount.path,
    'Create Company Account',
    'Connect directly with top talent.',
  ),
  placeholder(
    paths.forgotPassword.path,
    'Forgot Password',
    'We will e-mail you a link to reset your password.',
  ),
  placeholder(
    paths.resetPassword.path,
    'Reset Password',
    'Choose a new password of at least 8 characters.',
  ),
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
