/**
 * Whether this browser was signed in when the app last knew (docs/decisions/061): kept in
 * `localStorage` once the session is known, read while it is being determined again, so that the
 * header shows the loading placeholder to someone who is likely signed in and the visitor's bar —
 * which the prerendered pages hold — to everyone else. A hint only: the session decides.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'warmintro:signed-in';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The hint now; false in the prerenderer and while hydrating (the prerendered HTML is a visitor's). */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Remembers whether the known session is signed in (no-op where storage is unavailable). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: the header then shows the visitor's bar while loading.
  }
}
