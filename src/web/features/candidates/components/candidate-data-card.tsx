import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
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
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDeleteCandidate } from '../api/delete-candidate';
import { useDownloadCandidateData } from '../api/export-candidate-data';

/**
 * Deletes the candidate account for good after the user types their e-mail (issue #5, beyond the
 * spec). Afterwards the session is gone: the cache is cleared and the user lands on /.
 */
function DeleteCandidateDialog({ email }: { email: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { mutateAsync, isPending, clearSessionCache } = useDeleteCandidate();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = confirmation.trim().toLowerCase() === email.trim().toLowerCase();

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
      description: 'Your candidate profile and all its data have been deleted.',
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
          Delete My Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete your candidate account?</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes your profile, résumé, intro requests and gig answers, and logs
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
              Type <span className="font-semibold break-all">{email}</span> to confirm
            </Label>
            <Input
              id={`${id}-confirm`}
              type="email"
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

/** 'Download my data' and 'Delete my account' (issue #5 "Account", beyond the spec). */
export function CandidateDataCard({ email }: { email: string }) {
  const download = useDownloadCandidateData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything we store about you, or delete your account for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: () =>
                toast({
                  title: 'Error',
                  description: unexpectedErrorMessage,
                  variant: 'destructive',
                }),
            })
          }
        >
          <Download aria-hidden="true" />
          Download My Data
        </Button>
        <DeleteCandidateDialog email={email} />
      </CardContent>
    </Card>
  );
}
