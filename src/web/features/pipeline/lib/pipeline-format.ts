/**
 * How the pipeline's times and numbers read (issue #34 items 1, 3, 6): a card's time in its stage,
 * the day a candidate was added to a list, a rate as a percentage, the median time to an answer.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * How long a card has been in its stage, from `since` (ISO) to `now`: 'Just now' under a minute
 * (or a `since` ahead of the viewer's clock), 'Under an hour', then hours ('5 hours'), days ('3
 * days') and, from 14 days, weeks ('3 weeks').
 */
export function timeInStage(since: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(since).getTime();
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return 'Under an hour';
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 14) return plural(days, 'day');
  return plural(Math.floor(days / 7), 'week');
}

let shortDate: Intl.DateTimeFormat | undefined;

/** An ISO instant as a short date in the viewer's zone: 'Dec 3' ('Dec 3, 2025' in another year). */
export function formatShortDate(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (d.getFullYear() !== now.getFullYear())
    return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  shortDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  return shortDate.format(d);
}

/** A rate 0–1 as a whole percentage ('67%'); '—' when there is none. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** One decimal at most: 1.5, 2 (not 2.0). */
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/**
 * A median time to answer, given in hours, as a person says it: '45 minutes', '8 hours',
 * '1.5 days'; '—' when there is none.
 */
export function formatAnswerTime(hours: number | null): string {
  if (hours === null || Number.isNaN(hours)) return '—';
  if (hours < 1) return plural(Math.max(1, Math.round(hours * 60)), 'minute');
  if (hours < 24) {
    const h = oneDecimal(hours);
    return `${h} ${h === '1' ? 'hour' : 'hours'}`;
  }
  const d = oneDecimal(hours / 24);
  return `${d} ${d === '1' ? 'day' : 'days'}`;
}
