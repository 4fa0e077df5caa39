/**
 * The browser's end of the live stream (issue #16): one `EventSource` on `/api/stream` while a
 * company or candidate is signed in. New messages join the open conversation's cache, "seen"
 * marks the viewer's messages, and the inbox (unread counts, the nav's total), the bell's
 * notifications and, on a `pipeline` event, the company's pipeline (issue #34) are read again. The browser reconnects by itself, sending `Last-Event-ID`, and
 * the server replays what was missed. When the session ends, so does the stream, with a
 * `session-ended` event: the session is read again (docs/decisions/062).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../shared/conversations/schemas';
import { closeOnSessionEnded } from '../../auth/lib/session-ended';
import {
  notificationsQueryKey,
  notifiedViewQueryKeys,
  pipelineQueryKey,
} from '../../../lib/query-keys';
import { conversationsQueryKey, inboxQueryKey } from '../api/get-inbox';
import { messagesQueryKey, withMessage, withSeen, type MessagesData } from '../api/get-messages';

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** Opens the stream while `enabled`; closes it on sign-out or unmount. */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/stream');
    let broken = false;
    const inbox = () => void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    source.addEventListener('message', (event) => {
      const message = messageSchema.safeParse(parse(event.data));
      if (!message.success) return;
      queryClient.setQueryData<MessagesData>(
        messagesQueryKey(message.data.conversationId),
        (data) => withMessage(data, message.data),
      );
      inbox();
    });
    source.addEventListener('read', (event) => {
      const payload = parse(event.data) as { conversationId?: string; readAt?: string } | null;
      if (!payload?.conversationId || !payload.readAt) return;
      queryClient.setQueryData<MessagesData>(messagesQueryKey(payload.conversationId), (data) =>
        withSeen(data, payload.readAt!),
      );
    });
    source.addEventListener('unread', inbox);
    source.addEventListener('conversation', () => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    });
    // The bell (issue #16): a new notification, or one read in another tab.
    const bell = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    source.addEventListener('notification', () => {
      bell();
      // What it tells of — an intro or a gig — is shown anew on an open dashboard.
      for (const queryKey of notifiedViewQueryKeys)
        void queryClient.invalidateQueries({ queryKey });
    });
    // The company's pipeline (issue #34): a card moved, a list or a note changed — by a
    // teammate, the candidate or the lifecycle. The open board, lists and funnel are read again.
    const pipeline = () => void queryClient.invalidateQueries({ queryKey: pipelineQueryKey });
    source.addEventListener('pipeline', pipeline);
    // The session ended: no more stream, the session is read again (ADR 062).
    closeOnSessionEnded(source, queryClient);
    source.addEventListener('error', () => {
      broken = true;
    });
    source.addEventListener('open', () => {
      // Back after a break: what was missed is replayed, but counts may have moved meanwhile.
      if (broken) {
        inbox();
        bell();
        pipeline();
      }
      broken = false;
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
