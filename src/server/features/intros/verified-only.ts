/**
 * "Only verified companies can send me intros" (issue #35 part 3, docs/decisions/079): the one
 * statement of the rule, used when a company asks (`createIntroRequest` refuses with 403) and when
 * the feed and a candidate's page tell a company viewer beforehand why it cannot ask.
 */
import { domainTexts } from '../../../shared/companies/domains';
import { AppError } from '../../platform/lib/app-error';

/** What the rule looks at: the candidate's choice, and the company's first verified domain. */
export interface VerifiedOnlyParties {
  candidate: { firstName: string; verifiedCompaniesOnly: boolean };
  /** The company's verified domain, or null when it has none. */
  companyVerifiedDomain: string | null;
}

/**
 * Why this company cannot ask this candidate for an intro, and how to verify; null when it may.
 * @returns 'Kim only accepts intros from verified companies. Verify your company's domain under
 *   Account → Verified domains, then ask again.' or null.
 */
export function introBlockedReason(parties: VerifiedOnlyParties): string | null {
  if (!parties.candidate.verifiedCompaniesOnly || parties.companyVerifiedDomain) return null;
  return domainTexts.introBlocked(parties.candidate.firstName);
}

/**
 * Refuses an intro request the rule does not allow.
 * @throws AppError VERIFIED_COMPANIES_ONLY (403) with `introBlockedReason`'s text, titled
 *   'Verified Companies Only'.
 */
export function assertIntroAllowed(parties: VerifiedOnlyParties): void {
  const reason = introBlockedReason(parties);
  if (reason)
    throw new AppError('VERIFIED_COMPANIES_ONLY', reason, undefined, domainTexts.introBlockedTitle);
}
