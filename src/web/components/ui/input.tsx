import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A text input; `aria-invalid` turns the border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
