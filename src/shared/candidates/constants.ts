/**
 * The candidate forms' choices and texts (spec 2 §3 "Candidate", §5 "Candidate signup"), without
 * zod: `schemas.ts` re-exports them, and `/candidate-signup` imports them from here so that it
 * hydrates without zod (docs/decisions/055-validation-loads-with-the-first-check.md).
 */
import { PASSWORD_MIN_LENGTH } from '../auth/constants';

export const locationTypes = [
  'Remote',
  'Remote (US)',
  'Remote (EU)',
  'Hybrid (City)',
  'On-site (City)',
] as const;
/**
 * The one availability list (spec 2 §3 "Availability options on the candidate profile: full-time,
 * part-time, contract"; issue #30, docs/decisions/056-one-availability-vocabulary.md): what the
 * signup, the profile and admin edits store, what cards and profiles show through
 * `availabilityLabel`, and what the feed's Availability filter offers. When a candidate can start
 * is `availabilityDate`, not this.
 */
export const availabilityOptions = ['full-time', 'part-time', 'contract'] as const;
export type Availability = (typeof availabilityOptions)[number];

/** How each availability reads wherever it is shown (ADR 056): 'full-time' → 'Full-time'. */
export const availabilityLabels: Record<Availability, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};

/**
 * A stored availability as people read it: 'full-time' → 'Full-time' (ADR 056). Anything else —
 * '' for a profile that never stated one — is returned as it is.
 */
export function availabilityLabel(value: string): string {
  return (availabilityLabels as Record<string, string>)[value] ?? value;
}

/** Lower-cased, without spaces and hyphens: how availability values compare (spec 1 §5). */
export function availabilityKey(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * The list's value that `value` names, compared as spec 1 §5 compares availability ('Full-time',
 * 'FULL TIME' and 'fulltime' all name 'full-time'); null for anything else, such as the old
 * 'Available Now' (ADR 056).
 */
export function parseAvailability(value: string): Availability | null {
  const key = availabilityKey(value);
  return availabilityOptions.find((option) => availabilityKey(option) === key) ?? null;
}
export const salaryRangeOptions = [
  '$0 – $50k',
  '$50k – $100k',
  '$100k – $150k',
  '$150k+',
  'Prefer not to disclose',
] as const;
export const candidateStatuses = [
  'pending',
  'approved',
  'rejected',
  'suspended',
  'hidden',
] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];
/** A candidate's onboarding: `pending_review` from signup until an admin approves (spec 2 §3). */
/**
 * Who may see a candidate (issue #35 "Who may see me", docs/decisions/060): `everyone` (spec 1
 * §2's default: visitors see the cards) or `signed_in_companies` — signed-in companies (and admins) only;
 * visitors get no card, no total and a 404 for the profile.
 */
export const candidateVisibilityOptions = ['everyone', 'signed_in_companies'] as const;
export type CandidateVisibility = (typeof candidateVisibilityOptions)[number];

export const candidateOnboardingStatuses = ['pending_review', 'completed'] as const;
export const BIO_MAX = 300;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeExtensions = ['.pdf', '.doc', '.docx'] as const;

export const candidateMessages = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  /** Decision 006: the spec's sentence with the product's minimum. */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordsMismatch: 'Passwords do not match.',
  roleRequired: 'Current or Most Recent Role is required.',
  experienceInvalid: 'Please enter a valid number for years of experience.',
  skillsRequired: 'Please list some of your key skills.',
  locationRequired: 'Location is required.',
  cityRequired: 'Please specify the city for Hybrid/On-site location.',
  availabilityRequired: 'Availability is required.',
  availabilityDateRequired: 'Availability Date is required.',
  calendarRequired: 'Calendar Link is required.',
  calendarInvalid:
    'Please enter a valid URL for your calendar link (e.g. https://calendly.com/your-link).',
  linkedinInvalid:
    'Please enter a valid LinkedIn profile URL (e.g. https://www.linkedin.com/in/yourname).',
  salaryRequired: 'Please select a salary range.',
  bioTooLong: 'Bio must be 300 characters or less.',
  consentRequired: 'You must agree to be contacted.',
  emailTakenInline:
    'An account with this email already exists. Please log in or use a different email.',
  emailTakenTitle: 'Email Already Registered',
  emailTakenToast:
    'This email is already in our talent pool. We will reach out if there is a match.',
  formIncompleteTitle: 'Form Incomplete',
  formIncompleteText: 'Please fill out all required fields and correct any errors.',
  resumeType: 'Please upload your résumé as a .pdf, .doc or .docx file.',
  resumeTooLarge: 'Your résumé must be 5 MB or smaller.',
  /** The signup's multipart body could not be read to its end (docs/decisions/017). */
  uploadIncomplete: 'Your résumé could not be uploaded. Please try again.',
} as const;
