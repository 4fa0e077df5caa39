/**
 * The rule for every date a person sends (docs/decisions/017): a real calendar date written
 * `YYYY-MM-DD` (no 2024-02-30, no 9999-99-99) within `DATE_MIN`…`DATE_MAX`, so PostgreSQL's `date`
 * and `timestamptz` never refuse it. Date-times follow the same range.
 */
import { z } from 'zod';

/** The earliest date accepted. */
export const DATE_MIN = '1900-01-01';
/** The latest date accepted. */
export const DATE_MAX = '2100-12-31';

/** The message for a date that is not one, where the specification gives none. */
export const DATE_INVALID = 'Please enter a valid date.';

const inRange = (day: string) => day >= DATE_MIN && day <= DATE_MAX;
const isoDate = z.iso.date();

/** True for a real calendar date `YYYY-MM-DD` (zod's check, leap years included) in range. */
export function isCalendarDate(value: string): boolean {
  return isoDate.safeParse(value).success && inRange(value);
}

/**
 * A calendar date `YYYY-MM-DD` within the accepted range; `message` for anything else (the field's
 * own message, e.g. 'Availability Date is required.'), the first of the field's messages. Like
 * `text()`, it does not abort the parse, so a form's other rules still show.
 */
export function calendarDate(message: string = DATE_INVALID) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}

/** Empty, or a calendar date as `calendarDate` has it (a filter a form may leave blank). */
export function optionalCalendarDate(message: string = DATE_INVALID) {
  return z.string({ error: message }).refine((v) => v === '' || isCalendarDate(v), message);
}

/**
 * An ISO 8601 date-time with an offset (`2026-05-04T15:30:00+02:00`) whose UTC date is within the
 * accepted range; `message` for anything else.
 */
export function dateTime(message: string = DATE_INVALID) {
  return z.iso.datetime({ offset: true, error: message }).refine((v) => {
    // Also runs when the format check failed: an unparsable value is simply out of range.
    const time = Date.parse(v);
    return Number.isFinite(time) && inRange(new Date(time).toISOString().slice(0, 10));
  }, message);
}
