import { Eye, Pencil } from 'lucide-react';
import { RowButton } from './row-button';

interface ViewEditButtonsProps {
  /** The row's name, read after "View" and "Edit" by screen readers. */
  itemName: string;
  onView: () => void;
  onEdit: () => void;
}

/** A row's View and Edit buttons, which open its View and Edit dialogs. */
export function ViewEditButtons({ itemName, onView, onEdit }: ViewEditButtonsProps) {
  return (
    <>
      <RowButton variant="ghost" onClick={onView} icon={Eye} itemName={itemName}>
        View
      </RowButton>
      <RowButton variant="ghost" onClick={onEdit} icon={Pencil} itemName={itemName}>
        Edit
      </RowButton>
    </>
  );
}
