import { useParams } from 'react-router';
import { JoinTeam } from '../../../features/companies/components/team/join-team';

/** /join/:token — an invitation to a company's team, no login needed to open it (issue #33 item 2). */
export function JoinTeamRoute() {
  const { token = '' } = useParams();
  return <JoinTeam key={token} token={token} />;
}
