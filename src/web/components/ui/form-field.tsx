import { useId, type ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** The spec's message for this field, shown under it and linked with `aria-describedby`. */
  error?: string | undefined;
  /** Renders the control with the ids it must carry. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  /** Extra content beside the label (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
}

/** A labelled form control with its error message. */
export function FormField({ label, error, children, labelAside }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
