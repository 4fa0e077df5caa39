import type { ReactNode } from 'react';

interface CtaBandProps {
  id: string;
  title: string;
  description: string;
  /** The buttons; style them for a dark background. */
  children: ReactNode;
}

/** A closing call-to-action band on a dark brand background. */
export function CtaBand({ id, title, description, children }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {children}
        </div>
      </div>
    </section>
  );
}
