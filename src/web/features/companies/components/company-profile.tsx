import type { ReactNode } from 'react';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Link } from 'react-router';
import { ArrowLeft, Globe } from 'lucide-react';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { webUrl } from '../../../lib/web-url';
import { LoadingState } from '../../../components/loading-state';
import { LoadFailed } from '../../../components/load-failed';
import { CompanyBookingNote } from '../../../components/company-booking-note';
import { useCompanyPage } from '../api/get-company-page';
import { companyFacts } from './company-facts';
import { CompanyLogo } from './company-logo';
import { DocumentTitle } from '../../../components/document-title';

interface CompanyProfileProps {
  companyId: string;
  /** Shown when the API answers 404 (not active, or no such company). */
  notFound: ReactNode;
}

/**
 * One company's page for candidates, `/companies/{id}` (issue #15): logo from initials, name,
 * website, description, what it hires for and how it works (never its budget or contact person).
 * The company itself sees a preview: the same page, with the way back to its Account tab.
 */
export function CompanyProfile({ companyId, notFound }: CompanyProfileProps) {
  const preview = useSession().status === 'company';
  const page = useCompanyPage(companyId);
  const data = page.data;
  useMetaDescription(data?.description ?? null);

  if (page.isError && isApiError(page.error) && page.error.status === 404) return <>{notFound}</>;
  if (page.isError) {
    return (
      <LoadFailed
        message="This company could not be loaded."
        onRetry={() => void page.refetch()}
        className="flex-1 px-4 py-24"
      >
        <DocumentTitle>Company | WarmIntro</DocumentTitle>
      </LoadFailed>
    );
  }
  if (!data) {
    return (
      <LoadingState message="Loading company…" className="flex-1">
        <DocumentTitle>Company | WarmIntro</DocumentTitle>
      </LoadingState>
    );
  }
  const website = webUrl(data.website);

  return (
    <>
      <DocumentTitle>{`${data.companyName} | WarmIntro`}</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          <Link
            to={preview ? paths.dashboard.getHref('account') : paths.talent.getHref()}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {preview ? 'Account Management' : 'Browse Companies'}
          </Link>
          {preview ? (
            <p className="mt-4 rounded-md border border-brand-200 bg-white px-3 py-2 text-sm text-slate-700">
              This is how candidates see your company page.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <CompanyLogo name={data.companyName} className="size-20 text-2xl" />
            <div className="min-w-0 flex-1">
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
                {data.companyName}
              </h1>
              <VerifiedBadge domain={data.verifiedDomain} />
              {data.stage || data.headquarters ? (
                <p className="mt-1 text-lg text-slate-700">
                  {[data.stage, data.headquarters].filter(Boolean).join(' · ')}
                </p>
              ) : null}
              {website ? (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  <Globe className="size-4" aria-hidden="true" />
                  {data.website}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-5xl flex-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
          <h2 className="text-lg font-bold text-slate-900">About</h2>
          {data.description ? (
            <p className="mt-3 whitespace-pre-line text-slate-700">{data.description}</p>
          ) : (
            <p className="mt-3 text-slate-600">
              {data.companyName} has not written a description yet.
            </p>
          )}
        </section>
        <aside aria-label="How they hire" className="grid content-start gap-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="text-lg font-bold text-slate-900">How they hire</h2>
            <dl className="mt-3 grid gap-3 text-sm">
              {companyFacts(data).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <CompanyBookingNote bookingRate={data.bookingRate} />
        </aside>
      </div>
    </>
  );
}
