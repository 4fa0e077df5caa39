/**
 * Two-factor authentication's texts and limits (issue #31 item 4;
 * docs/decisions/067-two-factor-authentication.md), without zod: the login page's code step loads
 * them; `two-factor.ts` adds the schemas.
 */

/** How long the login waits for its code after a right password: 5 minutes, in ms. */
export const LOGIN_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong codes one login may try before the password must be typed again. */
export const LOGIN_CHALLENGE_ATTEMPTS = 5;
/** How long "Trust this device" skips the code: 30 days, in ms. */
export const TRUSTED_DEVICE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** The cookie that holds a login's challenge token between the password and the code. */
export const LOGIN_CHALLENGE_COOKIE = 'wi_login_challenge';
/** The cookie of a trusted device (a random token; only its SHA-256 is stored). */
export const TRUSTED_DEVICE_COOKIE = 'wi_trusted_device';

export const twoFactorTexts = {
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  codeRequired: 'Enter the code from your authenticator app.',
  invalidCode: 'That code is not valid. Try again.',
  trustDevice: 'Trust this device for 30 days',
  challengeExpired: 'This sign-in has expired. Enter your email and password again.',
  challengeExpiredTitle: 'Sign-In Expired',
  requiredForAdminsTitle: 'Two-Factor Required',
  requiredForAdmins: 'Set up two-factor authentication to use the admin tools.',
  adminsKeepIt: 'Admins must keep two-factor authentication on.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  noSetup: 'Start the setup again: scan the new QR code, then enter its code.',
  enabledTitle: 'Two-Factor Authentication On',
  disabledTitle: 'Two-Factor Authentication Off',
  recoveryCodesTitle: 'New Recovery Codes',
} as const;
