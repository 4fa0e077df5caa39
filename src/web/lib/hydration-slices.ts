/**
 * Hydration in slices (issue #14 "Pages", docs/decisions/048-hydrate-in-slices.md). Preact hydrates
 * a tree in one task; on a slow phone that task is long enough to block a tap for a few hundred
 * milliseconds (Lighthouse's total blocking time). A `HydrationSlice` (`components/
 * hydration-slice.tsx`) suspends while the first hydration runs: Preact then keeps the slice's
 * prerendered element as it is and hydrates it when the slice resumes, in a task of its own. This
 * module keeps the count: which slices still wait, and when the page is hydrated as a whole.
 *
 * The window is open from `beginSlicedHydration` (just before `hydrateRoot`) until every slice that
 * suspended has resumed; a slice that mounts outside it (a page rendered in the browser, a later
 * navigation) renders at once.
 */

let open = false;
let waiting = 0;
let settle: (() => void) | null = null;
let done: Promise<void> = Promise.resolve();

/** Resolves in a new task (a macrotask), after the browser had a chance to handle input and paint. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Opens the window: slices that render from now on suspend once. Call just before hydrating. */
export function beginSlicedHydration(): void {
  open = true;
  done = new Promise((resolve) => (settle = resolve));
  // Closes it at once if the tree had no slice.
  closeWhenSettled();
}

/** Whether a slice rendering now is part of the first hydration (and so should suspend). */
export function isSlicedHydrationOpen(): boolean {
  return open;
}

/** A slice's pause: the promise it suspends on, and whether it is over (the slice may render). */
export interface SlicePause {
  readonly promise: Promise<void>;
  readonly over: boolean;
}

/**
 * Counts a slice that suspends; its pause is over in a later task, when the slice renders (and
 * its element is hydrated) and stops being counted.
 */
export function suspendSlice(): SlicePause {
  waiting += 1;
  const pause = {
    over: false,
    promise: yieldToMain().then(() => {
      pause.over = true;
      waiting -= 1;
      closeWhenSettled();
    }),
  };
  return pause;
}

/**
 * Closes the window once no slice waits. Checked a task later: a slice's children render (and
 * suspend in turn) right after its pause is over.
 */
function closeWhenSettled(): void {
  void yieldToMain().then(() => {
    if (!open || waiting > 0) return;
    open = false;
    settle?.();
    settle = null;
  });
}

/** Resolves once every slice of the first hydration has been hydrated (at once when none is left). */
export function whenHydrationSettled(): Promise<void> {
  return done;
}
