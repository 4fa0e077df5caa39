import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { teamTexts, type TeamMember } from '../../../../../shared/companies/team';
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
import { toast } from '../../../../lib/toast';
import { useRemoveMember } from '../../api/remove-member';

/**
 * "Remove" for one member, confirmed in a dialog (issue #33 item 6): their sessions end at once and
 * their work stays with the company. The server's refusal shows in the dialog.
 */
export function RemoveMemberDialog({
  member,
  companyName,
}: {
  member: TeamMember;
  companyName: string;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveMember();

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync(member.userId);
      setOpen(false);
      toast({ title: teamTexts.memberRemoved });
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
        <Button variant="outline" size="sm" aria-label={`Remove ${member.fullName}`}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Remove {member.fullName}?</AlertDialogTitle>
        <AlertDialogDescription>
          {member.fullName} ({member.email}) is signed out at once and can no longer see anything of{' '}
          {companyName}. Their intros, messages and gigs stay with the company.
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
            onClick={() => void onRemove()}
          >
            Remove Member
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
