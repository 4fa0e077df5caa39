/**
 * Company account payloads: signup (spec 1 §5 "Company signup"), onboarding preferences
 * (spec 1 §2 "Company onboarding", §5 "Preferences"), account edit (spec 1 §2 "Company dashboard",
 * §5 "Account edit"), and the password rules (spec 1 §9). Messages are the spec's, word for word.
 */
import { z } from 'zod';
import { onboardingStatuses, passwordSchema } from '../auth/schemas';
import { companyBookingRateSchema } from '../responsiveness/schemas';
import { email, requiredName, text, tooLong } from '../http/text';
import { companyPublicFields } from './company-page';
import { companyTimeZoneLabels } from './time-zones';
import { companyMessages, contactRoles, hiringRoleOptions, planTiers } from './constants';

// The forms' choices and texts, without zod (/startups and /create-account import them from there).
export * from './constants';

export { DEFAULT_TIMEZONE } from './time-zones';

export const workEmailSchema = email({
  required: companyMessages.workEmailRequired,
  invalid: companyMessages.workEmailInvalid,
});

/**
 * The rule of each company field as the company enters it (spec 1 §5 "Company signup", "Account
 * edit"), shared by signup, the account tab and the admin's edit of a company.
 */
export const companyFields = {
  companyName: requiredName(companyMessages.companyNameRequired, 'Company Name', 200),
  fullName: requiredName(companyMessages.fullNameRequired, 'Full Name', 200),
  workEmail: workEmailSchema,
  /** The contact's role. */
  role: z.enum(contactRoles, { error: companyMessages.roleRequired }),
  /** Signup: at least one of the offered hiring roles. */
  hiringRoleChoices: z
    .array(z.enum(hiringRoleOptions), { error: companyMessages.hiringRolesRequired })
    .min(1, companyMessages.hiringRolesRequired),
  /** Admin edit: any hiring roles, trimmed, empties dropped (spec 2 §5 "Admin"). */
  hiringRoles: z
    .array(text().max(60, tooLong('Each hiring role', 60)))
    .max(20, 'Please list at most 20 hiring roles.')
    .transform((list) => list.map((r) => r.trim()).filter(Boolean)),
  /** One of the listed time zones (docs/decisions/025). */
  timezone: z.enum(companyTimeZoneLabels, { error: companyMessages.timezoneInvalid }),
};

export const companySignupSchema = z.object({
  companyName: companyFields.companyName,
  fullName: companyFields.fullName,
  workEmail: companyFields.workEmail,
  role: companyFields.role,
  hiringRoles: companyFields.hiringRoleChoices,
  password: passwordSchema,
});
export type CompanySignupInput = z.infer<typeof companySignupSchema>;

/** Splits comma-separated text into trimmed, non-empty entries (spec 1 §5 "Account edit"). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Account tab edit: work e-mail is not editable and not accepted (spec 1 §5 "Account edit");
 * hiring roles are the signup's choices, time zone one of the list (docs/decisions/025); the
 * public profile — website, description, size, stage, headquarters (issue #15) — optional.
 */
export const companyAccountUpdateSchema = z
  .object({
    companyName: companyFields.companyName,
    hiringRoles: companyFields.hiringRoleChoices,
    timezone: companyFields.timezone,
    // The public profile (issue #15).
    ...companyPublicFields,
  })
  .strict();
export type CompanyAccountUpdateInput = z.input<typeof companyAccountUpdateSchema>;

export const companyProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  fullName: z.string(),
  workEmail: z.string(),
  role: z.string(),
  hiringRoles: z.array(z.string()),
  /** Null until the company chooses one (issue #30). */
  timezone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  companySize: z.string().nullable(),
  stage: z.string().nullable(),
  headquarters: z.string().nullable(),
  planTier: z.enum(planTiers),
  onboardingStatus: z.enum(onboardingStatuses),
  introRequestCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/**
 * What a candidate may see of a company: its public data (the intro views, the response page;
 * a company profile page builds on it). `bookingRate`: the share of its accepted intros in which
 * it booked a call, null below 3 (issue #17, docs/decisions/027).
 */
export const companyPublicSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  hiringRoles: z.array(z.string()),
  bookingRate: companyBookingRateSchema,
  /** Its first verified domain for the Verified badge (docs/decisions/079), or null. */
  verifiedDomain: z.string().nullable(),
});
export type CompanyPublic = z.infer<typeof companyPublicSchema>;

/** Account deletion asks the user to type the company name (issue #3). */
export const deleteCompanyAccountSchema = z.object({
  confirmation: text().trim().min(1, 'Please type your company name to confirm.').max(500),
});

// Preferences (spec 1 §2 "Company onboarding").
export const hiringModes = ['Remote', 'On-site', 'Hybrid'] as const;
export const engagementTypeOptions = ['Full-time', 'Contract', 'Project-based Trial'] as const;
export const primaryRoleOptions = [
  'Engineering',
  'Product',
  'Design',
  'Sales',
  'Marketing',
  'Ops',
] as const;
export const timeZoneOverlaps = [
  'Any',
  '±3 hours (US)',
  '±2 hours (EU)',
  'Same zone (Global)',
] as const;
export const BUDGET_MIN = 0;
export const BUDGET_MAX = 20000;
export const BUDGET_STEP = 500;
export const DEFAULT_BUDGET: [number, number] = [2000, 8000];

export const preferencesMessages = {
  engagementRequired: 'Please select at least one engagement type.',
  primaryRoleRequired: 'Please select at least one primary role.',
} as const;

const budgetValue = z
  .number()
  .int()
  .min(BUDGET_MIN)
  .max(BUDGET_MAX)
  .refine((n) => n % BUDGET_STEP === 0, `Budget moves in steps of ${BUDGET_STEP}.`);

export const preferencesSchema = z.object({
  hiringMode: z.enum(hiringModes),
  engagementTypes: z
    .array(z.enum(engagementTypeOptions))
    .min(1, preferencesMessages.engagementRequired),
  primaryRoles: z.array(z.enum(primaryRoleOptions)).min(1, preferencesMessages.primaryRoleRequired),
  timeZoneOverlap: z.enum(timeZoneOverlaps),
  monthlyBudget: z
    .tuple([budgetValue, budgetValue])
    .refine(
      ([low, high]) => low <= high,
      'The low end of the budget must not exceed the high end.',
    ),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const preferencesResponseSchema = z.object({
  hiringMode: z.string().nullable(),
  engagementTypes: z.array(z.string()),
  primaryRoles: z.array(z.string()),
  timeZoneOverlap: z.string().nullable(),
  monthlyBudget: z.tuple([z.number(), z.number()]),
  submittedAt: z.string(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
