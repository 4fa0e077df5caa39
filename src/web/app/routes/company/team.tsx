import { TeamPage } from '../../../features/companies/components/team/team-page';

/** /dashboard/team — the company's members, invitations and seats (issue #33 item 9). */
export function TeamRoute() {
  return <TeamPage />;
}
