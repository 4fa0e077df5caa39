/** Tabs (Radix Tabs): arrow keys move between triggers; each panel is labelled by its trigger. */
import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tab triggers. `inline` sizes to its triggers; `full` spans the width with triggers
 * sharing it equally and scrolls sideways when they do not fit (the dashboards).
 */
export function TabsList({
  className,
  variant = 'inline',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { variant?: 'inline' | 'full' }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex items-center gap-1 rounded-xl bg-slate-100 p-1 text-slate-700',
        variant === 'full' &&
          'flex w-full overflow-x-auto border border-slate-200 [&>*]:flex-1 [&>*]:shrink-0 [&>*]:px-3',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    />
  );
}
