import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';

interface GigPageHeaderProps {
  title: string;
  description: ReactNode;
  /** A link back, shown above the title. */
  back?: { to: string; label: string } | undefined;
  /** Actions on the right (wrapping under the title on phones). */
  children?: ReactNode;
}

/** The compact title band of the company gig pages (same look as the dashboard's); sets the document title. */
export function GigPageHeader({ title, description, back, children }: GigPageHeaderProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
        {back ? (
          <Link
            to={back.to}
            className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.label}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
              {title}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-slate-600">{description}</p>
          </div>
          {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
