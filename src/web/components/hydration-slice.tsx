import { Suspense, useState, type ReactElement } from 'react';
import { isSlicedHydrationOpen, suspendSlice, type SlicePause } from '../lib/hydration-slices';

/** Suspends once, during the first hydration, until a later task; renders `children` after. */
function Paused({ children }: { children: ReactElement }) {
  const [pause] = useState<SlicePause | null>(() =>
    isSlicedHydrationOpen() ? suspendSlice() : null,
  );
  if (pause && !pause.over) throw pause.promise;
  return children;
}

/**
 * A part of a prerendered page that is hydrated in a task of its own (issue #14 "Pages",
 * docs/decisions/048-hydrate-in-slices.md): while the page hydrates, Preact keeps this part's
 * markup as it is and hydrates it right after, so that no single task holds the main thread for
 * the whole page. Outside the first hydration it renders its children at once.
 * @param children one element that renders exactly one DOM element (Preact keeps the first
 *   element it finds in place of a suspended part)
 */
export function HydrationSlice({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Paused>{children}</Paused>
    </Suspense>
  );
}
