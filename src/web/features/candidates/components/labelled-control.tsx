import { useId, type ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** The ids a control needs to be named, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface LabelledControlProps {
  label: ReactNode;
  /** The spec's message for the field, shown under it. */
  error?: string | undefined;
  /** A short help text under the control, read with it. */
  hint?: ReactNode;
  /** Content beside the label, e.g. a character counter. */
  labelAside?: ReactNode;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** A labelled form control with an optional hint and its error message, both linked to it. */
export function LabelledControl({
  label,
  error,
  hint,
  labelAside,
  children,
  className,
}: LabelledControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'space-y-1.5'}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
