/** `DELETE /api/companies/me` — self-service account deletion (issue #3, beyond the spec). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { guestSession, sessionQueryKey } from '../../auth/api/get-session';

/**
 * Deletes the company and everything it owns; the server ends the session (204). Rejects with
 * `ApiError` 400 (`fieldErrors.confirmation`) when `confirmation` is not the company name.
 */
export function deleteCompany(confirmation: string): Promise<void> {
  return apiRequest('/api/companies/me', { method: 'DELETE', body: { confirmation } });
}

/**
 * Delete mutation. The caller leaves the guarded page first, then calls `clearSessionCache` so the
 * guard does not bounce to the login screen.
 */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: deleteCompany }),
    /** Drops every cached query and marks the session guest. */
    clearSessionCache: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, guestSession);
    },
  };
}
