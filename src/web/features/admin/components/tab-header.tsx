import type { ReactNode } from 'react';

/** A tab's or section's heading with its buttons beside it. */
export function TabHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
