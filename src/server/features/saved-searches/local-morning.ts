/**
 * When daily and weekly alerts go (issue #34 item 5, docs/decisions/076): at `ALERT_LOCAL_HOUR`
 * (08:00) in the member's time zone, every day or on Mondays. Dates in a time zone are
 * `@date-fns/tz`'s `TZDate` (IANA data of the runtime), so summer time moves the hour with the
 * clock on the wall.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { ALERT_LOCAL_HOUR, type AlertFrequency } from '../../../shared/saved-searches/schemas';

/** The local calendar day of `at` in `timeZone`, `YYYY-MM-DD`. */
export function localDay(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
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
  const local = new TZDate(after.getTime(), timeZone);
  const today = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    ALERT_LOCAL_HOUR,
    timeZone,
  );
  // The first morning from today on (at most 8 days ahead) that is after `after` and fits.
  for (let step = 0; step <= 8; step++) {
    const morning = addDays(today, step);
    if (morning.getTime() <= after.getTime()) continue;
    if (frequency === 'weekly' && morning.getDay() !== 1) continue;
    return new Date(morning.getTime());
  }
  throw new Error(`No alert morning found after ${after.toISOString()} in ${timeZone}`);
}
