import { Trash2 } from 'lucide-react';
import type { Shortlist } from '../../../../shared/pipeline/schemas';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useDeleteShortlist } from '../api/shortlist-mutations';

/**
 * Deleting a list, confirmed (issue #34 item 1): the candidates leave the list, not the board's
 * other stages; the team's notes stay. A refusal shows in the dialog, which stays open.
 */
export function DeleteShortlistDialog({ list }: { list: Shortlist }) {
  const remove = useDeleteShortlist();
  const count = list.count === 1 ? '1 candidate' : `${list.count} candidates`;
  return (
    <ConfirmActionDialog
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Delete ${list.name}`}>
          <Trash2 aria-hidden="true" />
          <span className="hidden md:inline">Delete</span>
        </Button>
      }
      title={`Delete ${list.name}?`}
      description={`The list and its ${count} leave your team’s lists. The candidates and your team’s notes on them stay.`}
      confirmLabel="Delete List"
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(list.id);
        toast({ title: `${list.name} deleted.` });
      }}
    />
  );
}
