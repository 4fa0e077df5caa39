/**
 * Dates in e-mails, in words and in the recipient's time zone (docs/decisions/025): a company's
 * from its settings (`ianaZoneOf`), anyone else's UTC — the candidate profile has no time zone.
 */

/** 'Tuesday, December 1, 2026 at 10:00 AM EST' in `timeZone` (IANA); the ISO text if unreadable. */
export function dateTimeInWords(iso: string, timeZone = 'UTC'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat(timeZone).format(d);
}

/**
 * One formatter per time zone, made once: building an `Intl.DateTimeFormat` costs far more than
 * formatting with it, and every lifecycle e-mail formats dates (issue #14 "write path").
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** A calendar day `YYYY-MM-DD` as 'Monday, January 4, 2027' (a day has no time zone). */
export function dayInWords(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
