import { useId } from 'react';
import {
  assignableRoles,
  memberRoleLabels,
  teamTexts,
  type AssignableRole,
  type Team,
  type TeamMember,
} from '../../../../../shared/companies/team';
import { AvatarInitials } from '../../../../components/ui/avatar-initials';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { toastActionError } from '../../../../lib/action-error';
import { toast } from '../../../../lib/toast';
import { useChangeMemberRole } from '../../api/change-member-role';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RoleBadge } from './role-badge';

/** A member's role, changed as soon as another is picked (owner or admin, issue #33 item 3). */
function RoleSelect({ member }: { member: TeamMember }) {
  const id = useId();
  const change = useChangeMemberRole();
  return (
    <div className="space-y-1">
      <Label htmlFor={id} className="sr-only">
        Role of {member.fullName}
      </Label>
      <NativeSelect
        id={id}
        className="h-9 sm:w-36"
        value={member.role}
        disabled={change.isPending}
        aria-busy={change.isPending}
        onChange={(event) =>
          change.mutate(
            { userId: member.userId, role: event.target.value as AssignableRole },
            {
              onSuccess: () => toast({ title: teamTexts.roleChanged }),
              onError: (error) => toastActionError(error),
            },
          )
        }
      >
        {assignableRoles.map((role) => (
          <option key={role} value={role}>
            {memberRoleLabels[role]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The company's members (issue #33 item 9): name, job title, e-mail, role, and "(you)". An owner
 * or admin changes the role of, or removes, anyone but the owner and themselves. One row per
 * member, its actions under it on a phone and beside it from `sm` up.
 */
export function MemberList({ team }: { team: Team }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Members">
      {team.members.map((member) => {
        const manageable = team.canManage && member.role !== 'owner' && !member.you;
        return (
          <li
            key={member.userId}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
            aria-label={member.you ? `${member.fullName} (you)` : member.fullName}
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <AvatarInitials name={member.fullName} className="size-10 text-sm" />
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {member.fullName}
                  {member.you ? <span className="font-normal text-slate-600"> (you)</span> : null}
                </p>
                {member.jobTitle ? (
                  <p className="text-sm break-words text-slate-600">{member.jobTitle}</p>
                ) : null}
                <p className="text-sm break-all text-slate-600">{member.email}</p>
              </div>
            </div>
            {manageable ? (
              <div className="flex flex-wrap items-center gap-2 pl-13 sm:pl-0">
                <RoleSelect member={member} />
                <RemoveMemberDialog member={member} companyName={team.companyName} />
              </div>
            ) : (
              <div className="pl-13 sm:pl-0">
                <RoleBadge role={member.role} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
