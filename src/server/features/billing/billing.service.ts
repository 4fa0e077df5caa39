/**
 * Plan upgrades (spec 1 §4 "Plan": free, then pro when the upgrade confirms, with a confirmation
 * e-mail). The provider confirms first; then the plan changes and `planUpgradeConfirmation` is
 * queued in one transaction.
 */
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  nextMonthlyReset,
  PRO_PRICE_USD_PER_MONTH,
  usageMonth,
  type IntroAllowance,
} from '../../../shared/billing/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { findCompany, findMonthlyUsage, updateCompany } from '../companies/companies.repo';
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
  await ctx.db.transaction(async (tx) => {
    await updateCompany(tx, companyId, { planTier: 'pro' });
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
