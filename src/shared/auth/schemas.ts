/**
 * Session and login payloads (spec 1 §6 "Authentication", spec 1 §5 "Company login",
 * spec 2 §5 "Candidate login"), used by the login forms and by the server's routes.
 */
import { z } from 'zod';
import { email, text } from '../http/text';
import {
  authMessages,
  onboardingStatuses,
  passwordMessages,
  passwordResetTexts,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  userTypes,
} from './constants';
import { emailVerificationTexts } from './email-verification';
import { reauthTexts } from './reauth';

// The forms' constants and texts, without zod (the login and signup pages import them from there).
export * from './constants';
export * from './email-verification';
export * from './reauth';

export const userTypeSchema = z.enum(userTypes);

/**
 * The rule for a new password (signup, reset, change): required, then `PASSWORD_MIN_LENGTH` to
 * `PASSWORD_MAX_LENGTH` characters. `tooShort` replaces the short-password message for the one
 * form that words it otherwise (the candidate signup, decision 006).
 */
export function newPasswordRule(tooShort: string = passwordMessages.tooShort) {
  return z
    .string({ error: passwordMessages.required })
    .min(1, passwordMessages.required)
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
}

/** A new password with the spec's messages (spec 1 §5 "Company signup", §9). */
export const passwordSchema = newPasswordRule();

/** An e-mail address with the login forms' messages ('Email is required.', 'Email is invalid.'). */
export const loginEmailSchema = email({
  required: authMessages.emailRequired,
  invalid: authMessages.emailInvalid,
});

export const loginSchema = z.object({
  email: loginEmailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
  userType: userTypeSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

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
  /** The session signup started: pages greet 'Welcome', later sessions 'Welcome back'. */
  newAccount: z.boolean(),
  /** Whether the account's address is proven by its link (docs/decisions/065). */
  emailVerified: z.boolean(),
  /** Whether the account asks for a code at login (docs/decisions/067); admins must have it. */
  twoFactorEnabled: z.boolean(),
  /**
   * A company user's company and their role in it (issue #33, docs/decisions/073); null for
   * candidates, admins and a removed member.
   */
  companyId: z.uuid().nullable(),
  companyRole: z.enum(['owner', 'admin', 'member']).nullable(),
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

export const passwordResetRequestSchema = z.object({ email: loginEmailSchema });

export const passwordResetConfirmSchema = z.object({
  token: text().min(20, passwordResetTexts.invalidLink).max(200, passwordResetTexts.invalidLink),
  password: passwordSchema,
});

/** One of the account's live sessions, as its list shows it (docs/decisions/066). */
export const sessionSummarySchema = z.object({
  id: z.uuid(),
  /** "Chrome on macOS", or "Unknown device". */
  device: z.string(),
  /** The client's network (IPv4 /24 or IPv6 /48), or null when unknown. */
  ipNetwork: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** `GET /api/auth/sessions`. */
export const sessionListSchema = z.object({ items: z.array(sessionSummarySchema) });

/** `POST /api/auth/verify-email`: the token of the link's `?token=` (docs/decisions/065). */
export const verifyEmailSchema = z.object({
  token: text()
    .min(20, emailVerificationTexts.invalidLink)
    .max(200, emailVerificationTexts.invalidLink),
});

/**
 * The code a password step adds when two-factor is on (docs/decisions/067): optional here, as
 * typed ("123 456" is "123456"); the service asks for it when the account has two-factor on and
 * checks it. Not `twoFactorCodeSchema`, so that the forms' schemas do not load two-factor's texts.
 */
const secondFactorCode = z
  .string()
  .max(40)
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .optional();

/** `POST /api/auth/reauthenticate`: the password again (docs/decisions/066). */
export const reauthenticateSchema = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(1000, reauthTexts.wrongPassword),
  /** The authenticator app's code (or a recovery code), when two-factor is on (decision 067). */
  code: secondFactorCode,
});
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;

/** Change password in settings: the current one, and a new one by the same rule as signup. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.'),
  newPassword: passwordSchema,
  /** The authenticator app's code, when two-factor is on (docs/decisions/067). */
  code: secondFactorCode,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
