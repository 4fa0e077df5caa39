/**
 * Plan upgrades (spec 1 §4 "Plan": free, then pro when the upgrade confirms, with a confirmation
 * e-mail). The provider confirms first; then the plan changes and `planUpgradeConfirmation` is
 * queued in one transaction. A paid plan runs in monthly periods, each with a simulated receipt;
 * the owner may cancel (back to Free at the period's end) and change their mind before it ends
 * (docs/decisions/058-a-plan-you-can-manage.md).
 */
import { addMonths } from 'date-fns';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  nextMonthlyReset,
  PRO_PRICE_USD_PER_MONTH,
  usageMonth,
  type IntroAllowance,
  type PlanState,
} from '../../../shared/billing/schemas';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { findCompany, findMonthlyUsage, lockDuePlans, updateCompany } from '../companies';
import { insertReceipts, listReceipts } from './plan-receipts.repo';
import type { BillingProvider } from './billing-provider';

/**
 * Moves a company to Pro.
 * @throws AppError NOT_FOUND for a missing company; CONFLICT when it is already on Pro or Enterprise.
 */
export async function upgradeToPro(ctx: AppContext, billing: BillingProvider, companyId: string) {
  const company = await findCompany(ctx.db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Company data not found. Please try logging in again.');
  if (company.planTier !== 'free') {
    throw new AppError(
      'CONFLICT',
      `Your company is already on the ${company.planTier === 'pro' ? 'Pro' : 'Enterprise'} plan.`,
    );
  }
  await billing.confirmUpgrade({
    companyId,
    plan: 'pro',
    priceUsdPerMonth: PRO_PRICE_USD_PER_MONTH,
  });
  const now = ctx.now();
  const periodEnd = addMonths(now, 1);
  await ctx.db.transaction(async (tx) => {
    await updateCompany(tx, companyId, {
      planTier: 'pro',
      planPeriodEnd: periodEnd,
      planEndsAtPeriodEnd: false,
    });
    await insertReceipts(tx, [
      {
        companyId,
        plan: 'pro',
        amountUsd: PRO_PRICE_USD_PER_MONTH,
        periodStart: now,
        periodEnd,
        issuedAt: now,
      },
    ]);
    await notify(tx, templateContext(ctx.config), 'planUpgradeConfirmation', {
      companyEmail: company.email,
      companyName: company.companyName,
      companyContactName: company.fullName,
    });
  });
  return { planTier: 'pro' as const };
}

/**
 * The company's intro allowance this month (DESIGN.md "Departures": 2 new requests per calendar
 * month, UTC; an expired request gives its place back, issue #17).
 * @throws AppError NOT_FOUND for a missing company.
 */
export async function getIntroAllowance(
  ctx: AppContext,
  companyId: string,
): Promise<IntroAllowance> {
  const company = await findCompany(ctx.db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Company data not found. Please try logging in again.');
  const now = ctx.now();
  const used = await findMonthlyUsage(ctx.db, companyId, usageMonth(now));
  const free = company.planTier === 'free';
  return {
    planTier: company.planTier,
    limit: free ? FREE_INTRO_REQUESTS_PER_MONTH : null,
    used,
    remaining: free ? Math.max(0, FREE_INTRO_REQUESTS_PER_MONTH - used) : null,
    resetsOn: nextMonthlyReset(now).toISOString(),
  };
}

const companyMissing = () =>
  new AppError('NOT_FOUND', 'Company data not found. Please try logging in again.');

/**
 * The company's plan for its Account tab (docs/decisions/058): tier, current period's end, whether
 * it ends then, the actions the owner may take now and the receipts, newest first.
 * @throws AppError NOT_FOUND for a missing company.
 */
export async function getPlan(ctx: AppContext, companyId: string): Promise<PlanState> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw companyMissing();
  const receipts = await listReceipts(ctx.db, companyId);
  return {
    planTier: company.planTier,
    periodEnd: company.planTier === 'pro' ? (company.planPeriodEnd?.toISOString() ?? null) : null,
    endsAtPeriodEnd: company.planEndsAtPeriodEnd,
    actions: planActions(company),
    receipts: receipts.map((r) => ({
      id: r.id,
      plan: r.plan,
      amountUsd: r.amountUsd,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      issuedAt: r.issuedAt.toISOString(),
    })),
  };
}

/**
 * What the owner may do with the plan now: upgrade from Free; cancel a Pro that renews; resume a
 * Pro cancelled for the period's end. Enterprise is arranged with sales, so nothing.
 */
function planActions(company: {
  planTier: string;
  planPeriodEnd: Date | null;
  planEndsAtPeriodEnd: boolean;
}): PlanState['actions'] {
  if (company.planTier === 'free') return ['upgrade'];
  if (company.planTier !== 'pro' || !company.planPeriodEnd) return [];
  return company.planEndsAtPeriodEnd ? ['resume'] : ['cancel'];
}

/**
 * Cancels Pro for the end of the current period (`true`) or takes the cancellation back (`false`)
 * (docs/decisions/058). Until then the company keeps Pro.
 * @throws AppError NOT_FOUND for a missing company; CONFLICT when the plan does not allow it (not on
 *   Pro, already cancelled, nothing to resume).
 */
export async function setPlanEndsAtPeriodEnd(
  ctx: AppContext,
  companyId: string,
  ends: boolean,
): Promise<PlanState> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw companyMissing();
  const action = ends ? 'cancel' : 'resume';
  if (!planActions(company).includes(action)) {
    throw new AppError(
      'CONFLICT',
      ends
        ? 'Only a Pro plan that renews can be cancelled.'
        : 'There is no cancelled Pro plan to keep.',
      undefined,
      'Plan Unchanged',
    );
  }
  await updateCompany(ctx.db, companyId, { planEndsAtPeriodEnd: ends });
  return getPlan(ctx, companyId);
}

/**
 * Settles the Pro periods that have ended at `ctx.now()` (run by the timers job every minute, in
 * every process): a cancelled plan moves to Free, any other renews for a month with its receipt.
 * Rows are locked with SKIP LOCKED, so no period is settled twice (docs/decisions/058).
 * @returns how many plans ended and how many renewed.
 */
export async function settlePlanPeriods(
  ctx: AppContext,
): Promise<{ plansEnded: number; plansRenewed: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    let plansEnded = 0;
    const receipts: Parameters<typeof insertReceipts>[1] = [];
    for (const due of await lockDuePlans(tx, now)) {
      if (due.endsAtPeriodEnd) {
        await updateCompany(tx, due.id, {
          planTier: 'free',
          planPeriodEnd: null,
          planEndsAtPeriodEnd: false,
        });
        plansEnded += 1;
      } else {
        const periodEnd = addMonths(due.periodEnd, 1);
        await updateCompany(tx, due.id, { planPeriodEnd: periodEnd });
        receipts.push({
          companyId: due.id,
          plan: 'pro',
          amountUsd: PRO_PRICE_USD_PER_MONTH,
          periodStart: due.periodEnd,
          periodEnd,
          issuedAt: now,
        });
      }
    }
    await insertReceipts(tx, receipts);
    return { plansEnded, plansRenewed: receipts.length };
  });
}
