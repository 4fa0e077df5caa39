/**
 * What the passkey ceremonies share in the browser (issue #31 item 5; docs/decisions/068): whether
 * the browser has WebAuthn at all, and its refusals turned into the errors the components show.
 * No WebAuthn library here: the ceremonies import `@simplewebauthn/browser` when they start.
 */
import { passkeyTexts } from '../../../../shared/auth/passkey-texts';
import { ApiError } from '../../../lib/api-client';

/** Whether this browser can use passkeys at all (`window.PublicKeyCredential`). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The browser's refusal of a ceremony as an `ApiError` shown like the server's: the prompt closed
 * or timed out (`NotAllowedError`, `AbortError`; code `CEREMONY_CANCELLED`), or the authenticator
 * already holds one of the account's passkeys (`InvalidStateError`; code `CONFLICT`). Any other
 * error is returned as it is.
 */
export function ceremonyError(error: unknown): unknown {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'InvalidStateError')
    return new ApiError({
      status: 0,
      code: 'CONFLICT',
      title: 'Passkey Not Added',
      detail: passkeyTexts.alreadyAdded,
    });
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new ApiError({
      status: 0,
      code: 'CEREMONY_CANCELLED',
      title: 'Passkey Cancelled',
      detail: passkeyTexts.cancelled,
    });
  return error;
}
