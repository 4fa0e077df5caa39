/**
 * The admin's view of a company's team (issue #33 item 9): its active members and the team's
 * latest activity, read through the companies module's door.
 */
import type { Db } from '../../../db/client';
import type { AdminCompanyTeam } from '../../../shared/companies/team';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import { findCompany, getTeamActivity, listMembers, listTeamInvitations } from '../companies';

/**
 * The members (owner first), pending invitations (oldest first) and activity (newest first) of
 * company `id`, at `now`.
 * @throws AppError NOT_FOUND 'Company not found.'
 */
export async function getCompanyTeam(
  db: Db,
  id: string,
  now = new Date(),
): Promise<AdminCompanyTeam> {
  const company = isUuid(id) ? await findCompany(db, id) : undefined;
  if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
  const [members, invitations, activity] = await Promise.all([
    listMembers(db, id),
    listTeamInvitations(db, id, now),
    getTeamActivity(db, id),
  ]);
  return {
    members: members.map((m) => ({
      userId: m.userId,
      fullName: m.fullName,
      jobTitle: m.jobTitle,
      email: m.email,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
      you: false,
    })),
    invitations,
    activity,
  };
}
