/**
 * Where a login returns to (spec 1 §2: "A blocked visit to a login screen carries the originally
 * requested location"). Guards pass it both as navigation state `{ from }` and as `?redirectTo=`.
 */
import type { Location } from 'react-router';

/** Navigation state a guard puts on the login screen. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The path of `location` with its query and hash. */
export function locationToPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Accepts only same-site absolute paths ("/x"), never "//host" or "/\\host" (open redirects). */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The location the login should return to: navigation state first, then `?redirectTo=`. */
export function getLoginRedirect(location: Location): string | null {
  const state = location.state as LoginRedirectState | null | undefined;
  if (state?.from && typeof state.from.pathname === 'string') {
    const fromState = safeRedirectPath(locationToPath(state.from));
    if (fromState) return fromState;
  }
  return safeRedirectPath(new URLSearchParams(location.search).get('redirectTo'));
}
