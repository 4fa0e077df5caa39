/** `POST /api/auth/password` — change the signed-in user's password (issue #3, beyond the spec). */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';

/** Resolves on 204. Rejects with `ApiError` 400 (`fieldErrors.currentPassword`) on a wrong password. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post('/api/auth/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
