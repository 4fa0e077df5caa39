/**
 * The notice the gig pages' guard shows when a gig call answers 401 (spec 2 §8 "Not logged in as
 * company to post"): the form records it here, marks the session as guest, and the guard — which
 * then refuses the page — shows this notice instead of its own and sends the visitor to
 * /login/company with the page to come back to. Kept free of zod: the guard is in the first chunk.
 */
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from '../../../lib/toast';

interface PendingNotice {
  /** The page the notice is for; elsewhere the guard's own notice applies. */
  pathname: string;
  notice: ToastOptions;
}

let pending: PendingNotice | null = null;
const listeners = new Set<() => void>();

function emit(next: PendingNotice | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** Shows `notice` (instead of the guard's) if the guard refuses `pathname` next. */
export function setAuthFailureNotice(pathname: string, notice: ToastOptions): void {
  emit({ pathname, notice });
}

/** Forgets the pending notice (once a company is logged in again). */
export function clearAuthFailureNotice(): void {
  if (pending) emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending notice for `pathname`, if any. */
export function useAuthFailureNotice(pathname: string): ToastOptions | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
  return current?.pathname === pathname ? current.notice : undefined;
}

/** Spec 2 §8 "Not logged in as company to post". */
export const notLoggedInToPost: ToastOptions = {
  title: 'Authentication Error',
  description: 'You must be logged in as a company to post a gig.',
  variant: 'destructive',
};
