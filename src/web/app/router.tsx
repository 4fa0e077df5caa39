/**
 * Every route of the app (spec 1 §2 route table, spec 2 §2), lazily loaded and grouped by feature
 * in `route-groups/`. Guards are layout routes: `OnboardingGuard` around every page, `RequireRole`
 * around each role's pages. The site's pages share `SiteLayout`; the admin area has its own.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { OnboardingGuard } from '../features/auth/components/onboarding-guard';
import { RequireRole } from '../features/auth/components/require-role';
import { PageLoader } from '../components/page-loader';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { accountRoutes } from './route-groups/account';
import { adminRoutes } from './route-groups/admin';
import { candidatePublicRoutes, candidateRoutes } from './route-groups/candidate';
import { companyRoutes, upgradeRoute } from './route-groups/company';
import { gigRoutes } from './route-groups/gigs';
import { marketingRoutes } from './route-groups/marketing';
import { companyPageRoutes } from './route-groups/company-pages';
import { messagesRoutes } from './route-groups/messages';
import { talentCompanyRoutes, talentPublicRoutes } from './route-groups/talent';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Errors of the layouts themselves (a chunk that fails to load); pages have their own below.
        errorElement: <RouteErrorRoute />,
        children: [
          {
            // Around every page: a company with pending preferences goes to onboarding (spec 1 §4).
            element: <OnboardingGuard />,
            children: [
              {
                element: <SiteLayout />,
                children: [
                  {
                    errorElement: <RouteErrorRoute />,
                    children: [
                      ...marketingRoutes,
                      ...accountRoutes,
                      ...talentPublicRoutes,
                      ...candidatePublicRoutes,
                      {
                        element: <RequireRole role="company" />,
                        children: [...companyRoutes, ...talentCompanyRoutes],
                      },
                      upgradeRoute,
                      ...gigRoutes,
                      { element: <RequireRole role="candidate" />, children: candidateRoutes },
                      ...messagesRoutes,
                      ...companyPageRoutes,
                      // Static: the error page shows it too, so it is in the first chunk anyway.
                      { path: '*', Component: NotFoundRoute },
                    ],
                  },
                ],
              },
              // The admin area has a header of its own, no site header, footer or newsletter bar.
              { element: <RequireRole role="admin" />, children: adminRoutes },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Creates the browser router. A page prerendered at build time (docs/decisions/029) is hydrated:
 * the lazy route modules of the current URL are loaded first, so that the first render on the
 * client is the page itself, as in the HTML, and not `hydrateFallbackElement`.
 */
export async function createAppRouter({ hydrate }: { hydrate: boolean }) {
  if (hydrate) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(
      (m) => typeof m.route.lazy === 'function',
    );
    await Promise.all(
      lazyMatches.map(async (m) => {
        const load = m.route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(m.route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

/** The router, mounted once by `main.tsx`. */
export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
