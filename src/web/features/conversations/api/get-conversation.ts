/** `GET /api/conversations/{id}` — one of my conversations (issue #16). */
import { useQuery } from '@tanstack/react-query';
import {
  conversationSummarySchema,
  type ConversationSummary,
} from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export const conversationQueryKey = (id: string) => ['conversations', id, 'summary'] as const;

export function getConversation(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ConversationSummary> {
  return api.get(`/api/conversations/${encodeURIComponent(id)}`, {
    signal: options.signal,
    schema: conversationSummarySchema,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => getConversation(id, { signal }),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
}
