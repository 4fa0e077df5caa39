import { Outlet, ScrollRestoration } from 'react-router';
import { SessionActivityWatcher } from '../../features/auth/components/session-activity-watcher';
import { NewsletterBarSlot } from '../../features/marketing/components/newsletter-bar-slot';
import { NavigationProgress } from './navigation-progress';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The app shell: header, the page (with its transition), footer, newsletter bar, and session upkeep. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <NewsletterBarSlot />
      <SessionActivityWatcher />
      <ScrollRestoration />
    </div>
  );
}
