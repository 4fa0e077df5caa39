/**
 * "5 minutes ago", "yesterday", "3 days ago": when a notification happened, relative to `now`
 * (issue #16). Past a week, the date itself (e.g. "Nov 3").
 */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];
const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < 60 * 1000) return 'just now';
  if (elapsed >= 7 * 24 * 60 * 60 * 1000)
    return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  for (const [unit, ms] of units)
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return 'just now';
}
