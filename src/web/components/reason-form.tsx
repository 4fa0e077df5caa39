import { useId, useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

interface ReasonFormProps {
  label: string;
  submitLabel: string;
  busy?: boolean;
  maxLength: number;
  /** Called with the trimmed, non-empty reason. */
  onSubmit: (reason: string) => void;
  secondary?: ReactNode;
}

/** A short required reason and a submit button, e.g. to cancel a call (issue #17). */
export function ReasonForm({
  label,
  submitLabel,
  busy,
  maxLength,
  onSubmit,
  secondary,
}: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) {
          setError('Please give a reason.');
          return;
        }
        setError(null);
        onSubmit(reason.trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={reason}
        maxLength={maxLength}
        className="min-h-20"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
