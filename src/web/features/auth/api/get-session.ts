/**
 * `GET /api/session` — who is logged in (spec 1 §4 "Session", §6). Re-checked every 60 s
 * (spec 1 §9); an error or an invalid session means "guest".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo, SessionUser, UserType } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-client';

/** Spec 1 §9: auth re-check every 60 seconds. */
export const SESSION_RECHECK_MS = 60_000;

export const sessionQueryKey = ['session'] as const;

/** What the cache holds when nobody is logged in. */
export const guestSession: SessionInfo = {
  isValid: false,
  userType: null,
  user: null,
  expiresAt: null,
};

const userTypeValues: readonly unknown[] = ['company', 'candidate', 'admin'];

/**
 * Checks the fields the app shell relies on (validity, user type, user). A light hand check
 * rather than `sessionInfoSchema`, so the first chunk needs no zod; the server validates its reply.
 */
export const sessionShape = {
  safeParse(data: unknown): { success: true; data: SessionInfo } | { success: false } {
    if (typeof data !== 'object' || data === null) return { success: false };
    const v = data as Record<string, unknown>;
    if (typeof v.isValid !== 'boolean') return { success: false };
    if (v.userType !== null && !userTypeValues.includes(v.userType)) return { success: false };
    if (
      v.user !== null &&
      (typeof v.user !== 'object' || typeof (v.user as { id?: unknown }).id !== 'string')
    ) {
      return { success: false };
    }
    return { success: true, data: data as SessionInfo };
  },
};

/** Fetches the current session. */
export function getSession(options: { signal?: AbortSignal } = {}): Promise<SessionInfo> {
  return api.get('/api/session', { signal: options.signal, schema: sessionShape });
}

/** Query options for the session: no retries (a failure reads as guest), re-checked every 60 s. */
export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 30_000,
    retry: false,
    // Offline must read as guest rather than leave the session "loading" forever.
    networkMode: 'always',
    refetchInterval: SESSION_RECHECK_MS,
  });
}

/** Navigation state of spec 1 §4: loading, guest, or the logged-in user type. */
export type SessionStatus = 'loading' | 'guest' | UserType;

export interface SessionState {
  status: SessionStatus;
  /** The logged-in user, or null for guests and while loading. */
  user: SessionUser | null;
  session: SessionInfo | null;
}

/** Reads a SessionInfo as the navigation state; an invalid session is a guest. */
export function toSessionState(session: SessionInfo | undefined, isPending: boolean): SessionState {
  if (session === undefined)
    return { status: isPending ? 'loading' : 'guest', user: null, session: null };
  if (!session.isValid || !session.userType || !session.user)
    return { status: 'guest', user: null, session };
  return { status: session.userType, user: session.user, session };
}

/** The current session as `loading | guest | company | candidate | admin` plus the user. */
export function useSession(): SessionState {
  const query = useQuery(getSessionQueryOptions());
  // A failed first check (API down, 5xx) leaves no data and is no longer pending: a guest.
  return toSessionState(query.data, query.isPending);
}
