import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { LazyUnreadNavCount } from '../../features/conversations/components/lazy-unread-nav-count';
import type { NavEntry } from './nav-entries';
import { mobileLinkClass } from '../../lib/nav-link-classes';

interface MobileNavProps {
  id: string;
  entries: NavEntry[];
  /** Closes the menu (after a link is followed). */
  onNavigate: () => void;
}

/** The collapsible menu for small screens; mirrors the desktop variant, menus as labelled groups. */
export function MobileNav({ id, entries, onNavigate }: MobileNavProps) {
  const logout = useLogout();
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
            return (
              <li key={`link-${entry.label}`}>
                <NavLink
                  to={entry.to}
                  end={!entry.badge}
                  className={mobileLinkClass}
                  onClick={onNavigate}
                >
                  {entry.label}
                  {entry.badge ? <LazyUnreadNavCount /> : null}
                </NavLink>
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
                {entry.items.map((item) => (
                  <li key={item.label}>
                    {item.kind === 'link' ? (
                      <NavLink to={item.to} end className={mobileLinkClass} onClick={onNavigate}>
                        {item.label}
                      </NavLink>
                    ) : (
                      logoutButton
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
