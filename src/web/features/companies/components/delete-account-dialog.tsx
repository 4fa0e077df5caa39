import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDeleteCompany } from '../api/delete-company';

/**
 * Deletes the company account for good after the user types the company name (issue #3, beyond
 * the spec). Afterwards the session is gone: the cache is cleared and the user lands on /.
 */
export function DeleteAccountDialog({ companyName }: { companyName: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { mutateAsync, isPending, clearSessionCache } = useDeleteCompany();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = confirmation.trim().toLowerCase() === companyName.trim().toLowerCase();

  const onDelete = async () => {
    try {
      await mutateAsync(confirmation);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.confirmation) {
        setError(err.fieldErrors.confirmation);
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
      return;
    }
    setOpen(false);
    // Leave the guarded page before the session turns guest (see AccessDeniedRedirect).
    await navigate(paths.home.getHref(), { replace: true });
    clearSessionCache();
    toast({
      title: 'Account Deleted',
      description: 'Your company account and all its data have been deleted.',
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setConfirmation('');
          setError(null);
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete your company account?</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes {companyName}, its intro requests, gigs and preferences, and logs
          you out. This cannot be undone.
        </AlertDialogDescription>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) void onDelete();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-confirm`}>
              Type <span className="font-semibold">{companyName}</span> to confirm
            </Label>
            <Input
              id={`${id}-confirm`}
              value={confirmation}
              autoComplete="off"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={!matches || isPending}
              aria-busy={isPending}
            >
              Delete Account Permanently
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
