/**
 * `POST /api/auth/verify-email` — proves the account's e-mail address with the token of its
 * single-use 24 h link (issue #31 item 3; docs/decisions/065). No session needed: the link may be
 * opened in another browser.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

interface MessageReply {
  message: string;
}

/**
 * Uses the link's token. Resolves to 'Your e-mail address is verified.'; rejects with `ApiError`
 * 400 'This verification link is invalid or has expired.' for an unknown, used or expired token.
 */
export function verifyEmail(token: string): Promise<MessageReply> {
  return api.post('/api/auth/verify-email', { token });
}

/** Verifies, then reads the session again: a signed-in owner's banner goes away. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
