/**
 * Session and login payloads (spec 1 §6 "Authentication", spec 1 §5 "Company login",
 * spec 2 §5 "Candidate login"), used by the login forms and by the server's routes.
 */
import { z } from 'zod';

export const userTypes = ['company', 'candidate', 'admin'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** Spec texts for login, word for word (spec 1 §5, §8; spec 2 §5, §8). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  workEmailRequired: 'Work Email is required.',
  workEmailInvalid: 'Work Email is invalid.',
  passwordRequired: 'Password is required.',
} as const;

/** A loose address shape: text, at sign, text, dot, text (spec 1 §5 "Newsletter"). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = z.object({
  email: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .regex(emailPattern, authMessages.emailInvalid),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
  userType: userTypeSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A company's onboarding: preferences to give, or done (spec 1 §3 `onboarding_status`). */
export const onboardingStatuses = ['pending_preferences', 'complete'] as const;

/** The signed-in user as the app shell needs it: names for the menus, status for guards. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: userTypeSchema,
  /** Company name, candidate full name, or the admin's e-mail. */
  displayName: z.string(),
  firstName: z.string(),
  companyName: z.string().nullable(),
  onboardingStatus: z.enum(onboardingStatuses).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/session` — spec 1 §6: session info has isValid, userType, user. */
export const sessionInfoSchema = z.object({
  isValid: z.boolean(),
  userType: userTypeSchema.nullable(),
  user: sessionUserSchema.nullable(),
  /** When the session ends unless renewed (ISO 8601). */
  expiresAt: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Password reset (issue #3, beyond the spec): the same answer whether or not the account exists. */
export const passwordResetTexts = {
  requested: 'If an account exists for that email, we sent a link to reset your password.',
  invalidLink: 'This password reset link is invalid or has expired.',
  done: 'Your password has been changed. Please log in with your new password.',
} as const;

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .regex(emailPattern, authMessages.emailInvalid),
});

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20, passwordResetTexts.invalidLink).max(200),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .min(8, 'Password must be at least 8 characters long.')
    .max(200),
});
