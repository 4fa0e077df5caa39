/**
 * `GET` / `PUT /api/conversations/settings` — whether an unread message e-mails me after 10
 * minutes (issue #16).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageSettingsSchema,
  type MessageSettings,
} from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export const messageSettingsQueryKey = ['conversations', 'settings'] as const;

export function useMessageSettings() {
  return useQuery({
    queryKey: messageSettingsQueryKey,
    queryFn: ({ signal }) =>
      api.get('/api/conversations/settings', { signal, schema: messageSettingsSchema }),
  });
}

export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      api.put('/api/conversations/settings', settings, { schema: messageSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData(messageSettingsQueryKey, settings),
  });
}
