/**
 * `POST /api/auth/passkeys/authentication-options` then `POST /api/auth/login/passkey`: signing in
 * with a passkey alone (issue #31 item 5; docs/decisions/068). The login pages import this module
 * when "Sign in with a passkey" is clicked, with `@simplewebauthn/browser`: neither is in their
 * first load.
 */
import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { SessionInfo, UserType } from '../../../../shared/auth/schemas';
import { passkeyLoginTexts } from '../../../../shared/auth/passkey-login-texts';
import { api, ApiError } from '../../../lib/api-client';
import { sessionShape } from './get-session';

/**
 * Asks the browser for one of its passkeys for this site (discoverable: no e-mail typed), then
 * signs in with it on the login of `userType`. Resolves to the new session.
 * @throws ApiError 401 `INVALID_CREDENTIALS` (one answer for every refused passkey), 429
 *   `RATE_LIMITED`, or `CEREMONY_CANCELLED` when the prompt was closed.
 */
export async function signInWithPasskey(userType: UserType): Promise<SessionInfo> {
  const { challengeId, options } = await api.post<{
    challengeId: string;
    options: PublicKeyCredentialRequestOptionsJSON;
  }>('/api/auth/passkeys/authentication-options');
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    // The prompt closed, timed out or found no passkey (`lib/passkey-ceremony.ts` does the same for
    // the account pages; the login pages share no module with them).
    const name = (error as { name?: unknown } | null)?.name;
    if (name !== 'NotAllowedError' && name !== 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'CEREMONY_CANCELLED',
      title: 'Passkey Cancelled',
      detail: passkeyLoginTexts.cancelled,
    });
  }
  return api.post(
    '/api/auth/login/passkey',
    { challengeId, response, userType },
    {
      schema: sessionShape,
    },
  );
}
