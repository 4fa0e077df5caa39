import { LogOut } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useLeaveCompany } from '../../api/leave-company';
import { ConfirmActionDialog } from '../../../../components/confirm-action-dialog';

/**
 * "Leave company" for anyone but the owner (issue #33 item 3), confirmed in a dialog: the session
 * ends and the app goes to the home page. The server's refusal shows in the dialog.
 */
export function LeaveCompanyDialog({ companyName }: { companyName: string }) {
  const leave = useLeaveCompany();
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          Leave Company
        </Button>
      }
      title={`Leave ${companyName}?`}
      description={`You are signed out and can no longer see anything of ${companyName}. Your intros, messages and gigs stay with the company. To come back, a teammate must invite you again.`}
      confirmLabel="Leave Company"
      pending={leave.isPending}
      onConfirm={async () => {
        await leave.mutateAsync();
      }}
    />
  );
}
