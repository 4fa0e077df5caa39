import { UserMinus } from 'lucide-react';
import { teamTexts, type TeamMember } from '../../../../../shared/companies/team';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useRemoveMember } from '../../api/remove-member';
import { ConfirmActionDialog } from '../../../../components/confirm-action-dialog';

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
  const remove = useRemoveMember();
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Remove ${member.fullName}`}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      }
      title={`Remove ${member.fullName}?`}
      description={
        <>
          {member.fullName} ({member.email}) is signed out at once and can no longer see anything of{' '}
          {companyName}. Their intros, messages and gigs stay with the company.
        </>
      }
      confirmLabel="Remove Member"
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(member.userId);
        toast({ title: teamTexts.memberRemoved });
      }}
    />
  );
}
