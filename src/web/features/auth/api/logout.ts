/** `POST /api/auth/logout` (spec 1 §8 "Logout"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { guestSession, sessionQueryKey } from './get-session';

/** Ends the session on the server (204). */
export function logout(): Promise<void> {
  return api.post('/api/auth/logout', {});
}

/**
 * Logout mutation: goes to `/` first (so guarded pages do not bounce to a login screen), then
 * clears the query cache, marks the session guest and shows 'Logged Out'.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave guarded pages before the session turns guest (see AccessDeniedRedirect).
      await navigate(paths.home.getHref());
      // Clear every cached query except the session itself, which the mounted header observes:
      // replacing its data (rather than removing it) lets the navigation switch to the guest variant.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, guestSession);
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    },
    onError: () => {
      toast({ title: 'Error', description: unexpectedErrorMessage, variant: 'destructive' });
    },
  });
}
