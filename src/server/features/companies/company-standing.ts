/**
 * Whether a company may act on the marketplace (request intros, post or propose gigs): the one
 * check both services call, so the rule is written once.
 */
import { AppError } from '../../platform/lib/app-error';
import type { CompanyRow } from './companies.repo';

/** What the company is about to do: the two ways the refusals name it. */
const actionTexts = {
  intro: { plural: 'request intros', single: 'request an intro' },
  gig: { plural: 'post gigs', single: 'post a gig' },
} as const;
export type CompanyAction = keyof typeof actionTexts;

/**
 * Refuses a company that may not act now:
 * - paused or blacklisted (spec 2 §4 "Company status"): FORBIDDEN 'Account Restricted';
 * - preferences still pending (spec 1 §4 "Company onboarding_status": forced to
 *   /onboarding/preferences until it saves or skips them; docs/decisions/023): ONBOARDING_REQUIRED.
 * @throws AppError as above.
 */
export function assertCompanyMayAct(
  company: Pick<CompanyRow, 'status' | 'onboardingStatus'>,
  action: CompanyAction,
): void {
  if (company.status === 'paused' || company.status === 'blacklisted') {
    throw new AppError(
      'FORBIDDEN',
      `Your company account is ${company.status}, so it cannot ${actionTexts[action].plural}. Please contact support.`,
      undefined,
      'Account Restricted',
    );
  }
  if (company.onboardingStatus === 'pending_preferences') {
    throw new AppError(
      'ONBOARDING_REQUIRED',
      `Save or skip your hiring preferences before you ${actionTexts[action].single}.`,
      undefined,
      'Onboarding Required',
    );
  }
}
