/** `POST /api/conversations/{id}/read` — mark the other party's messages seen (issue #16). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readResultSchema } from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';
import { inboxQueryKey } from './get-inbox';

export function markRead(conversationId: string) {
  return api.post(
    `/api/conversations/${encodeURIComponent(conversationId)}/read`,
    {},
    { schema: readResultSchema },
  );
}

/** Marks read; the inbox (unread counts, the nav's total) is read again when something changed. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result) => {
      if (result.read > 0) void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
