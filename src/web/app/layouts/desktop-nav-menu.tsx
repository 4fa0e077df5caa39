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
import type { NavMenuEntry } from './nav-entries';

interface DesktopNavMenuProps {
  entry: NavMenuEntry;
  onLogout: () => void;
}

/**
 * One menu of the desktop bar (the visitor's Login, the company's Gigs, the account menu) as a
 * Radix dropdown. Loaded after the first paint on wide screens only (docs/decisions/030); until
 * then `DesktopNav` shows its trigger as it looks (`MenuTriggerLook`).
 */
export function DesktopNavMenu({ entry, onLogout }: DesktopNavMenuProps) {
  return (
    <DropdownMenu modal={false}>
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
              <DropdownMenuItem variant="destructive" onSelect={onLogout}>
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
