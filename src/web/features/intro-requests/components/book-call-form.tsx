import { useId, useState, type ReactNode } from 'react';
import { CalendarCheck, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  fromLocalInput,
  nextFullHourInput,
  toLocalInput,
  viewerTimeZone,
} from '../../../lib/date-time';

interface BookCallFormProps {
  busy: boolean;
  /** The call's time as an ISO instant, in the future. */
  onBook: (meetingTime: string) => void;
  /** Beside the button, e.g. 'Back' when the form was opened from the card's menu. */
  secondary?: ReactNode;
}

/**
 * 'Confirm Call Booked' with the call's date and time (spec 1 §4 'Call Booking Confirmed'): for
 * a call booked through the candidate's calendar link; the picker refuses the past (issue #17).
 */
export function BookCallForm({ busy, onBook, secondary }: BookCallFormProps) {
  const id = useId();
  const [when, setWhen] = useState(() => nextFullHourInput());
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const time = fromLocalInput(when);
        if (!time || new Date(time).getTime() <= Date.now()) {
          setError('Choose a time in the future.');
          return;
        }
        setError(null);
        onBook(time);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{`Call date and time (${viewerTimeZone()})`}</Label>
        <Input
          id={id}
          type="datetime-local"
          value={when}
          min={toLocalInput(new Date())}
          onChange={(e) => setWhen(e.target.value)}
          className="sm:w-56"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <CalendarCheck aria-hidden="true" />
        )}
        Confirm Call Booked
      </Button>
      {secondary}
    </form>
  );
}
