/**
 * `POST /api/auth/verify-email/resend` — e-mails the signed-in account a new verification link;
 * the earlier links stop working (issue #31 item 3; docs/decisions/065).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

interface MessageReply {
  message: string;
}

/**
 * Asks for a new link (202). Rejects with `ApiError` 409 'Your e-mail address is already
 * verified.', 429 when asked too often, 401 without a session.
 */
export function resendVerificationLink(): Promise<MessageReply> {
  return api.post('/api/auth/verify-email/resend');
}

/**
 * Resends the link. A 409 means the address was verified meanwhile (in another tab or browser):
 * the session is read again, so the banner goes away.
 */
export function useResendVerificationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationLink,
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
