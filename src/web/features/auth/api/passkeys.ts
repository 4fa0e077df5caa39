/**
 * The account's passkeys (issue #31 item 5; docs/decisions/068): `GET /api/auth/passkeys`, the
 * registration ceremony (`POST /api/auth/passkeys/registration-options`, the browser's
 * `navigator.credentials.create()` through `@simplewebauthn/browser`, `POST /api/auth/passkeys`),
 * `PATCH` and `DELETE /api/auth/passkeys/{id}`, and re-authentication with a passkey
 * (`/api/auth/reauthenticate/passkey-options`, `/api/auth/reauthenticate/passkey`). The WebAuthn
 * library is imported when a ceremony starts, never with the page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeySummary } from '../../../../shared/auth/passkeys';
import { api } from '../../../lib/api-client';
import { ceremonyError } from '../lib/passkey-ceremony';

export const passkeysQueryKey = ['auth', 'passkeys'] as const;

/** The account's passkeys, the newest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: () => api.get<{ items: PasskeySummary[] }>('/api/auth/passkeys'),
    select: (data) => data.items,
  });
}

/**
 * The registration ceremony up to the browser's answer: options from the server, then the
 * authenticator's prompt. Resolves to the response to save with `savePasskey`.
 * @throws ApiError from the server (409 at 10 passkeys) or `ceremonyError`'s.
 */
export async function createPasskeyResponse(): Promise<RegistrationResponseJSON> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkeys/registration-options',
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/**
 * Saves a registration response (resolves to the new passkey). Rejects with `ApiError`: 403
 * `REAUTH_REQUIRED` when the session's last proof is older than 10 minutes, 400 when the response
 * does not verify, 409 at the limit.
 */
export function useSavePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (response: RegistrationResponseJSON) =>
      api.post<PasskeySummary>('/api/auth/passkeys', { response }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** Renames a passkey (resolves on 204); the list is read again. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<void>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** Removes a passkey (resolves on 204; 403 `REAUTH_REQUIRED` without a recent proof). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auth/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/**
 * Proves the session again with one of the account's passkeys (docs/decisions/066, 068): a step
 * that needs a recent proof then works for 10 minutes.
 * @throws ApiError 409 when the account has no passkey, 400 when the passkey is refused, or
 *   `ceremonyError`'s.
 */
export async function reauthenticateWithPasskey(): Promise<void> {
  const { challengeId, options } = await api.post<{
    challengeId: string;
    options: PublicKeyCredentialRequestOptionsJSON;
  }>('/api/auth/reauthenticate/passkey-options');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    throw ceremonyError(error);
  }
  await api.post<void>('/api/auth/reauthenticate/passkey', { challengeId, response });
}
