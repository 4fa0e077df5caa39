import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

interface CheckboxGroupProps<T extends string> {
  /** The group's name, read as the fieldset's legend. */
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** The spec's message for the group, linked with `aria-describedby`. */
  error?: string | undefined;
  /** Extra text under the legend. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A multi-select as a group of labelled checkboxes in a fieldset, with its error message. The
 * boxes are the browser's own (styled): they work with the keyboard and before the page's scripts
 * run, and keep Radix Checkbox out of the signup page's first load
 * (docs/decisions/055-validation-loads-with-the-first-check.md).
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  className,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    // Keep the options' order whatever the clicking order.
    onChange(options.filter((o) => next.includes(o)));
  };
  return (
    <fieldset
      className={cn('space-y-2', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="grid grid-cols-1 gap-2 pt-1 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.replace(/\W+/g, '-')}`;
          const checked = value.includes(option);
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50',
                checked && 'border-brand-700 bg-brand-50',
              )}
            >
              <span className="relative flex size-4 shrink-0">
                <input
                  type="checkbox"
                  id={optionId}
                  checked={checked}
                  onChange={(event) => toggle(option, event.currentTarget.checked)}
                  className="peer size-4 cursor-pointer appearance-none rounded border border-slate-400 bg-white checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                />
                <Check
                  className="pointer-events-none absolute inset-0 m-auto size-3 text-white opacity-0 peer-checked:opacity-100"
                  strokeWidth={3}
                  aria-hidden="true"
                />
              </span>
              {option}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
