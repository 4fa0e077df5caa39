import { useEffect, useState } from 'react';

/**
 * An index that steps through `0..length-1` every `intervalMs` while `running`
 * (spec 1 §9: hero taglines every 3000 ms).
 */
export function useRotatingIndex(length: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(id);
  }, [length, intervalMs, running]);
  return index;
}
