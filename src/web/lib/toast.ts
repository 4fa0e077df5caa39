/**
 * A tiny toast store: `toast()` works anywhere (event handlers, mutations, guards), and
 * `<Toaster/>` renders what it holds. One toast at a time (spec 1 §9): a new one replaces the old.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  /** Milliseconds on screen; the Toaster's default is 5000 (spec 1 §9). */
  duration?: number | undefined;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

const LIMIT = 1;
/** Time for the close animation before a dismissed toast leaves the store. */
const REMOVE_DELAY_MS = 300;

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/** Closes the toast with `id` (all toasts when omitted). */
export function dismissToast(id?: string): void {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    emit(items.filter((item) => item.open || (id !== undefined && item.id !== id)));
  }, REMOVE_DELAY_MS);
}

/**
 * Shows a toast and returns its id with a `dismiss` function.
 * @example toast({ title: 'Login Failed', description: 'Invalid email or password.', variant: 'destructive' })
 */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  emit([{ ...options, id, open: true }, ...items].slice(0, LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store now, newest first, open or closing (component tests wait on it). */
export function currentToasts(): ToastItem[] {
  return items;
}

const getSnapshot = currentToasts;

const noToasts: ToastItem[] = [];

/**
 * The toasts to render, newest first. The prerendered HTML has none, so hydration starts from
 * none and then shows the toasts shown before the toast area was hydrated (e.g. by a click that
 * the page replayed once hydrated, docs/decisions/041).
 */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => noToasts);
}
