/**
 * Public account pages: company signup, the three logins, password reset (spec 1 §2, §5; issue #3)
 * the e-mail verification link (issue #31 item 3; docs/decisions/065) and a team's invitation
 * link (issue #33).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { pagesFrom } from './lazy-pages';

// The pages that are not prerendered, loaded at the first of them, not with every page's start
// (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/account')).accountPages);

export const accountRoutes: RouteObject[] = [
  {
    // Prerendered: its own import (lazy-pages.ts).
    path: paths.createAccount.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/create-account')).CreateAccountRoute,
    }),
  },
  { path: paths.forgotPassword.path, lazy: page('forgotPassword') },
  { path: paths.resetPassword.path, lazy: page('resetPassword') },
  // Opened from an e-mail, signed in or not; rendered in the browser only (not prerendered).
  { path: paths.verifyEmail.path, lazy: page('verifyEmail') },
  // Opened from an e-mail, signed in or not; rendered in the browser only (not prerendered).
  { path: paths.joinTeam.path, lazy: page('joinTeam') },
  // The domain verification link (docs/decisions/079): signed in or not, browser only.
  { path: paths.verifyDomain.path, lazy: page('verifyDomain') },
  {
    // Prerendered: its own import (lazy-pages.ts).
    path: paths.loginCompany.path,
    lazy: async () => ({
      Component: (await import('../routes/auth/login-company')).LoginCompanyRoute,
    }),
  },
  { path: paths.loginCandidate.path, lazy: page('loginCandidate') },
  { path: paths.adminLogin.path, lazy: page('adminLogin') },
];
