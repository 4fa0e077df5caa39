/**
 * Dates and times as the viewer reads them: in the browser's own time zone (issue #17: a call
 * is stored in UTC and shown in each viewer's zone), and `datetime-local` values for inputs.
 */

/** The viewer's IANA time zone, e.g. 'Europe/Berlin' (UTC when the browser does not say). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Made on first use, not when the module loads: the first `Intl.DateTimeFormat` of a page loads
 * the browser's calendar and time zone data, ~40 ms on a slow phone, which the talent feed (whose
 * cards import this module) would otherwise pay before a visitor sees a date (docs/decisions/048).
 */
let dateTime: Intl.DateTimeFormat | undefined;

/** An ISO instant in the viewer's zone, e.g. 'Tue, Dec 1, 4:00 PM'. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTime.format(d);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (local time, minutes) for an instant. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The next full hour from now, as a `datetime-local` value: a sensible default for a call. */
export function nextFullHourInput(hoursAhead = 1): string {
  const d = new Date();
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + hoursAhead);
  return toLocalInput(d);
}

/** A `datetime-local` value read in the viewer's zone, as an ISO instant; null when empty or bad. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
