import { useRef } from 'react';
import { Link } from 'react-router';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** One entry of a card's "More actions" menu: a page to go to, or something to do here. */
export interface MoreAction {
  key: string;
  label: string;
  icon?: LucideIcon;
  /** A page of the app; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
  /** The entry opens a form on the card, which takes the focus instead of the menu's button. */
  opensForm?: boolean;
  destructive?: boolean;
  disabled?: boolean;
}

/**
 * A card's secondary actions behind one button (issue #30: one primary next step, the rest in a
 * menu), named for whom they are ('More actions for Sarah Chen'); opened by click, Enter, Space
 * or the arrow keys (Radix DropdownMenu). Nothing when there is nothing to offer.
 */
export function MoreActionsMenu({ name, actions }: { name: string; actions: MoreAction[] }) {
  const formChosen = useRef(false);
  if (actions.length === 0) return null;
  return (
    <DropdownMenu onOpenChange={(open) => open && (formChosen.current = false)}>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`More actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
          More actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          // The form the entry opened has the focus; do not pull it back to the button.
          if (formChosen.current) event.preventDefault();
        }}
      >
        {actions.map(
          ({ key, label, icon: Icon, to, onSelect, opensForm, destructive, disabled }) =>
            to ? (
              <DropdownMenuItem key={key} asChild disabled={disabled}>
                <Link to={to}>
                  {Icon ? <Icon aria-hidden="true" /> : null}
                  {label}
                </Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                key={key}
                variant={destructive ? 'destructive' : 'default'}
                disabled={disabled}
                onSelect={() => {
                  formChosen.current = Boolean(opensForm);
                  onSelect?.();
                }}
              >
                {Icon ? <Icon aria-hidden="true" /> : null}
                {label}
              </DropdownMenuItem>
            ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
