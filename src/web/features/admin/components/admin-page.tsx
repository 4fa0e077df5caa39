import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (Refresh, Export CSV, …). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin page: its title (also the document title), actions and content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentTitle>{`${title} | WarmIntro Admin`}</DocumentTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
