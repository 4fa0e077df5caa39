/** Plans and the upgrade payload (spec 1 §1, §2 "Upgrade page", §9: Pro $99 per month). */
import { z } from 'zod';
import { planTiers } from '../companies/schemas';

// The plan's figures and the allowance's text, without zod (the talent feed's first load imports
// them from there).
export * from './allowance';

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

/** One simulated receipt of a paid period (docs/decisions/058-a-plan-you-can-manage.md). */
export const planReceiptSchema = z.object({
  id: z.string(),
  plan: z.enum(planTiers),
  amountUsd: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
});
export type PlanReceipt = z.infer<typeof planReceiptSchema>;

/**
 * The company's plan as its Account tab shows it (docs/decisions/058): the tier; for Pro, when the
 * current period ends (`periodEnd`, ISO) and whether the plan then renews or ends
 * (`endsAtPeriodEnd`: back to Free); what the owner may do now (`actions`); the receipts, newest
 * first.
 */
export const planStateSchema = z.object({
  planTier: z.enum(planTiers),
  periodEnd: z.string().nullable(),
  endsAtPeriodEnd: z.boolean(),
  actions: z.array(z.enum(['upgrade', 'cancel', 'resume'])),
  receipts: z.array(planReceiptSchema),
});
export type PlanState = z.infer<typeof planStateSchema>;
