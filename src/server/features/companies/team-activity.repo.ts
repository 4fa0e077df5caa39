/**
 * SQL for `team_activity`: the company's record of invitations, joins, role changes, removals and
 * ownership transfers (issue #33 item 2), read by the members page and the admin's company view.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teamActivity } from '../../../db/schema';
import type { MemberRole } from '../../../shared/companies/team';

export type TeamActivityKind =
  | 'invited'
  | 'invitation_resent'
  | 'invitation_revoked'
  | 'joined'
  | 'role_changed'
  | 'removed'
  | 'left'
  | 'ownership_transferred';

/** Records one team event in the caller's transaction. */
export async function insertTeamActivity(
  db: Db,
  entry: {
    companyId: string;
    kind: TeamActivityKind;
    actorId: string | null;
    actorName: string;
    subject: string;
    role?: MemberRole | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(teamActivity).values(entry);
}

/** The company's latest team events, newest first (at most `limit`). */
export async function listTeamActivity(db: Db, companyId: string, limit = 50) {
  return db
    .select()
    .from(teamActivity)
    .where(eq(teamActivity.companyId, companyId))
    .orderBy(desc(teamActivity.createdAt), desc(teamActivity.id))
    .limit(limit);
}
