/**
 * The free plan's monthly allowance (spec 1 §1, §9; DESIGN.md "Departures") and the Pro price,
 * without zod: `schemas.ts` re-exports them, and the talent feed imports them from here so that its
 * first load needs no zod (docs/decisions/047-preact.md, kept by docs/decisions/054-react-dom-again.md).
 * Nothing here imports `schemas.ts`: a function takes the fields it reads.
 */

export const PRO_PRICE_USD_PER_MONTH = 99;
/** New intro requests a free company may make per calendar month, UTC (DESIGN.md "Departures"). */
export const FREE_INTRO_REQUESTS_PER_MONTH = 2;

/** The first day of next month, UTC: when the free allowance resets. */
export function nextMonthlyReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The month (UTC) a request made at `now` counts in, as `YYYY-MM-01`. */
export function usageMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * "December 1, 2026": the reset date in the limit's text. One formatter, made at first use (each
 * is costly to make, and the talent feed's first load imports this module).
 */
let resetDate: Intl.DateTimeFormat | undefined;

function formatResetDate(date: Date): string {
  resetDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return resetDate.format(date);
}

/** The title of the refusal when the free allowance is used up (spec 1 §8). */
export const LIMIT_REACHED_TITLE = 'Free Plan Limit Reached';

/**
 * The refusal's text when the free allowance is used up, with the date it resets (`resetsOn`, the
 * first of next month UTC): the server's 402 detail, and what the web shows before opening the
 * request form when no request is left (issue #30).
 */
export function limitReachedText(resetsOn: Date): string {
  return `Free plans include ${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests per month. Your limit resets on ${formatResetDate(resetsOn)}. Upgrade to Pro for unlimited intro requests.`;
}

/** "N of 2 free intro requests left this month — resets {date}", or null on a paid plan. */
export function allowanceText(a: {
  limit: number | null;
  remaining: number | null;
  resetsOn: string;
}): string | null {
  if (a.limit === null || a.remaining === null) return null;
  const date = new Date(a.resetsOn).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `${a.remaining} of ${a.limit} free intro requests left this month — resets ${date}`;
}
