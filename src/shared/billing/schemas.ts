/** Plans and the upgrade payload (spec 1 §1, §2 "Upgrade page", §9: Pro $99 per month). */
import { z } from 'zod';
import { planTiers } from '../companies/schemas';

export const PRO_PRICE_USD_PER_MONTH = 99;
/** New intro requests a free company may make per calendar month, UTC (DESIGN.md "Departures"). */
export const FREE_INTRO_REQUESTS_PER_MONTH = 2;

export const upgradeSchema = z.object({ plan: z.literal('pro') });
export type UpgradeInput = z.infer<typeof upgradeSchema>;

export const upgradeResultSchema = z.object({ planTier: z.enum(planTiers) });
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;
