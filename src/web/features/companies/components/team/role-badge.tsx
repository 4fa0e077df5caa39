import { memberRoleLabels, type MemberRole } from '../../../../../shared/companies/team';
import { Badge } from '../../../../components/ui/badge';

const variants = { owner: 'brand', admin: 'blue', member: 'default' } as const;

/** A member's or an invitation's role as a small label (issue #33 item 3). */
export function RoleBadge({ role }: { role: MemberRole }) {
  return <Badge variant={variants[role]}>{memberRoleLabels[role]}</Badge>;
}
