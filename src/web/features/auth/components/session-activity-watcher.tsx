import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, useSession } from '../api/get-session';
import { useRenewSession } from '../api/renew-session';

/** Spec 1 §4, §9: the session is checked for renewal once the user has been idle 5 minutes. */
export const IDLE_RENEW_MS = 5 * 60_000;

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Keeps a logged-in session alive and tidy: after any mouse, key, scroll or touch activity, when
 * the user then stays idle 5 minutes, asks the server to renew; and when a session check comes
 * back invalid for a user who was logged in, drops their cached data (they are a guest now).
 */
export function SessionActivityWatcher() {
  const { status } = useSession();
  const loggedIn = status !== 'loading' && status !== 'guest';
  const { mutate: renew } = useRenewSession();
  const queryClient = useQueryClient();
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (loggedIn) {
      wasLoggedIn.current = true;
    } else if (status === 'guest' && wasLoggedIn.current) {
      wasLoggedIn.current = false;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
  }, [loggedIn, status, queryClient]);

  useEffect(() => {
    if (!loggedIn) return;
    let lastActivity = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const remaining = lastActivity + IDLE_RENEW_MS - Date.now();
      if (remaining > 0) {
        timer = setTimeout(check, remaining);
        return;
      }
      timer = undefined;
      renew();
    };
    const onActivity = () => {
      lastActivity = Date.now();
      timer ??= setTimeout(check, IDLE_RENEW_MS);
    };

    for (const event of activityEvents)
      window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity);
      if (timer) clearTimeout(timer);
    };
  }, [loggedIn, renew]);

  return null;
}
