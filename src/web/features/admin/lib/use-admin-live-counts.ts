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
import { closeOnSessionEnded } from '../../auth/lib/session-ended';
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
    // The session ended: no more stream, the session is read again (ADR 062).
    closeOnSessionEnded(source, queryClient);
    return () => source.close();
  }, [enabled, queryClient]);
}
