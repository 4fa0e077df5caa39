import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatValue } from '../lib/format';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans both columns (bio, notes). */
  wide?: boolean;
}

/** Label/value pairs for the View dialogs and the selected-user panel. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'sm:col-span-2' : undefined}>
          <dt className="font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">
            {typeof item.value === 'string' || item.value === null || item.value === undefined
              ? formatValue(item.value)
              : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An external link that opens in a new tab, or a dash. */
export function ExternalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  if (!href) return <>—</>;
  const safe = /^https?:\/\//i.test(href) || href.startsWith('/');
  if (!safe) return <>{href}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
    >
      {children ?? href}
    </a>
  );
}

/** Placeholder lines while a dialog's record loads. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}
