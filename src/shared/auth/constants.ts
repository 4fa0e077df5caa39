/**
 * The auth forms' constants and texts (spec 1 §5 "Company signup", "Company login", §8, §9;
 * spec 2 §5 "Candidate login"), without zod: `schemas.ts` re-exports them, and the login and
 * signup pages import them from here so that they hydrate without zod
 * (docs/decisions/055-validation-loads-with-the-first-check.md).
 */

export const userTypes = ['company', 'candidate', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/**
 * The shortest password an account may have: spec 1 §5 "Company signup" and §9 for companies;
 * DESIGN.md "Departures" extends it to candidates, password resets and admins.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password accepted, which bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

/** The password messages; 'too short' is spec 1 §5 "Company signup", word for word. */
export const passwordMessages = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
} as const;

/** Spec texts for login, word for word (spec 1 §5, §8; spec 2 §5, §8). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  workEmailRequired: 'Work Email is required.',
  workEmailInvalid: 'Work Email is invalid.',
  passwordRequired: passwordMessages.required,
} as const;

/** A company's onboarding: preferences to give, or done (spec 1 §3 `onboarding_status`). */
export const onboardingStatuses = ['pending_preferences', 'complete'] as const;

/** Password reset (issue #3, beyond the spec): the same answer whether or not the account exists. */
export const passwordResetTexts = {
  requested: 'If an account exists for that email, we sent a link to reset your password.',
  invalidLink: 'This password reset link is invalid or has expired.',
  done: 'Your password has been changed. Please log in with your new password.',
} as const;
