import { lazy, Suspense, useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { guestSession, toSessionState, useSession } from '../../features/auth/api/get-session';
import { BrandLogo } from '../../components/brand-logo';
import { rememberSignedIn, useSignedInHint } from '../../lib/signed-in-hint';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { DesktopNav, loadDesktopNavMenu } from './desktop-nav';
import { getNavEntries } from './nav-entries';
import { NavSkeleton } from './nav-skeleton';

const MOBILE_MENU_ID = 'mobile-navigation';

// The desktop bar's menus (Radix dropdowns) stay out of the first chunk (docs/decisions/030). On a
// wide screen their code starts loading at once, beside the session check; until it is there each
// menu shows its trigger as it looks; a phone never loads them unless it turns wide (issue #14).
if (typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches)
  void loadDesktopNavMenu();
// The live stream and its schemas (issue #16) load only for a signed-in company or candidate, after
// the first chunk (docs/decisions/030).
const LiveUpdates = lazy(async () => ({
  default: (await import('../../features/conversations/components/live-updates')).LiveUpdates,
}));
// The bell (issue #16) loads with the live stream, for a signed-in company or candidate only.
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell'))
    .NotificationBell,
}));
// The phone menu loads when it is about to open (the toggle touched, focused or hovered), not with
// every page: it is not needed to paint, and every page's first load counts (ADR 055).
let mobileNavModule: Promise<typeof import('./mobile-nav')> | undefined;
const loadMobileNav = () => (mobileNavModule ??= import('./mobile-nav'));
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));

const guest = toSessionState(guestSession, false);

/**
 * The sticky top bar: brand, the session's navigation variant, and the small-screen menu. While
 * the session is being determined it shows the visitor's bar — as the prerendered pages hold it —
 * or, in a browser that was signed in last time, spec 1 §2's loading placeholder
 * (docs/decisions/061).
 */
export function SiteHeader() {
  const session = useSession();
  const signedInHint = useSignedInHint();
  const wide = useMediaQuery(WIDE_SCREEN);
  const location = useLocation();
  const loading = session.status === 'loading';
  const placeholder = loading && signedInHint;
  const entries = getNavEntries(loading ? guest : session);
  useEffect(() => {
    if (session.status !== 'loading') rememberSignedIn(session.status !== 'guest');
  }, [session.status]);
  // The menu belongs to the URL it was opened on, so it closes by itself on navigation.
  const here = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenAt(null);
          document.getElementById(`${MOBILE_MENU_ID}-toggle`)?.focus();
        }
      }}
    >
      {session.status === 'company' || session.status === 'candidate' ? (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      ) : null}
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <BrandLogo />
        {placeholder ? (
          <NavSkeleton />
        ) : (
          <div className="flex items-center gap-1">
            <div className="hidden lg:block">
              <DesktopNav entries={entries} menus={wide} />
            </div>
            {session.status === 'company' || session.status === 'candidate' ? (
              <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <button
              id={`${MOBILE_MENU_ID}-toggle`}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenAt(open ? null : here)}
              onPointerDown={() => void loadMobileNav()}
              onPointerEnter={() => void loadMobileNav()}
              onFocus={() => void loadMobileNav()}
            >
              {open ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        )}
      </nav>
      {open && !placeholder ? (
        <Suspense fallback={null}>
          <MobileNav id={MOBILE_MENU_ID} entries={entries} onNavigate={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
