/**
 * The free plan's monthly allowance of new intro requests (spec 1 §4 "Free plan", §7;
 * docs/decisions/052, 072) — the one place its rule lives. A step the lifecycle counts
 * (`countsTowardLimit`: a first request, a re-request after an expiry) takes one of
 * `FREE_INTRO_REQUESTS_PER_MONTH` in its UTC month when the company's plan is free; a step it
 * refunds (`refundsAllowance`: an expiry) gives the month it took back. The count is taken in one
 * atomic statement (`takeIntroAllowanceSql`, which a first request's own statement embeds), so
 * requests made at the same moment cannot exceed it; the early check here only refuses sooner.
 */
import type { Db } from '../../../db/client';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  LIMIT_REACHED_TITLE,
  limitReachedText,
  nextMonthlyReset,
  usageMonth,
} from '../../../shared/billing/schemas';
import { applyIntroEvent } from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { returnMonthlyIntroAllowance, takeMonthlyIntroAllowance } from '../companies';

/** What a counted step takes: the month (`YYYY-MM-01`, UTC) and the allowance's limit. */
export interface AllowanceTake {
  month: string;
  limit: number;
}

/**
 * What a step takes from the company's allowance at `now`: the month and limit when the lifecycle
 * counts it and the plan is free, null otherwise (a paid plan, or a step that does not count).
 */
export function allowanceTake(
  planTier: string,
  countsTowardLimit: boolean,
  now: Date,
): AllowanceTake | null {
  return countsTowardLimit && planTier === 'free'
    ? { month: usageMonth(now), limit: FREE_INTRO_REQUESTS_PER_MONTH }
    : null;
}

/** The refusal of a counted step when the month's allowance is used up (402, spec 1 §7). */
export function limitReached(now: Date): AppError {
  return new AppError(
    'LIMIT_REACHED',
    limitReachedText(nextMonthlyReset(now)),
    undefined,
    LIMIT_REACHED_TITLE,
  );
}

/**
 * Whether a first request of the company now would be refused for the allowance, given `used`
 * (the month's count, read with the request's other facts): a read, to refuse before anything is
 * written; the count in the request's statement decides.
 */
export function allowanceUsedUp(planTier: string, used: number, now: Date): boolean {
  const first = applyIntroEvent(null, { type: 'request' }, now);
  const take = first.ok ? allowanceTake(planTier, first.countsTowardLimit, now) : null;
  return take !== null && used >= take.limit;
}

/**
 * Takes the allowance for a step of an existing request, in `tx`.
 * @returns the month counted, or null when the step takes nothing.
 * @throws AppError LIMIT_REACHED (402) when the month's allowance is used up.
 */
export async function takeAllowance(
  tx: Db,
  companyId: string,
  planTier: string,
  countsTowardLimit: boolean,
  now: Date,
): Promise<string | null> {
  const take = allowanceTake(planTier, countsTowardLimit, now);
  if (!take) return null;
  if (!(await takeMonthlyIntroAllowance(tx, companyId, take.month, take.limit)))
    throw limitReached(now);
  return take.month;
}

/**
 * Gives back what a refunding step's request took (`countedMonth`), in `tx`.
 * @returns the month given back, or null when there was nothing to give.
 */
export async function returnAllowance(
  tx: Db,
  companyId: string,
  refundsAllowance: boolean,
  countedMonth: string | null,
): Promise<string | null> {
  if (!refundsAllowance || !countedMonth) return null;
  await returnMonthlyIntroAllowance(tx, companyId, countedMonth);
  return countedMonth;
}
