import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SectionHeadingProps {
  /** The `id` of the heading, for `aria-labelledby` on its section. */
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'left';
  /** Light text for dark sections. */
  inverted?: boolean;
}

/** A marketing section's eyebrow, `h2` and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            inverted ? 'text-brand-200' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {description ? (
        <p className={cn('mt-4 text-lg', inverted ? 'text-slate-300' : 'text-slate-600')}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
