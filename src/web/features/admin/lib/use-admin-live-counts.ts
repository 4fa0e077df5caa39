/**
 * The admin's end of the live stream (issue #16: the admin nav's counts "arrive live by the same
 * stream"; docs/decisions/044): one `EventSource` on `/api/stream` while an admin is signed in. A
 * `nav-counts` event — a candidate signed up, was decided on or deleted, a company signed up or
 * went — reads the counts again. The browser reconnects by itself with `Last-Event-ID` and the
 * server replays what was missed.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamEventType } from '../../../../shared/conversations/schemas';
import { sessionQueryKey } from '../../auth/api/get-session';
import { adminKeys } from '../api/admin-keys';

const NAV_COUNTS: StreamEventType = 'nav-counts';

/** Opens the stream while `enabled`; closes it on sign-out or unmount. */
export function useAdminLiveCounts(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/stream');
    const readCounts = () =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.navCounts, exact: true });
    source.addEventListener(NAV_COUNTS, readCounts);
    // Once the stream is open, every later change arrives on it; a change between the counts'
    // first read and this moment (a fresh stream starts at the newest event), or during a break,
    // is caught by reading them once more.
    source.addEventListener('open', readCounts);
    // The session ended: no more stream; the session is read again (docs/decisions/062).
    const sessionEnded: StreamEventType = 'session-ended';
    source.addEventListener(sessionEnded, () => {
      source.close();
      // This tab's own logout or account deletion ends the session too, and goes where it
      // should by itself: while a change is in flight the session is only marked stale, so it
      // does not send the page to a login first (it is read again on the next focus or check).
      void queryClient.invalidateQueries({
        queryKey: sessionQueryKey,
        refetchType: queryClient.isMutating() > 0 ? 'none' : 'active',
      });
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
