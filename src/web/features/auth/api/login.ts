/** `POST /api/auth/login` (spec 1 §5 "Company login", spec 2 §5 "Candidate login"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionInfo } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, sessionShape } from './get-session';

/**
 * Logs in; resolves to the new session. Rejects with `ApiError`: 401 `INVALID_CREDENTIALS`,
 * 400 with `fieldErrors`, 429 `RATE_LIMITED`.
 */
export function login(input: LoginInput): Promise<SessionInfo> {
  return api.post('/api/auth/login', input, { schema: sessionShape });
}

/** Login mutation: on success drops any earlier user's cached data and stores the new session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
