/** The legal pages' last-updated date: today (spec 1 §2 "Legal pages"), e.g. "July 7, 2026". */
export function formatLastUpdated(date = new Date()): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
