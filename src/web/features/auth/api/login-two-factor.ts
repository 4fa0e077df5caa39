/** `POST /api/auth/login/two-factor`: a login's code step (issue #31 item 4; docs/decisions/067). */
import { useMutation } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';
import { sessionShape } from './get-session';
import { useStoreSession } from './login';

/**
 * Sends the authenticator app's code (or a recovery code) for the login whose password was just
 * accepted; `trustDevice` skips the code in this browser for 30 days. Resolves to the new session.
 * Rejects with `ApiError`: 400 `fieldErrors.code` for a wrong code, 401 `LOGIN_CHALLENGE_EXPIRED`
 * after 5 minutes or 5 wrong codes, 429 `RATE_LIMITED`.
 */
export function loginTwoFactor(input: {
  code: string;
  trustDevice: boolean;
}): Promise<SessionInfo> {
  return api.post('/api/auth/login/two-factor', input, { schema: sessionShape });
}

/** The code step's mutation: stores the session it starts. */
export function useLoginTwoFactor() {
  const storeSession = useStoreSession();
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: storeSession });
}
