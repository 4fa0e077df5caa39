/**
 * The login pages' passkey texts (issue #31 item 5; docs/decisions/068): "Sign in with a passkey"
 * and the browser's own refusal there. Apart from `passkey-texts.ts` so that the login pages share
 * no module with the account pages' Passkeys card: a module both load would become a chunk of its
 * own, listed in the app's start-up chunk, which every page loads (the /candidate-signup page is at
 * its budget, docs/decisions/030).
 */
export const passkeyLoginTexts = {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey',
  /** The prompt was closed, timed out, or found no passkey for this site. */
  cancelled: 'No passkey was chosen. Try again, or log in with your e-mail and password.',
} as const;
