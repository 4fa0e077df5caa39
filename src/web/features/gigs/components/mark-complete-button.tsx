import { CheckCircle2, Loader2 } from 'lucide-react';
import { gigMessages, type CompanyGig } from '../../../../shared/gigs/schemas';
import { toast } from '../../../lib/toast';
import { toastActionError } from '../../../lib/action-error';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useCompleteGig } from '../api/complete-gig';

/**
 * 'Mark Complete' with its confirmation (spec 2 §2: "confirmation dialog; cannot be undone"),
 * then 'Gig Updated!'; a refusal shows the server's words (docs/decisions/024). Offered by the
 * gig's card and its page (issue #30) exactly when `gig.actions` has `complete`.
 */
export function MarkCompleteButton({ gig }: { gig: Pick<CompanyGig, 'id' | 'title'> }) {
  const completeGig = useCompleteGig();

  const confirm = async () => {
    try {
      await completeGig.mutateAsync(gig.id);
      toast(gigMessages.completed);
    } catch (error) {
      toastActionError(error);
    }
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" disabled={completeGig.isPending}>
          {completeGig.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          Mark Complete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Mark this project as complete?</AlertDialogTitle>
        <AlertDialogDescription>
          “{gig.title}” will be marked as complete. This action cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction className={buttonVariants()} onClick={() => void confirm()}>
            Mark Complete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
