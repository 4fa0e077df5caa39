import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-slate-100 text-slate-800',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
        blue: 'border-blue-200 bg-blue-50 text-blue-800',
        yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
        green: 'border-green-200 bg-green-50 text-green-800',
        red: 'border-red-200 bg-red-50 text-red-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/** A small status label. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
