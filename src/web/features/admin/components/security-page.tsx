import { PasskeysCard } from '../../auth/components/passkeys-card';
import { SessionsCard } from '../../auth/components/sessions-card';
import { TwoFactorCard } from '../../auth/components/two-factor-card';
import { AdminPage } from './admin-page';

/**
 * /admin/security (issue #31 items 4–6; docs/decisions/067, 068): the signed-in admin's own
 * two-factor authentication (which admins must keep on: no "Turn off"), passkeys, and where the
 * admin is signed in.
 */
export function AdminSecurityPage() {
  return (
    <AdminPage
      title="Security"
      description="Your own sign-in: two-factor authentication, passkeys and sessions."
    >
      <div className="grid max-w-3xl gap-6">
        <TwoFactorCard />
        <PasskeysCard />
        <SessionsCard />
      </div>
    </AdminPage>
  );
}
