/**
 * The company forms' choices and texts (spec 1 §5 "Company signup"; spec 2 §4 "Company status"),
 * without zod: `schemas.ts` re-exports them, and `/startups` and `/create-account` import them
 * from here so that they hydrate without zod
 * (docs/decisions/055-validation-loads-with-the-first-check.md).
 */

export const contactRoles = ['Founder', 'CTO', 'Head of Talent', 'Other'] as const;
export const hiringRoleOptions = [
  'Engineering',
  'Product',
  'Design',
  'Marketing',
  'Sales',
  'Other',
] as const;
export const planTiers = ['free', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof planTiers)[number];
/** A company's status as the admin sets it (spec 2 §4 "Company status"). */
export const companyStatuses = ['active', 'paused', 'blacklisted', 'pending'] as const;

export const companyMessages = {
  companyNameRequired: 'Company Name is required.',
  fullNameRequired: 'Full Name is required.',
  workEmailRequired: 'Work Email is required.',
  workEmailInvalid: 'Work Email is invalid.',
  roleRequired: 'Role is required.',
  hiringRolesRequired: 'Please select at least one hiring role.',
  timezoneInvalid: 'Please choose a time zone from the list.',
  emailTaken: 'This email is already registered.',
} as const;

/**
 * Prefill carried from `/startups` to `/create-account` as navigation state `{ prefill }`
 * (spec 1 §3 "Signup prefill").
 */
export interface SignupPrefill {
  companyName: string;
  name: string;
  email: string;
  role: string;
  needs: string;
}
