/** `POST /api/notifications/{id}/read` — one notification opened (issue #16). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationReadResultSchema } from '../../../../shared/notifications/schemas';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

export function markNotificationRead(id: string) {
  return api.post(
    `/api/notifications/${encodeURIComponent(id)}/read`,
    {},
    { schema: notificationReadResultSchema },
  );
}

/** Marks one read; the bell's list and count are read again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
