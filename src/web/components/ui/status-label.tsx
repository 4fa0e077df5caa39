import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The dot's colour of each tone (the spec's status colours: blue, yellow, green, red). */
const dotTone = {
  default: 'bg-slate-400',
  brand: 'bg-brand-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
} as const;

export type StatusTone = keyof typeof dotTone;

export interface StatusLabelProps extends ComponentProps<'span'> {
  tone?: StatusTone;
}

/**
 * A status as a coloured dot and its words: no border, fill or button-sized padding, so it never
 * reads as something to click (issue #30).
 */
export function StatusLabel({ tone = 'default', className, children, ...props }: StatusLabelProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-700',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', dotTone[tone])} />
      {children}
    </span>
  );
}
