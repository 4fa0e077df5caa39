import { Outlet, ScrollRestoration } from 'react-router';
import { SessionActivityWatcher } from '../../features/auth/components/session-activity-watcher';
import { NavigationProgress } from './navigation-progress';

/**
 * The app shell around every page: the skip link, the navigation progress bar and session upkeep.
 * The chrome comes from the layout below it: `SiteLayout` (site header, footer, newsletter bar)
 * or the admin area's own layout.
 */
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
      <Outlet />
      <SessionActivityWatcher />
      <ScrollRestoration />
    </div>
  );
}
