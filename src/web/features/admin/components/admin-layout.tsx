import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../auth/api/get-session';
import { AdminHeader } from './admin-header';
import { AdminTwoFactorGate } from './admin-two-factor-gate';

/**
 * Layout route of the admin area: its own header above the page, and nothing of the public site
 * (no site header, footer or newsletter bar; issue #13). An admin whose two-factor is not on gets
 * "Set up two-factor authentication" instead of any admin page, whose every request the server
 * would refuse (issue #31 item 4; docs/decisions/067).
 */
export function AdminLayout() {
  const { user } = useSession();
  const needsTwoFactor = user?.twoFactorEnabled === false;
  // Turning two-factor on reads the session again, which must not take the recovery codes off the
  // screen before the admin saved them: the gate stays until "Done".
  const [showingCodes, setShowingCodes] = useState(false);

  if (needsTwoFactor || showingCodes) {
    return (
      <AdminTwoFactorGate
        onEnabled={() => setShowingCodes(true)}
        onDone={() => setShowingCodes(false)}
      />
    );
  }
  return (
    <>
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col bg-slate-50 outline-none">
        <Outlet />
      </main>
    </>
  );
}
