/** `POST /api/session/renew` — extends the session when under 24 h remain (spec 1 §4, §9). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, sessionShape } from './get-session';

/** Asks the server to renew the session; safe to call any time. Resolves to the current session. */
export function renewSession(): Promise<SessionInfo> {
  return api.post('/api/session/renew', {}, { schema: sessionShape });
}

/** Renew mutation: stores the answer as the session; on failure re-checks the session. */
export function useRenewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSession,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
    onError: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
