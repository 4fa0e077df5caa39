import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface FeatureItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

interface FeatureGridProps {
  items: FeatureItem[];
  /** Number the items (1., 2., …) as steps. */
  numbered?: boolean;
  className?: string;
}

/** A grid of icon cards: benefits, advantages or numbered steps. */
export function FeatureGrid({ items, numbered = false, className }: FeatureGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item, i) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
              <item.icon aria-hidden="true" className="size-5" />
            </span>
            {numbered ? (
              <span aria-hidden="true" className="text-sm font-semibold text-slate-500">
                Step {i + 1}
              </span>
            ) : null}
          </div>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </List>
  );
}
