import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface RowButtonProps extends ComponentProps<typeof Button> {
  icon?: LucideIcon;
  /** The row's name, read after the label by screen readers ("Edit Jane Doe"). */
  itemName: string;
}

/** A small action button in a table row; its accessible name includes the row's name. */
export function RowButton({ icon: Icon, itemName, children, ...props }: RowButtonProps) {
  return (
    <Button size="sm" {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
      <span className="sr-only"> {itemName}</span>
    </Button>
  );
}
