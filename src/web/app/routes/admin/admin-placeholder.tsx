import { NavLink, useMatches } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { PageHeader } from '../../../components/page-header';
import type { PlaceholderHandle } from '../placeholder';

const adminLinks = [
  { label: 'Candidates', to: paths.adminCandidates.getHref() },
  { label: 'Companies', to: paths.adminCompanies.getHref() },
  { label: 'Intro Requests', to: paths.adminIntroRequests.getHref() },
  { label: 'Intros & Gigs', to: paths.adminIntrosAndGigs.getHref() },
  { label: 'Delete Users', to: paths.adminDeleteUsers.getHref() },
  { label: 'Emails', to: paths.adminEmails.getHref() },
] as const;

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Admin pages not built yet: title and links to the other admin pages (spec 2 §2 "Admin screens"). */
export function AdminPlaceholderRoute() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPlaceholderHandle);
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title={handle?.title ?? 'Admin'}
        description={handle?.description}
      />
      <nav aria-label="Admin" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {adminLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
