import { Link } from 'react-router';
import { ArrowLeft, Users } from 'lucide-react';
import {
  memberRoleDescriptions,
  memberRoleLabels,
  teamTexts,
  type Team,
} from '../../../../../shared/companies/team';
import { paths } from '../../../../config/paths';
import { DocumentTitle } from '../../../../components/document-title';
import { LoadFailed } from '../../../../components/load-failed';
import { LoadingState } from '../../../../components/loading-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { isApiError } from '../../../../lib/api-client';
import { useTeam } from '../../api/get-team';
import { InvitationList } from './invitation-list';
import { InviteMemberForm } from './invite-member-form';
import { LeaveCompanyDialog } from './leave-company-dialog';
import { MemberList } from './member-list';
import { TeamActivityList } from './team-activity-list';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

const title = `${teamTexts.title} | WarmIntro`;

/** The title band, as the dashboard's: back link, company, "Team", the seats in use. */
function TeamHeader({ team }: { team: Team | undefined }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
        <Link
          to={paths.dashboard.getHref()}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        {team ? (
          <p className="text-sm font-semibold tracking-wide break-words text-brand-700 uppercase">
            {team.companyName}
          </p>
        ) : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {teamTexts.title}
        </h1>
        {team ? (
          <p className="mt-3 flex items-center gap-2 text-lg text-slate-600">
            <Users className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {teamTexts.seatsUsed(team.seats.used, team.seats.limit)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The reader's own place: their role, and Transfer ownership (owner) or Leave company. */
function YourRoleCard({ team }: { team: Team }) {
  const owner = team.yourRole === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Role: {memberRoleLabels[team.yourRole]}</CardTitle>
        <CardDescription>{memberRoleDescriptions[team.yourRole]}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {owner ? (
          <>
            <p className="text-sm text-slate-600">{teamTexts.ownerCannotLeave}</p>
            <TransferOwnershipDialog team={team} />
          </>
        ) : (
          <LeaveCompanyDialog companyName={team.companyName} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/team — the company's members page (issue #33 item 9): seats in use, the members, the
 * team's recent activity and the pending invitations; an owner or admin invites, resends,
 * revokes, changes roles and removes; the owner transfers ownership, anyone else may leave. The
 * server decides every right; the page offers what `canManage` and `yourRole` allow.
 */
export function TeamPage() {
  const team = useTeam();

  if (team.isPending) {
    return (
      <div className="min-h-full bg-slate-50">
        <TeamHeader team={undefined} />
        <LoadingState message="Loading your team…">
          <DocumentTitle>{title}</DocumentTitle>
        </LoadingState>
      </div>
    );
  }

  if (team.isError) {
    // A 403 says why (e.g. no longer a member of a company): its words, not a retry's.
    const refusal =
      isApiError(team.error) && team.error.status === 403 ? team.error.detail : undefined;
    return (
      <div className="min-h-full bg-slate-50">
        <TeamHeader team={undefined} />
        <LoadFailed
          message={refusal ?? 'Your team could not be loaded.'}
          onRetry={() => void team.refetch()}
        >
          <DocumentTitle>{title}</DocumentTitle>
        </LoadFailed>
      </div>
    );
  }

  const data = team.data;
  return (
    <div className="min-h-full bg-slate-50">
      <DocumentTitle>{title}</DocumentTitle>
      <TeamHeader team={data} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
        {data.canManage ? (
          <Card>
            <CardHeader>
              <CardTitle>Invite a Teammate</CardTitle>
              <CardDescription>
                They get an e-mail with a link to join {data.companyName}. The link works for 7
                days.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InviteMemberForm team={data} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Members</CardTitle>
          </CardHeader>
          <CardContent className="pt-0">
            <MemberList team={data} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent className="pt-0">
            <TeamActivityList />
          </CardContent>
        </Card>
        {data.canManage || data.invitations.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>Pending Invitations</CardTitle>
            </CardHeader>
            <CardContent>
              <InvitationList team={data} />
            </CardContent>
          </Card>
        ) : null}
        <YourRoleCard team={data} />
      </div>
    </div>
  );
}
