import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** A page's title band; also sets the document title. */
export function PageHeader({ title, description, eyebrow, children }: PageHeaderProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
