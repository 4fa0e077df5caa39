import { useState } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
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
import { toastActionError } from '../../../lib/action-error';
import { useDeleteCandidateNote } from '../api/delete-candidate-notes';

interface CandidateNotesDeleteProps {
  candidateId: string;
  noteId: string;
  /** The note is gone: the panel puts the focus somewhere that stays. */
  onDeleted: () => void;
}

/**
 * "Delete" on one's own note (issue #34 item 2), confirmed in a dialog first; the server's refusal
 * is toasted and the note stays.
 */
export function CandidateNotesDelete({
  candidateId,
  noteId,
  onDeleted,
}: CandidateNotesDeleteProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCandidateNote(candidateId, () => {
    setOpen(false);
    onDeleted();
  });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" className="h-8 px-2 text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // After a delete its trigger is gone with the note: `onDeleted` placed the focus.
          if (remove.isSuccess) event.preventDefault();
        }}
      >
        <AlertDialogTitle>Delete this note?</AlertDialogTitle>
        <AlertDialogDescription>
          Your team will no longer see it. This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() =>
              remove.mutate(noteId, {
                onError: (error) => {
                  setOpen(false);
                  toastActionError(error);
                },
              })
            }
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Delete note
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
