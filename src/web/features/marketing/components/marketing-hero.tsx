import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

interface MarketingHeroProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** Calls to action under the text. */
  children?: ReactNode;
}

/** The hero band of a marketing page; sets the document title too. */
export function MarketingHero({ eyebrow, title, description, children }: MarketingHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -left-32 size-[30rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {title}
        </h1>
        <div className="mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">{description}</div>
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </section>
  );
}
