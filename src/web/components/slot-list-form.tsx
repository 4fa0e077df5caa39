import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import {
  SLOT_MINUTES,
  SLOT_WINDOW_MS,
  SLOTS_MAX,
  SLOTS_MIN,
} from '../../shared/intro-requests/schemas';
import { fromLocalInput, toLocalInput, viewerTimeZone } from '../lib/date-time';
import { suggestedCallTimes } from '../lib/call-times';
import { Button } from './ui/button';
import { Input } from './ui/input';

interface SlotListFormProps {
  /** The submit button's label, e.g. 'Accept and Offer Times'. */
  submitLabel: string;
  busy?: boolean;
  /** The server's message for the times, if it refused them. */
  serverError?: string;
  /** Called with 2–5 ISO instants (UTC). */
  onSubmit: (slots: string[]) => void;
  /** A second action beside the submit button (e.g. 'Cancel'). */
  secondary?: ReactNode;
}

/**
 * Offer 2–5 thirty-minute times for the intro call within the next 14 days, entered in the
 * viewer's own time zone (issue #17). The browser checks what the server checks again.
 */
export function SlotListForm({
  submitLabel,
  busy,
  serverError,
  onSubmit,
  secondary,
}: SlotListFormProps) {
  const id = useId();
  // Weekday working hours in the viewer's zone (issue #30).
  const [values, setValues] = useState<string[]>(() => suggestedCallTimes(SLOTS_MIN));
  const [error, setError] = useState<string | null>(null);
  const [{ min, max }] = useState(() => ({
    min: toLocalInput(new Date()),
    max: toLocalInput(new Date(Date.now() + SLOT_WINDOW_MS)),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slots = values.map(fromLocalInput);
    const now = Date.now();
    if (
      slots.length < SLOTS_MIN ||
      slots.some((s) => !s) ||
      new Set(slots).size !== slots.length ||
      slots.some((s) => {
        const t = new Date(s!).getTime();
        return t <= now || t > now + SLOT_WINDOW_MS;
      })
    ) {
      setError(`Offer ${SLOTS_MIN} to ${SLOTS_MAX} different times within the next 14 days.`);
      return;
    }
    setError(null);
    onSubmit(slots as string[]);
  };

  const message = error ?? serverError;
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">
          {`Times for a ${SLOT_MINUTES}-minute call (your time zone: ${viewerTimeZone()})`}
        </legend>
        {values.map((value, i) => (
          <div key={i} className="flex items-center gap-2">
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {`Time ${i + 1}`}
            </label>
            <Input
              id={`${id}-${i}`}
              type="datetime-local"
              value={value}
              min={min}
              max={max}
              step={60 * 15}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) =>
                setValues((all) => all.map((v, j) => (j === i ? e.target.value : v)))
              }
              className="sm:w-64"
            />
            {values.length > SLOTS_MIN ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${i + 1}`}
                onClick={() => setValues((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
      </fieldset>
      {values.length < SLOTS_MAX ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setValues((all) => [
              ...all,
              // The first suggestion not already in the list.
              suggestedCallTimes(SLOTS_MAX + all.length).find((t) => !all.includes(t)) ?? '',
            ])
          }
        >
          <Plus aria-hidden="true" />
          Add a time
        </Button>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
