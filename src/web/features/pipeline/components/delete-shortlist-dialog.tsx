import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Shortlist } from '../../../../shared/pipeline/schemas';
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
import { useDeleteShortlist } from '../api/shortlist-mutations';

/**
 * Deleting a list, confirmed (issue #34 item 1): the candidates leave the list, not the board's
 * other stages; the team's notes stay. A refusal shows in the dialog, which stays open.
 */
export function DeleteShortlistDialog({ list }: { list: Shortlist }) {
  const remove = useDeleteShortlist();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = list.count === 1 ? '1 candidate' : `${list.count} candidates`;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Delete ${list.name}`}>
          <Trash2 aria-hidden="true" />
          <span className="hidden md:inline">Delete</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete {list.name}?</AlertDialogTitle>
        <AlertDialogDescription>
          The list and its {count} leave your team’s lists. The candidates and your team’s notes on
          them stay.
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
            onClick={async () => {
              setError(null);
              try {
                await remove.mutateAsync(list.id);
                setOpen(false);
                toast({ title: `${list.name} deleted.` });
              } catch (err) {
                setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
              }
            }}
          >
            Delete List
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
