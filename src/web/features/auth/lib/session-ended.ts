/**
 * What a page does when its live stream says the session ended (issue #31,
 * docs/decisions/062-streams-end-with-their-session.md): logged out elsewhere, password changed,
 * account gone. The stream will not come back; the session is read again, and the page turns to a
 * guest's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { StreamEventType } from '../../../../shared/conversations/schemas';
import { sessionQueryKey } from '../api/get-session';

const SESSION_ENDED: StreamEventType = 'session-ended';

/** Listens on `source` for the session's end: closes it, and reads the session again. */
export function closeOnSessionEnded(source: EventSource, queryClient: QueryClient): void {
  source.addEventListener(SESSION_ENDED, () => {
    source.close();
    // This tab's own logout or account deletion ends the session too, and goes where it should
    // by itself: while a change is in flight the session is only marked stale, so it does not
    // send the page to a login first (it is read again on the next focus or check).
    void queryClient.invalidateQueries({
      queryKey: sessionQueryKey,
      refetchType: queryClient.isMutating() > 0 ? 'none' : 'active',
    });
  });
}
