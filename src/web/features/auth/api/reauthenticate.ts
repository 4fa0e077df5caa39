/**
 * `POST /api/auth/reauthenticate` — the password again, and the authenticator app's code when
 * two-factor is on, before a step that cannot be undone (issue #31 item 6; docs/decisions/066,
 * 067): deleting an account then works for 10 minutes.
 */
import { api, isApiError } from '../../../lib/api-client';

/**
 * Resolves on 204; rejects with `ApiError` 400: `fieldErrors.password` on a wrong password,
 * `fieldErrors.code` on a missing or wrong code.
 */
export function reauthenticate(password: string, code?: string): Promise<void> {
  return api.post('/api/auth/reauthenticate', code ? { password, code } : { password });
}

/** Whether `error` is the server asking for the password again (403 `REAUTH_REQUIRED`). */
export function isReauthRequired(error: unknown): boolean {
  return isApiError(error, 'REAUTH_REQUIRED');
}
