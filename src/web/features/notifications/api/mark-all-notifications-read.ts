/** `POST /api/notifications/read-all` — 'Mark all as read' (issue #16). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationReadResultSchema } from '../../../../shared/notifications/schemas';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

export function markAllNotificationsRead() {
  return api.post('/api/notifications/read-all', {}, { schema: notificationReadResultSchema });
}

/** Marks all read; the bell's list and count are read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
