/** `GET /api/conversations` — the inbox: conversations, latest first, with unread counts (issue #16). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxSchema, type Inbox } from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export const conversationsQueryKey = ['conversations'] as const;
export const inboxQueryKey = ['conversations', 'inbox'] as const;

export function getInbox(options: { signal?: AbortSignal } = {}): Promise<Inbox> {
  return api.get('/api/conversations', { signal: options.signal, schema: inboxSchema });
}

export function getInboxQueryOptions() {
  return queryOptions({
    queryKey: inboxQueryKey,
    queryFn: ({ signal }) => getInbox({ signal }),
    retry: 1,
  });
}

/** The inbox; `enabled: false` for visitors and admins (who have none). */
export function useInbox(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInboxQueryOptions(), enabled: options.enabled ?? true });
}
