import { RotateCw, X } from 'lucide-react';
import { teamTexts, type PendingInvitation, type Team } from '../../../../../shared/companies/team';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toastActionError } from '../../../../lib/action-error';
import { formatDateTime } from '../../../../lib/date-time';
import { toast } from '../../../../lib/toast';
import { useResendInvitation } from '../../api/resend-invitation';
import { useRevokeInvitation } from '../../api/revoke-invitation';
import { RoleBadge } from './role-badge';

/** Resend (a new link, 7 more days) and Revoke for one invitation. */
function InvitationActions({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-busy={resend.isPending}
        aria-label={`Resend invitation to ${invitation.email}`}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: (sent) => toast({ title: teamTexts.invitationResent(sent.email) }),
            onError: (error) => toastActionError(error),
          })
        }
      >
        <RotateCw aria-hidden="true" />
        Resend
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-busy={revoke.isPending}
        aria-label={`Revoke invitation to ${invitation.email}`}
        onClick={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => toast({ title: teamTexts.invitationRevoked }),
            onError: (error) => toastActionError(error),
          })
        }
      >
        <X aria-hidden="true" />
        Revoke
      </Button>
    </div>
  );
}

/**
 * The pending invitations (issue #33 item 2): address, role, who invited, and when the link
 * expires — or "Expired", which may still be resent. An owner or admin resends or revokes each.
 */
export function InvitationList({ team }: { team: Team }) {
  if (team.invitations.length === 0) {
    return <p className="text-sm text-slate-600">No pending invitations.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
      {team.invitations.map((invitation) => (
        <li
          key={invitation.id}
          aria-label={invitation.email}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
              {invitation.email}
              <RoleBadge role={invitation.role} />
            </p>
            <p className="text-sm text-slate-600">
              Invited by {invitation.invitedByName} ·{' '}
              {invitation.expired ? (
                <Badge variant="red">Expired</Badge>
              ) : (
                <>Expires {formatDateTime(invitation.expiresAt)}</>
              )}
            </p>
          </div>
          {team.canManage ? <InvitationActions invitation={invitation} /> : null}
        </li>
      ))}
    </ul>
  );
}
