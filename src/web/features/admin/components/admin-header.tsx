import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { desktopLinkClass, mobileLinkClass } from '../../../lib/nav-link-classes';
import { useLogout } from '../../auth/api/logout';
import { useAdminNavCounts } from '../api/nav-counts';
import { adminLinks } from '../lib/admin-links';
import { AdminNavCount } from './admin-nav-count';

const MENU_ID = 'admin-navigation-menu';

// The live stream that moves the counts (issue #16; docs/decisions/044) loads after the header,
// as the company and candidate shell's does (docs/decisions/030).
const AdminLiveCounts = lazy(async () => ({
  default: (await import('./admin-live-counts')).AdminLiveCounts,
}));

/**
 * The admin area's one header (issue #13): the brand (linking home), 'Admin', a link to every admin
 * page and Log Out (which goes to /, spec 2 §2). Wide screens show the links in the bar; narrower
 * ones fold them into a menu that closes on navigation and on Escape — on a phone, Log Out too.
 * Candidates and Companies carry their counts: waiting for review, new this week (issue #16),
 * kept current by the live stream.
 */
export function AdminHeader() {
  const logout = useLogout();
  const counts = useAdminNavCounts().data;
  const location = useLocation();
  // The menu belongs to the URL it was opened on, so it closes by itself on navigation.
  const here = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  // Folded away, the counts still show: a dot on the menu button, and its name says why.
  const waiting = (counts?.pendingCandidates ?? 0) + (counts?.newCompanies ?? 0);

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenAt(null);
          document.getElementById(`${MENU_ID}-toggle`)?.focus();
        }
      }}
    >
      <Suspense fallback={null}>
        <AdminLiveCounts />
      </Suspense>
      <nav aria-label="Admin">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <BrandLogo />
          <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            Admin
          </span>
          <ul className="ml-4 hidden items-center gap-0.5 xl:flex">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={desktopLinkClass}>
                  {link.label}
                  {'badge' in link ? <AdminNavCount which={link.badge} counts={counts} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto hidden sm:inline-flex"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" />
            Log Out
          </Button>
          <button
            id={`${MENU_ID}-toggle`}
            type="button"
            className="relative ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 sm:ml-0 xl:hidden"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={
              open
                ? 'Close admin menu'
                : waiting > 0
                  ? 'Open admin menu, new candidates or companies'
                  : 'Open admin menu'
            }
            onClick={() => setOpenAt(open ? null : here)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
            {!open && waiting > 0 ? (
              <span
                aria-hidden="true"
                data-testid="admin-menu-dot"
                className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
              />
            ) : null}
          </button>
        </div>
        {open ? (
          <ul
            id={MENU_ID}
            className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl space-y-1 overflow-y-auto border-t border-slate-200 px-4 py-3 sm:px-6 xl:hidden"
          >
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={mobileLinkClass} onClick={() => setOpenAt(null)}>
                  {link.label}
                  {'badge' in link ? <AdminNavCount which={link.badge} counts={counts} /> : null}
                </NavLink>
              </li>
            ))}
            <li className="sm:hidden">
              <button
                type="button"
                onClick={() => {
                  setOpenAt(null);
                  logout.mutate();
                }}
                disabled={logout.isPending}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50"
              >
                <LogOut className="size-4" aria-hidden="true" />
                Log Out
              </button>
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
