import { useId } from 'react';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Link } from 'react-router';
import type { CompanyPage } from '../../../../shared/companies/company-page';
import { paths } from '../../../config/paths';
import { companyFacts } from './company-facts';
import { CompanyLogo } from './company-logo';

/** The facts a card shows; the page shows them all. */
const CARD_FACTS = new Set(['Hiring for', 'Works', 'Engagement', 'Stage', 'Headquarters']);

/**
 * One company in Browse Companies (issue #15): logo from initials, name linking to its page, the
 * description clamped to 3 lines, what it hires for and how it works.
 */
export function CompanyCard({ company }: { company: CompanyPage }) {
  const titleId = useId();
  const facts = companyFacts(company).filter(([label]) => CARD_FACTS.has(label));
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo name={company.companyName} />
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-lg font-bold text-slate-900">
            <Link
              to={paths.companyProfile.getHref(company.id)}
              className="rounded-sm underline-offset-4 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {company.companyName}
            </Link>
          </h3>
          <VerifiedBadge domain={company.verifiedDomain} />
          {company.stage || company.companySize ? (
            <p className="text-sm text-slate-600">
              {[company.stage, company.companySize ? `${company.companySize} people` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </div>
      </div>
      {company.description ? (
        <p className="mt-4 line-clamp-3 text-sm text-slate-700">{company.description}</p>
      ) : null}
      {facts.length > 0 ? (
        <dl className="mt-4 grid gap-1.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-1.5">
              <dt className="text-slate-600">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
