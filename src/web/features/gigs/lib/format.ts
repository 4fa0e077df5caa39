/** How gig fields read on the cards. */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A `YYYY-MM-DD` day as 'Mar 4, 2027', read as a calendar day (no time-zone shift). */
export function formatGigDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return dateFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** 'N projects', singular for one. */
export function projectCount(n: number): string {
  return `${n} ${n === 1 ? 'project' : 'projects'}`;
}

/** An instant (ISO 8601, e.g. when a candidate answered) as its day, 'Mar 4, 2027', local time. */
export function formatGigInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
