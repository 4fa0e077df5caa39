/**
 * PostgreSQL enums of the data model (spec 1 §3–§4, spec 2 §3–§4, DESIGN.md "Domain words"). Each
 * takes its values from the `as const` list in `src/shared` that the schemas and forms use, so a
 * value is declared once; the order of a list is the order of the enum type in the migrations.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { emailStatuses } from '../../shared/admin/schemas';
import { onboardingStatuses, userTypes } from '../../shared/auth/schemas';
import { candidateOnboardingStatuses, candidateStatuses } from '../../shared/candidates/schemas';
import { companyStatuses, planTiers } from '../../shared/companies/schemas';
import { memberRoles } from '../../shared/companies/team';
import { gigStatuses } from '../../shared/gigs/schemas';
import {
  candidateResponses,
  introOutcomes,
  introSides,
  introStatuses,
} from '../../shared/intro-requests/schemas';
import { contactTypes } from '../../shared/marketing/schemas';

export const userRole = pgEnum('user_role', userTypes);
/** A member's role in their company (issue #33, docs/decisions/073). */
export const memberRole = pgEnum('member_role', memberRoles);
export const planTier = pgEnum('plan_tier', planTiers);
export const companyStatus = pgEnum('company_status', companyStatuses);
export const companyOnboardingStatus = pgEnum('company_onboarding_status', onboardingStatuses);
export const candidateStatus = pgEnum('candidate_status', candidateStatuses);
export const candidateOnboardingStatus = pgEnum(
  'candidate_onboarding_status',
  candidateOnboardingStatuses,
);
/** Intro request statuses (spec 2 §4); the lifecycle decides them (docs/decisions/012). */
export const introStatus = pgEnum('intro_status', introStatuses);
export const candidateResponse = pgEnum('candidate_response', candidateResponses);
export const introSide = pgEnum('intro_side', introSides);
export const introOutcome = pgEnum('intro_outcome', introOutcomes);
export const gigStatus = pgEnum('gig_status', gigStatuses);
export const emailStatus = pgEnum('email_status', emailStatuses);
export const contactType = pgEnum('contact_type', contactTypes);
