import { useEffect, useState } from 'react';

/**
 * An index that steps through `0..length-1` every `intervalMs` while `running`
 * (spec 1 §9: hero taglines every 3000 ms), and whether it has stepped at least once (the first
 * value shows without an entrance animation: it is there from the page's first paint, issue #14).
 */
export function useRotatingIndex(
  length: number,
  intervalMs: number,
  running: boolean,
): { index: number; stepped: boolean } {
  const [state, setState] = useState({ index: 0, stepped: false });
  useEffect(() => {
    if (!running || length < 2) return;
    const id = setInterval(
      () => setState((s) => ({ index: (s.index + 1) % length, stepped: true })),
      intervalMs,
    );
    return () => clearInterval(id);
  }, [length, intervalMs, running]);
  return state;
}
