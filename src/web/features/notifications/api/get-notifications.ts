/**
 * `GET /api/notifications` — the bell's list, newest first, in keyset pages, with the unread count
 * (issue #16; docs/decisions/040).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  notificationPageSchema,
  type NotificationPage,
} from '../../../../shared/notifications/schemas';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

const PAGE_SIZE = 20;

export function getNotifications(
  before: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return api.get(`/api/notifications?${query.toString()}`, {
    signal: options.signal,
    schema: notificationPageSchema,
  });
}

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.before,
    retry: 1,
  });
}

/** The notifications; the first page's `unreadCount` is the bell's badge. */
export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}
