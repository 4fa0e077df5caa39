import { useEffect, useState } from 'react';

/**
 * How many of `items` to render now: the first `step`, then `step` more in each following task
 * until all are there. A long list (the feed's 24 cards) then never holds the main thread in one
 * task for all of it — on a slow phone one card costs ~5 ms to render — so a tap in between is
 * answered at once (issue #14 "Pages", docs/decisions/048). A new `items` array starts again at
 * `step`; rendering more happens in `setTimeout` tasks, so the first cards paint before the rest.
 * @param items the list as it will be shown; compared by identity
 * @param step how many items each task adds (≥ 1)
 * @returns the count of leading items to render
 */
export function useRenderedInSteps(items: readonly unknown[], step: number): number {
  const [shown, setShown] = useState({ items, count: step });
  // Adjusting state while rendering (react.dev "You might not need an effect").
  if (shown.items !== items) setShown({ items, count: step });
  const count = shown.items === items ? shown.count : step;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(
      () => setShown((s) => (s.items === items ? { items, count: s.count + step } : s)),
      0,
    );
    return () => clearTimeout(timer);
  }, [items, count, step]);
  return Math.min(count, items.length);
}
