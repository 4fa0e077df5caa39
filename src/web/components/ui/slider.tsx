import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, e.g. ['Minimum budget', 'Maximum budget']. */
  thumbLabels: readonly string[];
  /** Text a screen reader announces for a thumb's value (e.g. "$2,000"). */
  getValueText?: (value: number) => string;
}

/** A range slider (Radix Slider) with one labelled thumb per value. */
export function Slider({ className, thumbLabels, getValueText, value, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-60',
        className,
      )}
      value={value}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={
            getValueText && value?.[index] !== undefined ? getValueText(value[index]) : undefined
          }
          className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
