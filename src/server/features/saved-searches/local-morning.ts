/**
 * When daily and weekly alerts go (issue #34 item 5, docs/decisions/076): at `ALERT_LOCAL_HOUR`
 * (08:00) in the member's time zone, every day or on Mondays. Computed with `Intl` (the runtime's
 * time-zone data), so summer time moves the hour with the clock on the wall.
 */
import { ALERT_LOCAL_HOUR, type AlertFrequency } from '../../../shared/saved-searches/schemas';

const DAY_MS = 24 * 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatIn(timeZone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows `year-month-day hour:00`. */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  // Twice: the offset at the guess may differ from the one at the wall time (a change in between).
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The local calendar day of `at` in `timeZone`, `YYYY-MM-DD`. */
export function localDay(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The next local morning strictly after `after` on which a `daily` or `weekly` alert goes: 08:00
 * in `timeZone` (weekly: a Monday's). Null for `off` and `instant`, which have no schedule.
 */
export function nextAlertMorning(
  after: Date,
  frequency: AlertFrequency,
  timeZone: string,
): Date | null {
  if (frequency !== 'daily' && frequency !== 'weekly') return null;
  const today = wallClock(after, timeZone);
  // Walk day by day from the local today (at most 8 steps) to the first morning that fits.
  for (let step = 0; step <= 8; step++) {
    const noon = new Date(Date.UTC(today.year, today.month - 1, today.day, 12) + step * DAY_MS);
    const morning = instantOf(
      noon.getUTCFullYear(),
      noon.getUTCMonth() + 1,
      noon.getUTCDate(),
      ALERT_LOCAL_HOUR,
      timeZone,
    );
    if (morning.getTime() <= after.getTime()) continue;
    if (frequency === 'weekly' && noon.getUTCDay() !== 1) continue;
    return morning;
  }
  throw new Error(`No alert morning found after ${after.toISOString()} in ${timeZone}`);
}
