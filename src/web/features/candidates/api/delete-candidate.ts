/** `DELETE /api/candidates/me` — self-service account deletion (issue #5, beyond the spec). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { guestSession, sessionQueryKey } from '../../auth/api/get-session';

/**
 * Deletes the candidate, their intro requests, gig answers and résumé; the server ends the session
 * (204). Rejects with `ApiError` 400 (`fieldErrors.confirmation`) when `confirmation` is not the
 * account's e-mail.
 */
export function deleteCandidate(confirmation: string): Promise<void> {
  return apiRequest('/api/candidates/me', { method: 'DELETE', body: { confirmation } });
}

/**
 * Delete mutation. The caller leaves the guarded page first, then calls `clearSessionCache` so the
 * guard does not bounce to the login screen.
 */
export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: deleteCandidate }),
    /** Drops every cached query and marks the session guest. */
    clearSessionCache: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, guestSession);
    },
  };
}
