/**
 * Two-factor authentication from the account pages (issue #31 item 4; docs/decisions/067):
 * `GET /api/auth/two-factor`, `POST /api/auth/two-factor/setup`, `…/enable`, `…/recovery-codes`
 * and `…/disable`. The response schemas are imported with the request (`SchemaImport`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DisableTwoFactorInput,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../../shared/auth/two-factor';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export const twoFactorQueryKey = ['auth', 'two-factor'] as const;

const schemas = () => import('../../../../shared/auth/two-factor');

/**
 * Whether two-factor is on, since when, whether the account must keep it (admins) and how many
 * recovery codes are left. Issue #31 item 4; docs/decisions/067.
 */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) =>
      api.get<TwoFactorStatus>('/api/auth/two-factor', {
        signal,
        schema: async () => (await schemas()).twoFactorStatusSchema,
      }),
  });
}

/**
 * Starts the setup: a new secret, its `otpauth://` URI and QR code. Needs a recent login: rejects
 * with `ApiError` 403 `REAUTH_REQUIRED` otherwise (use it through `useReauthStep`), 409 when
 * two-factor is already on. Issue #31 item 4; docs/decisions/067.
 */
export function useBeginTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      api.post<TwoFactorSetup>('/api/auth/two-factor/setup', undefined, {
        schema: async () => (await schemas()).twoFactorSetupSchema,
      }),
  });
}

/** Reads the status and the session again (the session user's `twoFactorEnabled` changed). */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

/**
 * Turns two-factor on with the app's first code; resolves to the 10 recovery codes, shown once.
 * A wrong code rejects with `ApiError` 400, `fieldErrors.code`. Issue #31 item 4;
 * docs/decisions/067.
 */
export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodes>(
        '/api/auth/two-factor/enable',
        { code },
        { schema: async () => (await schemas()).recoveryCodesSchema },
      ),
    onSuccess: () => {
      void refresh();
    },
  });
}

/**
 * Replaces the recovery codes after a current code; resolves to the new ones (the old stop
 * working). Issue #31 item 4; docs/decisions/067.
 */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodes>(
        '/api/auth/two-factor/recovery-codes',
        { code },
        { schema: async () => (await schemas()).recoveryCodesSchema },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
    },
  });
}

/**
 * Turns two-factor off with the password and a current code (resolves on 204). Rejects with
 * `ApiError` 400 (`fieldErrors.password` / `.code`), or 403 for an admin, who must keep it.
 * Issue #31 item 4; docs/decisions/067.
 */
export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (input: DisableTwoFactorInput) =>
      api.post<void>('/api/auth/two-factor/disable', input),
    onSuccess: () => {
      void refresh();
    },
  });
}
