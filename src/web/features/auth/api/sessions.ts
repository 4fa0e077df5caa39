/**
 * The account's live sessions (issue #31 item 6; docs/decisions/066): `GET /api/auth/sessions`,
 * `DELETE /api/auth/sessions/{id}`, `POST /api/auth/sessions/end-others`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** The account's live sessions, the most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => api.get<{ items: SessionSummary[] }>('/api/auth/sessions'),
    select: (data) => data.items,
  });
}

/** Signs out one session (resolves on 204); the list is read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** Signs out every session but this one (resolves on 204); the list is read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/sessions/end-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
