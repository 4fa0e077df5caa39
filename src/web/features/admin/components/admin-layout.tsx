import { Outlet } from 'react-router';
import { AdminHeader } from './admin-header';

/**
 * Layout route of the admin area: its own header above the page, and nothing of the public site
 * (no site header, footer or newsletter bar; issue #13).
 */
export function AdminLayout() {
  return (
    <>
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col bg-slate-50 outline-none">
        <Outlet />
      </main>
    </>
  );
}
