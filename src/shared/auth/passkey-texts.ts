/**
 * Passkeys' texts and limits (issue #31 item 5; docs/decisions/068-passkeys.md): the account's
 * card and the server's refusals (the login button's are in `passkey-login-texts.ts`). Plain TypeScript, no zod, in a module of their
 * own so that the login pages' first load carries none of them (the login button reads them only
 * once it is clicked); `passkeys.ts` re-exports them beside the request schemas.
 */

/** The most passkeys one account may have. */
export const PASSKEYS_MAX = 10;

/** The longest passkey name, in characters. */
export const PASSKEY_NAME_MAX = 60;

/** What a passkey is called when neither the person nor the device names it. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/** The card, the login button and every refusal, word for word. */
export const passkeyTexts = {
  cardTitle: 'Passkeys',
  cardDescription:
    'Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device or in your password manager; we only keep its public key.',
  empty: 'No passkeys yet. Add one to sign in without typing your password.',
  add: 'Add a passkey',
  adding: 'Adding a passkey',
  addedTitle: 'Passkey Added',
  added: 'You can now sign in with this passkey.',
  renamedTitle: 'Passkey Renamed',
  removedTitle: 'Passkey Removed',
  removed: 'This passkey can no longer sign you in.',
  /** The name field, its label and messages. */
  nameLabel: 'Passkey Name',
  nameRequired: 'Passkey Name is required.',
  /** Any passkey that cannot sign in: unknown, a bad signature, a used or expired challenge, or an account of another type. */
  signInFailed:
    'This passkey could not sign you in. Try again, or log in with your e-mail and password.',
  /** A body whose WebAuthn answer is not one (a field missing, not base64url, too long). */
  invalidResponse: "The browser's passkey answer was incomplete. Please try again.",
  registrationFailed: 'This passkey could not be added. Please try again.',
  alreadyAdded: 'This passkey is already added to your account.',
  limitReached: `You can have at most ${PASSKEYS_MAX} passkeys. Remove one to add another.`,
  notFound: 'Passkey not found.',
  /** Re-authentication (docs/decisions/066) by a passkey instead of the password. */
  reauthWithPasskey: 'Use a passkey instead',
  reauthFailed: "This passkey could not confirm it's you. Try again, or enter your password.",
  noPasskeys: 'This account has no passkeys. Enter your password instead.',
  /** The browser's own refusal: the person closed the prompt, or it timed out. */
  cancelled: 'The passkey prompt was closed or timed out. Please try again.',
} as const;
