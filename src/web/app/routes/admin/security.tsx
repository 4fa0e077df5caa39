import { AdminSecurityPage } from '../../../features/admin/components/security-page';

/** /admin/security: the admin's own two-factor and sessions (issue #31 item 4; docs/decisions/067). */
export function AdminSecurityRoute() {
  return <AdminSecurityPage />;
}
