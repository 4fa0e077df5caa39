/**
 * `POST /api/saved-searches/unsubscribe/:token` — turn off a saved search's alerts from its e-mail,
 * without logging in (issue #34 item 5; the one-click POST of RFC 8058 is the mail client's).
 */
import { useMutation } from '@tanstack/react-query';
import {
  unsubscribeResultSchema,
  type UnsubscribeResult,
} from '../../../../shared/saved-searches/schemas';
import { api } from '../../../lib/api-client';

/** Turns the alerts off. Rejects with `ApiError` 404 for a link that is not valid. */
export function unsubscribeAlerts(token: string): Promise<UnsubscribeResult> {
  return api.post(`/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`, undefined, {
    schema: unsubscribeResultSchema,
  });
}

/** Unsubscribe mutation. */
export function useUnsubscribeAlerts() {
  return useMutation({ mutationFn: unsubscribeAlerts });
}
