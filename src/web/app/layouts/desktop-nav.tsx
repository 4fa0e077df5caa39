import { ChevronDown, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth/api/logout';
import { LazyUnreadNavCount } from '../../features/conversations/components/lazy-unread-nav-count';
import type { NavEntry } from './nav-entries';
import { desktopLinkClass } from '../../lib/nav-link-classes';

interface DesktopNavProps {
  entries: NavEntry[];
}

/** The navigation bar for wide screens: links and Radix dropdown menus. */
export function DesktopNav({ entries }: DesktopNavProps) {
  const logout = useLogout();

  return (
    <ul className="flex items-center gap-1">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return (
            <li key={`link-${entry.label}`}>
              <NavLink to={entry.to} end={!entry.badge} className={desktopLinkClass}>
                {entry.label}
                {entry.badge ? <LazyUnreadNavCount /> : null}
              </NavLink>
            </li>
          );
        }
        if (entry.kind === 'logout') {
          return (
            <li key="logout">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
              >
                <LogOut aria-hidden="true" />
                {entry.label}
              </Button>
            </li>
          );
        }
        return (
          <li key={`menu-${entry.label}`} className={entry.primary ? 'ml-2' : undefined}>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button
                  variant={entry.primary ? 'default' : 'ghost'}
                  size="sm"
                  className="max-w-56"
                >
                  <span className="truncate">{entry.label}</span>
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {entry.items.map((item) =>
                  item.kind === 'link' ? (
                    <DropdownMenuItem key={item.label} asChild>
                      <Link to={item.to}>{item.label}</Link>
                    </DropdownMenuItem>
                  ) : (
                    <div key="logout">
                      <DropdownMenuSeparator />
                      <DropdownMenuItem variant="destructive" onSelect={() => logout.mutate()}>
                        <LogOut aria-hidden="true" />
                        {item.label}
                      </DropdownMenuItem>
                    </div>
                  ),
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
