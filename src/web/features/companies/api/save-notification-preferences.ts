/** `PUT /api/company/notification-preferences` — the member's choices (issue #33 item 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  teamNotificationPreferencesSchema,
  type TeamNotificationPreferences,
} from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

/** Saves the choices; resolves to them as stored. Rejects with `ApiError` (400 with fieldErrors). */
export function saveNotificationPreferences(
  input: TeamNotificationPreferences,
): Promise<TeamNotificationPreferences> {
  return api.put('/api/company/notification-preferences', input, {
    schema: teamNotificationPreferencesSchema,
  });
}

/** Save mutation; the stored answer becomes the cached preferences. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
