import type { ComponentProps, ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

/** A group of radio buttons (Radix: arrow keys move between them). */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

/**
 * One radio button with its visible label and an optional line under it (read as its
 * description); the whole card is clickable.
 */
export function RadioGroupOption({
  className,
  label,
  description,
  id,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: string;
  id: string;
  description?: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={id}
        // Named by the label alone; the line under it is its description.
        aria-labelledby={description ? `${id}-label` : undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-700"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-brand-700" />
      </RadioGroupPrimitive.Item>
      {description ? (
        <span className="grid gap-0.5">
          <span id={`${id}-label`}>{label}</span>
          <span id={`${id}-description`} className="font-normal text-slate-600">
            {description}
          </span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}
