import type { ReactNode } from 'react';
import { formatLastUpdated } from '../lib/last-updated';
import { DocumentTitle } from '../../../components/document-title';

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  sections: LegalSection[];
}

/**
 * A legal page: title, last-updated date (today, spec 1 §2 "Legal pages"), a table of contents
 * and numbered sections.
 */
export function LegalDocument({ title, sections }: LegalDocumentProps) {
  const lastUpdated = formatLastUpdated();
  return (
    <>
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-slate-600">
            Last updated:{' '}
            <time dateTime={new Date().toISOString().slice(0, 10)}>{lastUpdated}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">Contents</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-slate-600 hover:text-brand-700 hover:underline"
                >
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                {i + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
