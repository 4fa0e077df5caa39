import { useId, useState } from 'react';
import { CalendarCheck, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Now as a `datetime-local` value (local time, minutes). */
function localNow(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

interface BookCallFormProps {
  busy: boolean;
  /** The call's time as ISO 8601 (undefined when the field could not be read: the server uses now). */
  onBook: (meetingTime: string | undefined) => void;
}

/** 'Confirm Call Booked' with the call's date and time (spec 1 §4 'Call Booking Confirmed'). */
export function BookCallForm({ busy, onBook }: BookCallFormProps) {
  const id = useId();
  const [when, setWhen] = useState(localNow);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const time = new Date(when);
        onBook(Number.isNaN(time.getTime()) ? undefined : time.toISOString());
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Call date and time</Label>
        <Input
          id={id}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          className="sm:w-56"
          required
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <CalendarCheck aria-hidden="true" />
        )}
        Confirm Call Booked
      </Button>
    </form>
  );
}
