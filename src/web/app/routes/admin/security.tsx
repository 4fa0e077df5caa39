import { AdminSecurityPage } from '../../../features/admin/components/security-page';

/** /admin/security: the admin's own two-factor, passkeys and sessions (docs/decisions/067, 068). */
export function AdminSecurityRoute() {
  return <AdminSecurityPage />;
}
