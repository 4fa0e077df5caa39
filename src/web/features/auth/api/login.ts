/** `POST /api/auth/login` (spec 1 §5 "Company login", spec 2 §5 "Candidate login"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionInfo } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, sessionShape } from './get-session';

/**
 * The password was right and the account asks for its two-factor code next (202,
 * docs/decisions/067); the challenge lives in an HttpOnly cookie until `expiresAt`.
 */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  expiresAt: string;
}

/** What a login answers: the new session, or the code step. */
export type LoginResult = SessionInfo | TwoFactorRequired;

/** Whether a login's answer asks for the two-factor code. */
export function needsTwoFactor(result: LoginResult): result is TwoFactorRequired {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
}

/** A light check of either answer, like `sessionShape` (the first chunk carries no zod). */
const loginResultShape = {
  safeParse(data: unknown): { success: true; data: LoginResult } | { success: false } {
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { twoFactorRequired?: unknown }).twoFactorRequired === true
    )
      return { success: true, data: data as TwoFactorRequired };
    return sessionShape.safeParse(data);
  },
};

/**
 * Logs in; resolves to the new session, or to the code step when two-factor is on. Rejects with
 * `ApiError`: 401 `INVALID_CREDENTIALS`, 400 with `fieldErrors`, 429 `RATE_LIMITED`.
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.post('/api/auth/login', input, { schema: loginResultShape });
}

/**
 * Stores a new session: drops any earlier user's cached data, then caches the session (after a
 * login, or its two-factor step).
 */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: SessionInfo) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, session);
  };
}

/** Login mutation: a session is stored at once; the code step stores its own. */
export function useLogin() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!needsTwoFactor(result)) storeSession(result);
    },
  });
}
