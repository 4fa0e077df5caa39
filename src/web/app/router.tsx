/**
 * Every route of the app (spec 1 §2 route table, spec 2 §2), lazily loaded. Guards are layout
 * routes (`RequireRole`); pages not built yet render a placeholder from their `handle`.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { RequireRole } from '../features/auth/components/require-role';
import { PageLoader } from '../components/page-loader';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';
import type { PlaceholderHandle } from './routes/placeholder';

const loadPlaceholder = async () => ({
  Component: (await import('./routes/placeholder')).PlaceholderRoute,
});
const loadAdminPlaceholder = async () => ({
  Component: (await import('./routes/admin/admin-placeholder')).AdminPlaceholderRoute,
});

/** A route still to be built, showing the spec's title and purpose for it. */
function placeholder(path: string, title: string, description: string): RouteObject {
  const handle: PlaceholderHandle = { title, description };
  return { path, handle, lazy: loadPlaceholder };
}

function adminPlaceholder(path: string, title: string, description: string): RouteObject {
  const handle: PlaceholderHandle = { title, description };
  return { path, handle, lazy: loadAdminPlaceholder };
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
  placeholder(
    paths.startups.path,
    'For Startups',
    '500+ pre-vetted professionals, average hire time 5-7 days, 90% trial-to-hire success and a risk-free trial.',
  ),
  placeholder(paths.forCandidates.path, 'For Candidates', 'Zero applications, warm intros only.'),
  placeholder(
    paths.howItWorks.path,
    'How It Works',
    'Discover Top Talent. Seamless Connections. Risk-Free Trial Projects.',
  ),
  placeholder(paths.talent.path, 'Talent Feed', 'Connect with Exceptional Talent'),
  placeholder(
    paths.contact.path,
    'Contact',
    'Schedule Your Demo: a 30-minute demo. We respond within one business day.',
  ),
  placeholder(paths.terms.path, 'Terms of Service', 'The terms for using WarmIntro.'),
  placeholder(
    paths.privacy.path,
    'Privacy Policy',
    'How WarmIntro collects, uses and protects your information.',
  ),
  placeholder(
    paths.createAccount.path,
    'Create Company Account',
    'Connect directly with top talent.',
  ),
  placeholder(paths.candidateSignup.path, 'Join as Talent', 'Zero applications, warm intros only.'),
  placeholder(paths.join.path, 'Join as Talent', 'Zero applications, warm intros only.'),
  placeholder(
    paths.introResponse.path,
    'Intro Request',
    'Responding helps us improve our matching. Your privacy is important to us.',
  ),
  placeholder(paths.requestIntroConfirmation.path, 'Intro Request Sent', 'What Happens Next?'),
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
      Component: (await import('./routes/auth/login-company')).LoginCompanyRoute,
    }),
  },
  {
    path: paths.loginCandidate.path,
    lazy: async () => ({
      Component: (await import('./routes/auth/login-candidate')).LoginCandidateRoute,
    }),
  },
  {
    path: paths.adminLogin.path,
    lazy: async () => ({ Component: (await import('./routes/admin/login')).AdminLoginRoute }),
  },
];

const loadOnboarding = async () => ({
  Component: (await import('./routes/company/onboarding-preferences')).OnboardingPreferencesRoute,
});

const companyRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    lazy: async () => ({ Component: (await import('./routes/company/dashboard')).DashboardRoute }),
  },
  { path: paths.onboardingPreferences.path, lazy: loadOnboarding },
  { path: paths.onboardingWelcome.path, lazy: loadOnboarding },
  placeholder(
    paths.onboardingComplete.path,
    'Setup Complete',
    'You can adjust your preferences later in company settings.',
  ),
  placeholder(paths.introConfirmation.path, 'Intro Request Sent', 'What Happens Next?'),
  placeholder(
    paths.upgrade.path,
    'Upgrade to Pro',
    'Unlimited intro requests, full access to talent feed, priority intro handling and advanced search filters for $99 per month.',
  ),
];

/** Spec 2 §6: gig pages answer a missing company session with their own notice. */
const gigRoutes: RouteObject[] = [
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

const candidateRoutes: RouteObject[] = [
  {
    path: paths.candidateDashboard.path,
    lazy: async () => ({
      Component: (await import('./routes/candidate/dashboard')).CandidateDashboardRoute,
    }),
  },
];

const adminRoutes: RouteObject[] = [
  adminPlaceholder(
    paths.adminCandidates.path,
    'Candidates',
    'Review, approve or reject candidates.',
  ),
  adminPlaceholder(
    paths.adminCompanies.path,
    'Companies',
    'Company accounts, plans and hiring needs.',
  ),
  adminPlaceholder(
    paths.adminIntroRequests.path,
    'Intro Requests',
    'Every intro request and its status.',
  ),
  adminPlaceholder(
    paths.adminIntrosAndGigs.path,
    'Intros & Gigs',
    'Intro Activity and Gig Tracking.',
  ),
  adminPlaceholder(
    paths.adminDeleteUsers.path,
    'Admin: Delete User Records',
    'Danger Zone - Permanent User Deletion: This action permanently deletes user accounts and ALL associated data. This cannot be undone.',
  ),
  adminPlaceholder(paths.adminEmails.path, 'Emails', 'Outgoing e-mail and its configuration.'),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorRoute />,
        children: [
          ...publicRoutes,
          { element: <RequireRole role="company" />, children: companyRoutes },
          ...gigRoutes,
          { element: <RequireRole role="candidate" />, children: candidateRoutes },
          { element: <RequireRole role="admin" />, children: adminRoutes },
          // Static: the error page shows it too, so it is in the first chunk anyway.
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

/** The router, mounted once by `main.tsx`. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
