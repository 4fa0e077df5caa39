/** `POST /api/conversations/{id}/messages` — send a message (issue #16: ≤ 5,000 characters, 30 a minute). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type Message } from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';
import { inboxQueryKey } from './get-inbox';
import { messagesQueryKey, withMessage, type MessagesData } from './get-messages';

export function sendMessage(input: { conversationId: string; body: string }): Promise<Message> {
  return api.post(
    `/api/conversations/${encodeURIComponent(input.conversationId)}/messages`,
    { body: input.body },
    { schema: messageSchema },
  );
}

/** Sends; the message joins the open conversation at once, and the inbox is read again. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage({ conversationId, body }),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagesData>(messagesQueryKey(conversationId), (data) =>
        withMessage(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
