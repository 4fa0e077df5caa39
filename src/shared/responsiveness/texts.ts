/**
 * How responsiveness figures are counted and written (issue #17; docs/decisions/027), without zod:
 * `schemas.ts` re-exports them, and the talent feed imports them from here so that its first load
 * needs no zod (docs/decisions/047-preact.md, kept by docs/decisions/054-react-dom-again.md).
 * Nothing here imports `schemas.ts`: a function takes the fields it reads.
 */

/** The window of a candidate's figures, in UTC days including today. */
export const RESPONSIVENESS_WINDOW_DAYS = 90;
/** The fewest settled requests (or accepted intros) from which figures are shown. */
export const RESPONSIVENESS_MIN_REQUESTS = 3;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** 'Usually answers within 2 days · 67% answered' (or '0% answered' when none were). */
export function responsivenessText(r: {
  usualDays: number | null;
  answeredPercent: number;
}): string {
  const share = `${r.answeredPercent}% answered`;
  return r.usualDays === null ? share : `Usually answers within ${days(r.usualDays)} · ${share}`;
}

/** 'Booked a call in 80% of accepted intros'. */
export function bookingRateText(r: { bookedPercent: number }): string {
  return `Booked a call in ${r.bookedPercent}% of accepted intros`;
}
