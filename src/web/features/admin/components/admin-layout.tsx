import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../../auth/api/logout';

/** The admin pages, in the order the header lists them (spec 2 §2 "Admin screens"; issue #7). */
export const adminLinks = [
  { label: 'Candidates', to: paths.adminCandidates.getHref() },
  { label: 'Companies', to: paths.adminCompanies.getHref() },
  { label: 'Intro Requests', to: paths.adminIntroRequests.getHref() },
  { label: 'Intros & Gigs', to: paths.adminIntrosAndGigs.getHref() },
  { label: 'Delete Users', to: paths.adminDeleteUsers.getHref() },
  { label: 'Emails', to: paths.adminEmails.getHref() },
  { label: 'Audit', to: paths.adminAudit.getHref() },
] as const;

/** The admin header: links to every admin page and Log Out (which goes to /). */
export function AdminHeader() {
  const logout = useLogout();
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <nav
        aria-label="Admin"
        className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
      >
        <span className="text-xs font-bold tracking-wide text-slate-700 uppercase">Admin</span>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto sm:order-last"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden="true" />
          Log Out
        </Button>
        <ul className="flex w-full flex-wrap gap-1.5 sm:w-auto sm:flex-1">
          {adminLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-9 items-center rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    isActive
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Layout route of the admin area: the admin header above the page. */
export function AdminLayout() {
  return (
    <>
      <AdminHeader />
      <Outlet />
    </>
  );
}
