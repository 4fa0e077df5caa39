import { Trash2 } from 'lucide-react';
import type { SavedSearch } from '../../../../shared/saved-searches/schemas';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/** "Delete" for one saved search, confirmed (issue #34 item 5): its alerts stop with it. */
export function DeleteSavedSearchDialog({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Delete ${search.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete "${search.name}"?`}
      description="The search and its alerts are deleted. Candidates are not affected."
      confirmLabel="Delete Search"
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(search.id);
        toast({ title: 'Search deleted' });
      }}
    />
  );
}
