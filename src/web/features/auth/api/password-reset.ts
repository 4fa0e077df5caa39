/**
 * `POST /api/auth/password-reset` and `POST /api/auth/password-reset/confirm` — password reset by
 * e-mailed link (issue #3, beyond the spec).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface MessageReply {
  message: string;
}

/** Asks for a reset link; the answer (202) is the same whether or not the account exists. */
export function requestPasswordReset(input: { email: string }): Promise<MessageReply> {
  return api.post('/api/auth/password-reset', input);
}

/** Sets a new password with the link's token. Rejects with `ApiError` 400 on a bad or used token. */
export function confirmPasswordReset(input: {
  token: string;
  password: string;
}): Promise<MessageReply> {
  return api.post('/api/auth/password-reset/confirm', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
