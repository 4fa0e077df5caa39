import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { LazyUnreadNavCount } from '../../features/conversations/components/lazy-unread-nav-count';
import { currentNavTarget, type NavEntry } from './nav-entries';
import { mobileLinkClass } from '../../lib/nav-link-classes';

interface MobileNavProps {
  id: string;
  entries: NavEntry[];
  /** Closes the menu (after a link is followed). */
  onNavigate: () => void;
}

/**
 * The collapsible menu for small screens; mirrors the desktop variant, menus as labelled groups.
 * A link shows once (the spec's company menus both hold Post a Gig), and one link, the current
 * page's, is highlighted (issue #30).
 */
export function MobileNav({ id, entries, onNavigate }: MobileNavProps) {
  const logout = useLogout();
  const location = useLocation();
  const current = currentNavTarget(entries, location);
  const shown = new Set<string>();
  /** False for a link already in the menu above. */
  const firstTime = (to: string) => (shown.has(to) ? false : (shown.add(to), true));
  const logoutButton = (
    <button
      type="button"
      onClick={() => {
        onNavigate();
        logout.mutate();
      }}
      disabled={logout.isPending}
      className="flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50"
    >
      <LogOut className="size-4" aria-hidden="true" />
      Log Out
    </button>
  );

  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            if (!firstTime(entry.to)) return null;
            const active = entry.to === current;
            return (
              <li key={`link-${entry.label}`}>
                <Link
                  to={entry.to}
                  aria-current={active ? 'page' : undefined}
                  className={mobileLinkClass({ isActive: active })}
                  onClick={onNavigate}
                >
                  {entry.label}
                  {entry.badge ? <LazyUnreadNavCount /> : null}
                </Link>
              </li>
            );
          }
          if (entry.kind === 'logout') return <li key="logout">{logoutButton}</li>;
          const headingId = `${id}-${entry.label.replace(/\W+/g, '-')}`;
          return (
            <li key={`menu-${entry.label}`} className="pt-2">
              <p
                id={headingId}
                className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500"
              >
                {entry.label}
              </p>
              <ul aria-labelledby={headingId} className="space-y-1">
                {entry.items.map((item) =>
                  item.kind === 'link' && !firstTime(item.to) ? null : (
                    <li key={item.label}>
                      {item.kind === 'link' ? (
                        <Link
                          to={item.to}
                          aria-current={item.to === current ? 'page' : undefined}
                          className={mobileLinkClass({ isActive: item.to === current })}
                          onClick={onNavigate}
                        >
                          {item.label}
                        </Link>
                      ) : (
                        logoutButton
                      )}
                    </li>
                  ),
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
