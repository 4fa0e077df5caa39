import { CalendarDays, CodeXml, FileText, Globe, House, Link2, Mail } from 'lucide-react';
import type { CandidateContact } from '../../../../shared/intro-requests/schemas';
import { webUrl } from '../../../lib/web-url';

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline';

/**
 * A candidate's contact details, shown to a company once the candidate has accepted its intro
 * (the double opt-in, docs/decisions/013): e-mail, booking link, LinkedIn, portfolio, GitHub and
 * personal site (docs/decisions/080), résumé.
 */
export function CandidateContactLine({ contact }: { contact: CandidateContact }) {
  const links = [
    { label: 'Booking link', href: webUrl(contact.calendarUrl), icon: CalendarDays },
    { label: 'LinkedIn', href: webUrl(contact.linkedinUrl), icon: Link2 },
    { label: 'Portfolio', href: webUrl(contact.portfolioUrl), icon: Globe },
    { label: 'GitHub', href: webUrl(contact.githubUrl), icon: CodeXml },
    { label: 'Personal site', href: webUrl(contact.personalSiteUrl), icon: House },
  ];
  return (
    <ul
      aria-label="Contact details"
      className="mt-4 flex flex-wrap gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm"
    >
      <li>
        <a href={`mailto:${contact.email}`} className={linkClass}>
          <Mail className="size-4" aria-hidden="true" />
          {contact.email}
        </a>
      </li>
      {links.map(({ label, href, icon: Icon }) =>
        href ? (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null,
      )}
      {contact.resumeUrl ? (
        <li>
          <a href={contact.resumeUrl} download className={linkClass}>
            <FileText className="size-4" aria-hidden="true" />
            Résumé
          </a>
        </li>
      ) : null}
    </ul>
  );
}
