import { useEffect, useState } from 'react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth/api/logout';
import { openWhenLoaded } from './early-menu-press';
import type { NavMenuEntry } from './nav-entries';

/** The signed-in bar's Log Out button (spec 1 §8 "Logout"). */
export function LogoutButton({ label }: { label: string }) {
  const logout = useLogout();
  return (
    <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * One menu of the desktop bar (the visitor's Login, the company's Gigs, the account menu) as a
 * Radix dropdown. Loaded after the first paint on wide screens only (docs/decisions/030); until
 * then `DesktopNav` shows its trigger as it looks (`MenuTriggerLook`).
 */
export function DesktopNavMenu({ entry }: { entry: NavMenuEntry }) {
  const logout = useLogout();
  // Pressed while this code loaded (`MenuTriggerLook`): open at once, once.
  const [pressedEarly] = useState(() => openWhenLoaded.label === entry.label);
  useEffect(() => {
    if (pressedEarly) openWhenLoaded.label = null;
  }, [pressedEarly]);
  return (
    <DropdownMenu modal={false} defaultOpen={pressedEarly}>
      <DropdownMenuTrigger asChild>
        <Button variant={entry.primary ? 'default' : 'ghost'} size="sm" className="max-w-56">
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
  );
}
