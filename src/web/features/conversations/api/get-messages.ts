/**
 * `GET /api/conversations/{id}/messages` — the conversation's messages, newest page first; older
 * pages by the `before` cursor (issue #16: older messages paged on scroll).
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  messagePageSchema,
  type Message,
  type MessagePage,
} from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export const messagesQueryKey = (conversationId: string) =>
  ['conversations', conversationId, 'messages'] as const;

export function getMessages(
  conversationId: string,
  before: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<MessagePage> {
  return api.get(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    signal: options.signal,
    query: { before },
    schema: messagePageSchema,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.before ?? undefined,
    retry: 1,
  });
}

export type MessagesData = InfiniteData<MessagePage, unknown>;

/** The messages of the loaded pages, oldest first. */
export function flattenMessages(data: MessagesData | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.items);
}

/** Adds (or replaces) a message in the newest page of the cache; pages stay in order. */
export function withMessage(data: MessagesData | undefined, message: Message) {
  if (!data || data.pages.length === 0) return data;
  const pages = data.pages.map((page, i) => {
    const items = page.items.filter((m) => m.id !== message.id);
    if (items.length !== page.items.length)
      return { ...page, items: page.items.map((m) => (m.id === message.id ? message : m)) };
    return i === 0 ? { ...page, items: [...items, message] } : page;
  });
  return { ...data, pages };
}

/** Marks the viewer's own messages seen at `readAt` (the other party read them). */
export function withSeen(data: MessagesData | undefined, readAt: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) => (m.mine && !m.readAt ? { ...m, readAt } : m)),
    })),
  };
}
