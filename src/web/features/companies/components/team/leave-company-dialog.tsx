import { useState } from 'react';
import { LogOut } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../../lib/api-client';
import { useLeaveCompany } from '../../api/leave-company';

/**
 * "Leave company" for anyone but the owner (issue #33 item 3), confirmed in a dialog: the session
 * ends and the app goes to the home page. The server's refusal shows in the dialog.
 */
export function LeaveCompanyDialog({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = useLeaveCompany();

  const onLeave = async () => {
    setError(null);
    try {
      await leave.mutateAsync();
    } catch (err) {
      setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          Leave Company
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Leave {companyName}?</AlertDialogTitle>
        <AlertDialogDescription>
          You are signed out and can no longer see anything of {companyName}. Your intros, messages
          and gigs stay with the company. To come back, a teammate must invite you again.
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
            disabled={leave.isPending}
            aria-busy={leave.isPending}
            onClick={() => void onLeave()}
          >
            Leave Company
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
