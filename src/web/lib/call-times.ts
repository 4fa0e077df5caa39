/**
 * The call times a slot form suggests before anyone types (issue #30: they were 24 and 48 hours
 * after the next full hour, so an evening visit suggested 12:00 AM): working hours on weekdays, in
 * the viewer's own time zone — the zone the form's times are entered in (issue #17).
 */
import { addDays, addHours, isWeekend, setHours, startOfDay } from 'date-fns';
import { toLocalInput } from './date-time';

/** The hours of a working day at which a call is suggested: 10:00 and 15:00. */
export const SUGGESTED_CALL_HOURS = [10, 15] as const;

/** How far ahead the first suggestion is at least (hours): time to read and answer. */
export const SUGGESTION_LEAD_HOURS = 12;

/**
 * The next `count` suggested call times after `now`: weekdays at `SUGGESTED_CALL_HOURS`, at least
 * `SUGGESTION_LEAD_HOURS` ahead, in the viewer's zone, as `datetime-local` values, earliest
 * first. Within 14 days for any `count` up to 5 (the slot form's maximum).
 */
export function suggestedCallTimes(count: number, now: Date = new Date()): string[] {
  const earliest = addHours(now, SUGGESTION_LEAD_HOURS);
  const times: string[] = [];
  for (let day = startOfDay(earliest); times.length < count; day = addDays(day, 1)) {
    if (isWeekend(day)) continue;
    for (const hour of SUGGESTED_CALL_HOURS) {
      const time = setHours(day, hour);
      if (time > earliest && times.length < count) times.push(toLocalInput(time));
    }
  }
  return times;
}
