/**
 * `GET /api/company/notification-preferences` — which company e-mails and notifications the
 * signed-in member gets (issue #33 item 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  teamNotificationPreferencesSchema,
  type TeamNotificationPreferences,
} from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';

export const notificationPreferencesQueryKey = ['companies', 'notification-preferences'] as const;

export function getNotificationPreferences(
  options: { signal?: AbortSignal } = {},
): Promise<TeamNotificationPreferences> {
  return api.get('/api/company/notification-preferences', {
    signal: options.signal,
    schema: teamNotificationPreferencesSchema,
  });
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });
}

/** The member's notification preferences as a query. */
export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
