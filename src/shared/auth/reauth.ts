/**
 * Re-authentication's texts and window (issue #31 item 6; docs/decisions/066), in a module of
 * their own so that the login and signup pages' first load does not carry them.
 */

/**
 * Re-authentication before a step that cannot be undone (issue #31 item 6; docs/decisions/066):
 * the 403's title and detail, the dialog, and a wrong password.
 */
export const reauthTexts = {
  requiredTitle: "Confirm It's You",
  required: 'For your security, enter your password again to continue.',
  wrongPassword: 'Password is incorrect.',
} as const;

/** How long a proven password counts for a step that cannot be undone: 10 minutes, in ms. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;
