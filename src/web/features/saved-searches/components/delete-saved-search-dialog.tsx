import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { SavedSearch } from '../../../../shared/saved-searches/schemas';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/** "Delete" for one saved search, confirmed (issue #34 item 5): its alerts stop with it. */
export function DeleteSavedSearchDialog({ search }: { search: SavedSearch }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteSavedSearch();

  const onConfirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(search.id);
      setOpen(false);
      toast({ title: 'Search deleted' });
    } catch (err) {
      setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${search.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete "{search.name}"?</AlertDialogTitle>
        <AlertDialogDescription>
          The search and its alerts are deleted. Candidates are not affected.
        </AlertDialogDescription>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => void onConfirm()}
          >
            Delete Search
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
