import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

interface SignupHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The title band of the candidate signup pages; also sets the document title. */
export function SignupHero({ eyebrow, title, children }: SignupHeroProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
