/** Plans and the upgrade payload (spec 1 §1, §2 "Upgrade page", §9: Pro $99 per month). */
import { z } from 'zod';
import { planTiers } from '../companies/schemas';

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

export const upgradeSchema = z.object({ plan: z.literal('pro') });
export type UpgradeInput = z.infer<typeof upgradeSchema>;

export const upgradeResultSchema = z.object({ planTier: z.enum(planTiers) });
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;

/**
 * The free plan's intro allowance this month (issue #15/#17 usage meter): `limit` and
 * `remaining` are null on a paid plan; `resetsOn` is the first day of next month (UTC).
 */
export const introAllowanceSchema = z.object({
  planTier: z.enum(planTiers),
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  resetsOn: z.string(),
});
export type IntroAllowance = z.infer<typeof introAllowanceSchema>;

/** "N of 2 free intro requests left this month — resets {date}", or null on a paid plan. */
export function allowanceText(a: IntroAllowance): string | null {
  if (a.limit === null || a.remaining === null) return null;
  const date = new Date(a.resetsOn).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `${a.remaining} of ${a.limit} free intro requests left this month — resets ${date}`;
}
